import { databaseName, withDatabase } from './scratch-database.ts';

/**
 * On PostgreSQL each Jest worker has a database of its own (`<test database>_w<worker id>`), made
 * from the migrated test database in global setup: the files empty every table before they start,
 * so two workers on one database would empty each other's rows.
 */
export const workerDatabaseName = (testUrl: string, workerId: number): string =>
  `${databaseName(testUrl)}_w${workerId}`;

export const workerDatabaseUrl = (testUrl: string, workerId: number): string =>
  withDatabase(testUrl, workerDatabaseName(testUrl, workerId));
