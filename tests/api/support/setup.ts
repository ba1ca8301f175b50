import { STARTUP_LIMIT_MS } from '../../support/startup.ts';
import { workerDatabaseUrl } from './worker-database.ts';

// On PostgreSQL this worker's files use the database made for it in global setup (each test file
// gets its own copy of process.env from Jest, so this runs once per file on the worker's URL).
if (process.env.API_TEST_DATABASE === 'postgres' && process.env.DATABASE_URL) {
  process.env.DATABASE_URL = workerDatabaseUrl(
    process.env.DATABASE_URL,
    Number(process.env.JEST_WORKER_ID ?? '1'),
  );
}

// Each file starts the API on a database in a beforeAll (a PGlite snapshot loaded, or PostgreSQL
// emptied), creates dozens of Argon2id accounts and races 50 buyers. On two shared cores under heavy
// load the start alone took over a minute, so tests and hooks here get the generous start-up bound:
// each still ends as soon as its work is done (docs/architecture.md §6).
jest.setTimeout(STARTUP_LIMIT_MS);
