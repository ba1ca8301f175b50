import { workerDatabaseName } from './worker-database.ts';

/** Drops the per-worker PostgreSQL databases that global setup made. */
export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (process.env.API_TEST_DATABASE !== 'postgres' || !url) return;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
      await client.query(`drop database if exists "${workerDatabaseName(url, worker)}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
