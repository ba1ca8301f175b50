/**
 * `npm run bench:api`: the production API (server/dist/main.js) with a generated 10,000-product
 * catalogue, on PGlite and on PostgreSQL, under autocannon at 100 connections. Prints req/s, p50
 * and p99 for a trivial route, a filtered listing (cache warm and cache missed), search, one product
 * and add to cart, each with its throughput as a ratio to the trivial route measured in the same
 * run (docs/architecture.md §5). Targets: filtered listing p99 < 25 ms, add to cart p99 < 50 ms.
 *
 * BENCH_SECONDS (default 10) per scenario; BENCH_CONNECTIONS (default 100); BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/threadline_bench; never the `test` database);
 * BENCH_ONLY=pglite or postgres for one database; BENCH_SCENARIO=text for the scenarios whose name
 * contains it (and the trivial route); BENCH_SERVER_LOG=1 shows the server's log;
 * BENCH_SKIP_BUILD=1 to reuse server/dist.
 *
 * Then the same PostgreSQL database behind nginx (Debian's package) with 1, 2 and 4 API workers
 * (BENCH_WORKERS=1,2,4): the filtered listing cached and cache missed, one product and add to
 * cart. Workers are WEB_CONCURRENCY's (one server, BENCH_WORKER_MODE=cluster, the default when the
 * build has it) or separate servers each on its own port (BENCH_WORKER_MODE=processes), started as
 * the load-balanced suite starts them (tests/lb/support/cluster.ts).
 * BENCH_ONLY=pglite, postgres or balanced runs one of the three.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { run } from '../../scripts/run.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../server/src/db/client.ts';
import { products, users } from '../../server/src/db/schema.ts';
import { generateCatalog } from '../../server/src/db/seed/catalog.ts';
import { insertCatalog } from '../../server/src/db/seed/seed.ts';
import { newId } from '../../server/src/lib/ids.ts';
import { createTokenSigner } from '../../server/src/lib/tokens.ts';
import { startApi, startNginx, stopAndWait, stopNginx } from '../lb/support/cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PRODUCTS = 10_000;
const SHOPPERS = 200;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/threadline_bench';
const TARGETS: Record<string, number> = {
  'filtered listing': 25,
  'filtered listing, cache missed': 25,
  'add to cart': 50,
};
process.env.MIGRATIONS_DIR = path.resolve('server/drizzle');

interface Fixture {
  productIds: string[];
  lines: Array<{ productId: string; size: string; color: string }>;
  tokens: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Creates the database when it does not exist yet, then empties it. */
async function resetPostgres(url: string): Promise<void> {
  if (/\/test(\?|$)/.test(url)) throw new Error('Refusing to benchmark on the database `test` (CI owns it).');
  const server = new URL(url);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
  );
  await client.end();
}

