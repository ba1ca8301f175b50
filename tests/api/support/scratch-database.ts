import pg from 'pg';

/** The name of the database a connection string points at. */
export const databaseName = (url: string): string => new URL(url).pathname.slice(1);

/** The connection string `url` with another database's name. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** Runs one statement on the database at `url` over a connection of its own. */
export async function runOnDatabase(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of its own beside the test database (DATABASE_URL), for a test that needs a
 * fresh one: created (after dropping a leftover of the same name) and dropped from the test
 * database's connection, since a database cannot drop itself.
 */
export async function createScratchDatabase(
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const testUrl = process.env.DATABASE_URL ?? '';
  const name = `${databaseName(testUrl)}_${label}_${process.pid}`;
  const onTestDatabase = (statement: string) => runOnDatabase(testUrl, statement);
  await onTestDatabase(`drop database if exists "${name}"`);
  await onTestDatabase(`create database "${name}"`);
  return {
    url: withDatabase(testUrl, name),
    drop: () => onTestDatabase(`drop database if exists "${name}"`),
  };
}
