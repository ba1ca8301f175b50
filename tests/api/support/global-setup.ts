import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, openPostgres } from '../../../server/src/db/client.ts';

import { migrationsDir, snapshotFile } from './paths.ts';
import { databaseName, runOnDatabase } from './scratch-database.ts';
import { workerDatabaseName } from './worker-database.ts';

/**
 * Migrates once: a PGlite data directory dumped to a tarball that every test file loads in about half
 * a second (a cold PGlite start with migrations takes several; left uncompressed, as gunzipping it
 * took a third of the load), and, when DATABASE_URL is set and the
 * run is against PostgreSQL, a freshly migrated schema there. The tarball is a deliberate cache
 * between runs (named by the migrations' hash in the temp folder's `threadline-test/`), pruned here.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  process.env.MIGRATIONS_DIR = migrationsDir;
  if (process.env.API_TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('API_TEST_DATABASE=postgres needs DATABASE_URL');
    const onTestDatabase = (statement: string) => runOnDatabase(url, statement);
    await onTestDatabase(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    );
    const handle = await openPostgres(url, 2);
    await handle.migrate();
    await handle.close();
    // Copies of the migrated database, one per worker (tests/api/support/worker-database.ts).
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
      const name = workerDatabaseName(url, worker);
      await onTestDatabase(`drop database if exists "${name}" with (force)`);
      await onTestDatabase(`create database "${name}" template "${databaseName(url)}"`);
    }
    return;
  }
  const file = snapshotFile();
  await mkdir(path.dirname(file), { recursive: true });
  await pruneSnapshots(file);
  if (existsSync(file)) {
    const now = new Date();
    await utimes(file, now, now);
    return;
  }
  const handle = await openPglite(null);
  await handle.migrate();
  if (!handle.pglite) throw new Error('openPglite must expose its engine for snapshots');
  const blob = await handle.pglite.dumpDataDir('none');
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, Buffer.from(await blob.arrayBuffer()));
  await rename(temporary, file);
  await handle.close();
}

/** A snapshot nobody has used for a day (or a write that died half-way) is removed. */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The snapshots live in one cache folder beside other checkouts' (another branch's migrations make
 * another snapshot, in use by its own runs): each run marks its own as used and removes only those
 * that no run has used for a day, so the folder holds the snapshots in use and nothing else.
 */
async function pruneSnapshots(current: string): Promise<void> {
  const folder = path.dirname(current);
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (file === current || !name.startsWith('pglite-')) continue;
    try {
      if (Date.now() - (await stat(file)).mtimeMs > UNUSED_FOR_MS) await rm(file, { force: true });
    } catch {
      // removed by another run meanwhile
    }
  }
}