/** Migrates, inserts the catalogue and the shoppers, and answers what the scenarios pick from. */
async function prepare(database: DatabaseHandle): Promise<Fixture> {
  await database.migrate();
  const started = Date.now();
  await insertCatalog(database.db, generateCatalog(PRODUCTS, { seed: 42 }));
  const shoppers = Array.from({ length: SHOPPERS }, (_, index) => ({
    id: newId(),
    name: `Bench Shopper ${index}`,
    email: `shopper${index}@bench.test`,
    // Never used to sign in: the benchmark signs tokens with the server's secret.
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bm90LXVzZWQ$bm90LXVzZWQtYXQtYWxs',
    role: 'customer' as const,
  }));
  await database.db.insert(users).values(shoppers);
  // Planner statistics, as a database in use has them (autovacuum would gather them soon after).
  await database.db.execute(sql`analyze`);
  const rows = await database.db
    .select({ id: products.id, sizes: products.sizes, colors: products.colors, stock: products.countInStock })
    .from(products)
    .orderBy(sql`random()`)
    .limit(4000);
  const signer = createTokenSigner(JWT_SECRET);
  console.log(
    `  catalogue of ${PRODUCTS} products and ${SHOPPERS} shoppers ready in ${Date.now() - started} ms`,
  );
  return {
    productIds: rows.slice(0, 1000).map((row) => row.id),
    lines: rows
      .filter((row) => row.stock >= 40)
      .map((row) => ({ productId: row.id, size: row.sizes[0] ?? 'M', color: row.colors[0] ?? 'black' })),
    tokens: await Promise.all(shoppers.map((shopper) => signer.sign(shopper.id))),
  };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 30 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Filter sets as the listing screen sends them (none uses minPrice: the cache-missed runs vary it). */
const FILTERS = [
  'gender=Men&category=Top%20Wear&sortBy=priceAsc',
  'gender=Women&category=Dresses&sortBy=newest',
  'collection=men&size=M,L&sortBy=popularity',
  'collection=women&color=pink&sortBy=rating',
  'category=Bottom%20Wear&material=Denim,Cotton&maxPrice=3000',
  'gender=Unisex&brand=Kesar,Thistle,Dhaga',
  'collection=summer%20edit&maxPrice=5000',
  'color=black&size=XL&sortBy=priceDesc',
  'collection=featured',
  'category=Sets&gender=Women&sortBy=newest',
];
const SEARCHES = [
  'kurta',
  'blue denim',
  'jeens',
  'hoody',
  'krta',
  'linen shirt',
  'black joggers',
  'wrap dress',
  'festive set',
  'cotton tee',
];

function scenarios(fixture: Fixture): Array<{ name: string; request: Request }> {
  const get = (path: () => string): Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: path() }),
  });
  return [
    { name: 'trivial (GET /api/health/live)', request: get(() => '/api/health/live') },
    { name: 'filtered listing', request: get(() => `/api/products?${pick(FILTERS)}&limit=24`) },
    {
      // A different minPrice on every request: almost every answer misses the response cache.
      name: 'filtered listing, cache missed',
      request: get(
        () => `/api/products?${pick(FILTERS)}&limit=24&minPrice=${Math.floor(Math.random() * 900)}`,
      ),
    },
    {
      name: 'search',
      request: get(() => `/api/products?search=${encodeURIComponent(pick(SEARCHES))}&limit=24`),
    },
    {
      name: 'search, cache missed',
      request: get(
        () =>
          `/api/products?search=${encodeURIComponent(pick(SEARCHES))}&limit=24&minPrice=${Math.floor(Math.random() * 900)}`,
      ),
    },
    { name: 'product', request: get(() => `/api/products/${pick(fixture.productIds)}`) },
    {
      name: 'add to cart',
      request: {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: '/api/cart',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(fixture.tokens)}` },
          body: JSON.stringify({ ...pick(fixture.lines), quantity: 1 }),
        }),
      },
    },
  ];
}

interface Row {
  database: string;
  scenario: string;
  result: Result;
}

/** The scenarios measured through the balancer (and the trivial route they are compared with). */
const BALANCED = [
  'trivial (GET /api/health/live)',
  'filtered listing',
  'filtered listing, cache missed',
  'product',
  'add to cart',
];

async function measure(database: string, url: string, fixture: Fixture, names?: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const only = process.env.BENCH_SCENARIO;
  for (const { name, request } of scenarios(fixture)) {
    if (names && !names.includes(name)) continue;
    if (only && !name.startsWith('trivial') && !name.includes(only)) continue;
    await autocannon({ url, connections: 10, duration: 2, requests: [request] });
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 20,
      requests: [request],
    });
    rows.push({ database, scenario: name, result });
    console.log(
      `  ${name.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  }
  return rows;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  console.log(`\n━━ ${kind} ━━`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'threadline-bench-'));
  let database: DatabaseHandle;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
  if (kind === 'postgres') {
    await resetPostgres(POSTGRES_URL);
    database = await openPostgres(POSTGRES_URL, 4);
    env.DATABASE_URL = POSTGRES_URL;
  } else {
    database = await openPglite(path.join(dataDir, 'pglite'));
    env.DATABASE_URL = '';
  }
  const fixture = await prepare(database);
  await database.close();
  const { child, url } = await startServer(env);
  try {
    return await measure(kind, url, fixture);
  } finally {
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * How the workers run: `cluster` is one server started with WEB_CONCURRENCY=N (as `npm start` would
 * run them), `processes` is N servers on ports of their own, each one upstream of nginx.
 * BENCH_WORKER_MODE chooses; by default `cluster` when the build knows WEB_CONCURRENCY.
 */
function workerMode(): 'cluster' | 'processes' {
  const chosen = process.env.BENCH_WORKER_MODE;
  if (chosen === 'cluster' || chosen === 'processes') return chosen;
  return readFileSync('server/dist/main.js', 'utf8').includes('WEB_CONCURRENCY') ? 'cluster' : 'processes';
}

/** PostgreSQL behind nginx with 1, 2 and 4 API workers (one catalogue for all three). */
async function benchBalanced(): Promise<Row[]> {
  const counts = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
  const mode = workerMode();
  console.log(
    `\n━━ PostgreSQL behind nginx, ${counts.join(', ')} workers (${mode === 'cluster' ? 'WEB_CONCURRENCY' : 'one process each'}) ━━`,
  );
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'threadline-bench-lb-'));
  await resetPostgres(POSTGRES_URL);
  const database = await openPostgres(POSTGRES_URL, 4);
  const fixture = await prepare(database);
  await database.close();
  const env = { DATABASE_URL: POSTGRES_URL, JWT_SECRET, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const rows: Row[] = [];
  try {
    for (const count of counts) {
      const apis =
        mode === 'cluster'
          ? [await startApi(`workers-${count}`, { ...env, WEB_CONCURRENCY: String(count) }, workDir)]
          : [];
      if (mode === 'processes') {
        for (let index = 0; index < count; index++) {
          apis.push(await startApi(`worker-${count}-${index}`, { ...env, WEB_CONCURRENCY: '1' }, workDir));
        }
      }
      const balancer = await startNginx(
        workDir,
        apis.map((api) => api.port),
      );
      try {
        const label = `PostgreSQL via nginx, ${count} worker${count === 1 ? '' : 's'}`;
        console.log(`  ${label}:`);
        rows.push(...(await measure(label, `http://127.0.0.1:${balancer.port}`, fixture, BALANCED)));
      } finally {
        await stopNginx(balancer);
        await Promise.all(apis.map((api) => stopAndWait(api.pid)));
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  console.log(
    `\n━━ summary: ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.cpus().length} cores (shared) ━━`,
  );
  console.log('| database | scenario | req/s | p50 ms | p99 ms | ratio to trivial | non-2xx | target |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const trivial = rows.find(
      (other) => other.database === row.database && other.scenario.startsWith('trivial'),
    );
    const ratio = trivial ? row.result.requests.average / trivial.result.requests.average : 1;
    const target = TARGETS[row.scenario];
    const verdict =
      target === undefined
        ? ''
        : `p99 < ${target} ms: ${row.result.latency.p99 < target ? 'met' : 'NOT met'}`;
    console.log(
      `| ${row.database} | ${row.scenario} | ${Math.round(row.result.requests.average)} | ${row.result.latency.p50} | ${row.result.latency.p99} | ${ratio.toFixed(2)} | ${row.result.non2xx} | ${verdict} |`,
    );
  }
}

async function main() {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  if (process.env.BENCH_SKIP_BUILD !== '1' && (await run('npm', ['run', 'build:server'])) !== 0) {
    throw new Error('npm run build:server failed');
  }
  const only = process.env.BENCH_ONLY;
  const rows: Row[] = [];
  if (only === undefined || only === 'pglite') rows.push(...(await benchDatabase('pglite')));
  if (only === undefined || only === 'postgres') {
    try {
      rows.push(...(await benchDatabase('postgres')));
    } catch (error) {
      console.error(`PostgreSQL run skipped: ${(error as Error).message}`);
    }
  }
  if (only === undefined || only === 'balanced') {
    try {
      rows.push(...(await benchBalanced()));
    } catch (error) {
      console.error(`Load-balanced run skipped: ${(error as Error).message}`);
    }
  }
  printTable(rows);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
