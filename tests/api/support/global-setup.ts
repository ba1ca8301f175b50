import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openPglite, openPostgres } from '../../../server/src/db/client.ts';

import { migrationsDir, snapshotFile } from './paths.ts';

/**
 * Migrates once: a PGlite data directory dumped to a tarball that every test file loads in about a
 * second (a cold PGlite start with migrations takes several), and, when DATABASE_URL is set and the
 * run is against PostgreSQL, a freshly migrated schema there.
 */
export default async function globalSetup(): Promise<void> {
  process.env.MIGRATIONS_DIR = migrationsDir;
  if (process.env.API_TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('API_TEST_DATABASE=postgres needs DATABASE_URL');
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
    );
    await client.end();
    const handle = await openPostgres(url, 2);
    await handle.migrate();
    await handle.close();
    return;
  }
  const file = snapshotFile();
  if (existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await openPglite(null);
  await handle.migrate();
  if (!handle.pglite) throw new Error('openPglite must expose its engine for snapshots');
  const blob = await handle.pglite.dumpDataDir('gzip');
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, Buffer.from(await blob.arrayBuffer()));
  await rename(temporary, file);
  await handle.close();
}
