import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { type SeedResult, seedIfEmpty, seedSummary } from './db/seed/seed.ts';
import { describeMailTarget } from './lib/mail-transport.ts';
import { createTokenSigner, resolveJwtSecret } from './lib/tokens.ts';
import { createUploadStore } from './lib/upload-store.ts';

/** A worker that dies within this long of the previous death waits before it is started again. */
const CRASH_WINDOW_MS = 10_000;
/** How long workers get to finish their requests on SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 10_000;

/** The oldest Node.js line the store runs and is tested on (package.json engines; README, Prerequisites). */
const OLDEST_SUPPORTED_NODE = 22;

/** An older Node still runs the store, but nothing is tested there: say so once, at start. */
function warnOnUnsupportedNode(): void {
  if (Number(process.versions.node.split('.')[0]) >= OLDEST_SUPPORTED_NODE) return;
  console.warn(
    `Node.js ${process.versions.node} is not supported (its line is past its end of life): run Threadline on Node.js 22 or 24 (README, Prerequisites).`,
  );
}

/** WEB_CONCURRENCY: how many API workers to run (1 when unset). */
function requestedWorkers(): number {
  const raw = (process.env.WEB_CONCURRENCY ?? '').trim();
  if (raw === '') return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number of workers (1 or more), got "${raw}"`);
  return value;
}

function startupLines(config: ServerConfig, database: DatabaseHandle, seeded: SeedResult | null): string[] {
  const url = `http://localhost:${config.port}`;
  const serveWeb = existsSync(path.join(config.shellDir, 'index.html'));
  const lines = [
    '',
    `  Threadline is running at ${url}${serveWeb ? '' : ' (API only: run `npm run build` for the web app)'}`,
    `  API docs:  ${url}/api/docs`,
    `  Database:  ${database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : `PostgreSQL ${database.location}`}`,
    `  Uploads:   ${database.kind === 'postgres' ? 'in the database (uploads table)' : config.uploadsDir}`,
    `  E-mail:    ${describeMailTarget({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir })}`,
  ];
  if (seeded) lines.push(...seedSummary(seeded));
  return lines;
}

/** Any number: the key of the advisory lock that start-ups on one PostgreSQL database take in turn. */
const STARTUP_LOCK = 7_402_113;

/**
 * Migrations and the seed, one process at a time: processes started together on one PostgreSQL
 * (several machines, or a test's processes behind a load balancer) would otherwise migrate and
 * seed an empty database twice. The lock ends with its session.
 */
async function oneAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!database.url) return work();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Builds the API on an open database and serves it until SIGTERM/SIGINT (a worker, or the only process). */
async function serve(config: ServerConfig, database: DatabaseHandle): Promise<void> {
  const signer = createTokenSigner(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const serveWeb = existsSync(path.join(config.shellDir, 'index.html'));
  const { app, ctx } = await buildApp({
    config,
    database,
    signer,
    serveWeb,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches the workers twice: from the terminal (SIGINT) and from the primary (SIGTERM).
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The catalogue index is read before the first listing asks for it (tens of milliseconds).
  ctx.catalogIndex.products().catch((error: unknown) => {
    app.log.warn(`catalogue index not read at start-up: ${(error as Error).message}`);
  });
}

/**
 * The primary of several workers: migrations and the seed have run, the workers are forked and
 * share the port (node:cluster hands connections out round-robin). A worker that dies is replaced;
 * SIGTERM stops the workers (each finishes its requests) and then the primary.
 */
function superviseWorkers(count: number, lines: string[]): void {
  const alive = new Set<number>();
  let stopping = false;
  let lastDeath = 0;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    if (worker.process.pid !== undefined) alive.add(worker.process.pid);
  };

  cluster.on('listening', () => {
    if (announced || Object.keys(cluster.workers ?? {}).length < count) return;
    const listening = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
    if (listening.length < count) return;
    announced = true;
    console.log(
      `${[...lines, `  Workers:   ${count} (primary ${process.pid}, WEB_CONCURRENCY)`].join('\n')}\n`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    if (worker.process.pid !== undefined) alive.delete(worker.process.pid);
    if (stopping) {
      if (alive.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    const delay = now - lastDeath < CRASH_WINDOW_MS ? 1_000 : 0;
    lastDeath = now;
    console.warn(
      `[cluster] worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a new one`,
    );
    setTimeout(fork, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal} received, stopping ${alive.size} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < count; index++) fork();
}

async function main() {
  const config = loadConfig();
  const workers = requestedWorkers();

  if (cluster.isWorker) {
    // The primary has migrated and seeded; a worker only serves, on its share of the connections.
    const database = await openDatabase(config, Math.max(2, Math.ceil(config.databasePoolSize / workers)));
    await serve(config, database);
    return;
  }

  warnOnUnsupportedNode();
  const database = await openDatabase(config, config.databasePoolSize);
  const seeded = await oneAtATime(database, async () => {
    await database.migrate();
    return seedIfEmpty(database.db, { ...config, uploads: createUploadStore(database, config.uploadsDir) });
  });
  // Generated once here, so that every worker reads the same secret from the data folder.
  await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const lines = startupLines(config, database, seeded);

  if (workers > 1 && database.kind === 'postgres') {
    await database.close();
    superviseWorkers(workers, lines);
    return;
  }
  if (workers > 1) {
    console.warn(
      `WEB_CONCURRENCY=${workers} ignored: the embedded PGlite database lives in one process, so Threadline runs single-process. Set DATABASE_URL to a PostgreSQL database to run several workers.`,
    );
  }
  await serve(config, database);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Threadline failed to start:', error);
  process.exit(1);
});
