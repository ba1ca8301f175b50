import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for the start-up message (a folder, or the URL without its password). */
  location: string;
  /** The connection URL (PostgreSQL only), for connections of their own (the change feed's LISTEN). */
  url?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded engine itself (PGlite only), for snapshots in tests. */
  pglite?: PGlite;
}

/**
 * The migrations folder: beside the running bundle (server/dist/main.js → server/drizzle), or found
 * from the working directory (repository root, or server/ when a workspace script runs).
 */
export function migrationsFolder(): string {
  const script = process.argv[1] ? path.dirname(path.resolve(process.argv[1])) : process.cwd();
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.resolve(script, '../drizzle'),
    path.resolve('server/drizzle'),
    path.resolve('drizzle'),
    path.resolve('../server/drizzle'),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Random page reads cost little more than sequential ones on SSDs and in PGlite's memory-backed
 * files; with the default (4) the planner scans the whole catalogue for a search instead of using
 * its GIN index (15 ms instead of 4 ms for 10,000 products).
 */
const RANDOM_PAGE_COST = 'random_page_cost=1.1';

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

export async function openPostgres(url: string, poolSize = 20): Promise<DatabaseHandle> {
  // The settings travel in the startup packet: no extra query on a new connection. JIT off: the
  // catalogue's queries are short, and compiling one (the planner asks for it above a cost the
  // facet counts can reach) takes far longer than running it (400 ms against a few).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c ${RANDOM_PAGE_COST} -c jit=off`,
  });
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    location: redact(url),
    url,
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

/**
 * PGlite runs each query synchronously on the server's thread, and queued queries follow one
 * another in microtasks without the event loop turning: under load a turn lasts as long as the
 * whole queue, and the server accepts about one new connection per turn, so connections that arrive
 * then wait for seconds (measured: p99 5.2 s for 100 new connections on cache-missed listings).
 * Queries still run one after another, first come first served, but once a turn has been busy for
 * TURN_BUDGET_MS the next query waits for the following turn, so the server accepts and reads
 * requests in between (p99 1.3 s at the same throughput, close to what Little's law allows). The
 * budget trades that against the latency of short queries: 5 ms keeps one product's p99 near 60 ms.
 */
const TURN_BUDGET_MS = 5;

function yieldBetweenQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  let previous: Promise<unknown> = Promise.resolve();
  let busySince: number | null = null;
  client.query = ((...args: Parameters<typeof query>) => {
    const result = previous.then(async () => {
      if (busySince !== null && performance.now() - busySince > TURN_BUDGET_MS) await nextTurn();
      if (busySince === null) {
        busySince = performance.now();
        setImmediate(() => {
          busySince = null;
        });
      }
      return query(...args);
    });
    previous = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}

/** PGlite persisted in `dataDir`, or in memory (optionally from a dumped snapshot) when dataDir is null. */
export async function openPglite(dataDir: string | null, snapshot?: Blob | File): Promise<DatabaseHandle> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir !== null ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
  });
  await client.exec(`set ${RANDOM_PAGE_COST}`);
  yieldBetweenQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export async function openDatabase(
  options: { databaseUrl: string | null; dataDir: string },
  poolSize?: number,
): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, poolSize)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** A round trip to the database, timed. */
export async function pingDatabase(db: Database): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}
