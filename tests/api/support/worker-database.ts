/**
 * On PostgreSQL each Jest worker has a database of its own (`<test database>_w<worker id>`), made
 * from the migrated test database in global setup: the files empty every table before they start,
 * so two workers on one database would empty each other's rows.
 */
export function workerDatabaseUrl(testUrl: string, workerId: number): string {
  const url = new URL(testUrl);
  url.pathname = `/${workerDatabaseName(testUrl, workerId)}`;
  return url.toString();
}

export function workerDatabaseName(testUrl: string, workerId: number): string {
  return `${new URL(testUrl).pathname.slice(1)}_w${workerId}`;
}
