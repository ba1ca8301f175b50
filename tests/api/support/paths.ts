import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const migrationsDir = path.resolve(__dirname, '../../../server/drizzle');

/** The migrated PGlite snapshot, named by a hash of the migrations so a change rebuilds it. */
export function snapshotFile(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return path.join(os.tmpdir(), 'threadline-test', `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}
