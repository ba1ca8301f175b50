import { runOnDatabase } from './scratch-database.ts';
import { workerDatabaseName } from './worker-database.ts';

/** Drops the per-worker PostgreSQL databases that global setup made. */
export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (process.env.API_TEST_DATABASE !== 'postgres' || !url) return;
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
    await runOnDatabase(url, `drop database if exists "${workerDatabaseName(url, worker)}" with (force)`);
  }
}
