import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../../../server/src/db/client.ts';
import { STARTUP_LIMIT_MS } from '../../support/startup.ts';
import { makeTempDir, removeTempDir } from '../../support/temp-dirs.ts';
import { migrationsDir } from './paths.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { createTestApp, type TestApp, testDatabaseKind } from './test-app.ts';

/**
 * A database of a migration test's own (a fresh PGlite, or a new PostgreSQL database beside the
 * test one), migrated first up to an old migration, so the test can write rows as the application
 * wrote them then, and then with every migration.
 */
export interface MigrationHarness {
  database: DatabaseHandle;
  /** Applies the journal's migrations up to index `last`, as the folder was then. */
  migrateUpTo(last: number): Promise<void>;
  /** Applies every migration of the repository. */
  migrateAll(): Promise<void>;
  /** Drops the PostgreSQL database and removes the temp folder (the app using it closed first). */
  dispose(): Promise<void>;
}

export async function openMigrationHarness(label: string): Promise<MigrationHarness> {
  const workDir = makeTempDir(label);
  let dropDatabase: () => Promise<void> = async () => {};
  try {
    let database: DatabaseHandle;
    if (testDatabaseKind !== 'postgres') {
      database = await openPglite(null);
    } else {
      const scratch = await createScratchDatabase(label);
      dropDatabase = scratch.drop;
      database = await openPostgres(scratch.url, 20);
    }

    const migrateWith = async (folder: string) => {
      const previous = process.env.MIGRATIONS_DIR;
      process.env.MIGRATIONS_DIR = folder;
      try {
        await database.migrate();
      } finally {
        process.env.MIGRATIONS_DIR = previous;
      }
    };

    return {
      database,
      async migrateUpTo(last) {
        const folder = path.join(workDir, 'drizzle');
        await cp(migrationsDir, folder, { recursive: true });
        const journalFile = path.join(folder, 'meta', '_journal.json');
        const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
          entries: Array<{ idx: number }>;
        };
        journal.entries = journal.entries.filter((entry) => entry.idx <= last);
        await writeFile(journalFile, JSON.stringify(journal));
        await migrateWith(folder);
      },
      migrateAll: () => migrateWith(migrationsDir),
      async dispose() {
        try {
          await dropDatabase();
        } finally {
          removeTempDir(workDir);
        }
      },
    };
  } catch (error) {
    await dropDatabase().catch(() => {});
    removeTempDir(workDir);
    throw error;
  }
}

/**
 * A migration suite's set-up and clean-up: its own database migrated up to `before`, the rows
 * `writeOld` writes as the application did then, every migration after, and the API on the result.
 * The handles are there from the suite's beforeAll on.
 */
export function migratedApiSuite(
  label: string,
  before: number,
  writeOld: (db: DatabaseHandle['db']) => Promise<unknown>,
): { readonly api: TestApp; readonly database: DatabaseHandle } {
  let harness: MigrationHarness | undefined;
  let api: TestApp | undefined;
  beforeAll(async () => {
    harness = await openMigrationHarness(label);
    await harness.migrateUpTo(before);
    await writeOld(harness.database.db);
    await harness.migrateAll();
    api = await createTestApp({}, { database: harness.database });
  }, STARTUP_LIMIT_MS);
  afterAll(async () => {
    try {
      await api?.close();
    } finally {
      await harness?.dispose();
    }
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`the ${label} migration suite has not started`);
    return value;
  };
  return {
    get api() {
      return started(api);
    },
    get database() {
      return started(harness).database;
    },
  };
}
