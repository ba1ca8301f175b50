import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { rowsOf } from './results.ts';

const dialect = new PgDialect();

/**
 * The name of a statement's text: the same text always gets the same name, and two texts never
 * share one (node-postgres refuses a name reused for another text on a connection).
 */
const statementName = (text: string) =>
  `tl_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

/**
 * Runs a raw statement as a named prepared statement on PostgreSQL: each pooled connection parses
 * and plans the text once and then only binds the values, where `db.execute` sends an unnamed
 * statement that is parsed and planned on every call (3.8 to 6 ms for the add-to-cart statement,
 * more than running it). PGlite runs the statement as `db.execute` does (its driver ignores the
 * name). Inside a transaction (`db` a transaction) it runs on the transaction's connection.
 *
 * For hot statements whose text takes a few shapes (values are parameters, never spliced in), with
 * plans that do not depend on the values (lookups by key): each shape stays prepared on every
 * connection for the connection's life, and PostgreSQL may switch to a generic plan after five runs.
 */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  return executeNamed<T>(db, { ...built, name: statementName(built.sql) });
}

/** A built statement run under its name, its placeholders (if any) bound to `values`. */
async function executeNamed<T>(
  db: Database,
  statement: Query & { name: string },
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(statement, undefined, statement.name, false);
  return rowsOf<T>(await prepared.execute(values));
}

/** The statements `executeShaped` has built, by their shape's key: text, parameters and name. */
const shapes = new Map<string, Query & { name: string }>();

/**
 * `executePrepared` for the hottest statements: the statement is built by Drizzle once per shape
 * (`key` names it: what changes its text, such as a guest's cart or a user's), with
 * `sql.placeholder(name)` where its values go, and each call only binds `values` to it. Building a
 * large statement from its parts on every call, and hashing its text for the name, was a tenth of
 * the API process's time under the add-to-cart load (README, Benchmark).
 */
export async function executeShaped<T>(
  db: Database,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let shape = shapes.get(key);
  if (shape === undefined) {
    const built = dialect.sqlToQuery(build());
    shape = { ...built, name: statementName(built.sql) };
    shapes.set(key, shape);
  }
  return executeNamed<T>(db, shape, values);
}
