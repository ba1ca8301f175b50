/**
 * kill -9 between the gateway's capture and the order (issue 21, "An order exists once the money
 * does"): the real server runs as a child process on a free port with a database of its own (a
 * PGlite data folder, or a PostgreSQL database beside the test one when the suite runs on
 * PostgreSQL). A shopper pays at the embedded test gateway and the process is SIGKILLed right after
 * the capture, before the shopper's return and before any webhook: the gateway holds its webhooks
 * (TEST_GATEWAY_HOLD_WEBHOOKS=1) and the reconciliation is an hour away, so nothing can have placed
 * the order. Restarted on the same data with the webhooks still held, the reconciliation (brought
 * forward at start) asks the gateway and makes exactly one order; a second restart delivers the
 * webhooks, which are handled and make no second order.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openPglite, openPostgres } from '../../server/src/db/client.ts';
import { rowsOf } from '../../server/src/db/results.ts';
import { products, productVariants } from '../../server/src/db/schema.ts';
import { generateCatalog } from '../../server/src/db/seed/catalog.ts';
import { toProductRows } from '../../server/src/db/seed/seed.ts';
import { variantRowsFor } from '../../server/src/db/variant-rows.ts';
import { freePort } from '../support/free-port.ts';
import { STARTUP_LIMIT_MS, WITH_STARTUP_TIMEOUT_MS } from '../support/startup.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { postedForm } from './support/gateway-form.ts';
import { snapshotFile } from './support/paths.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { SHIPPING_ADDRESS, testDatabaseKind } from './support/test-app.ts';

const root = path.resolve(__dirname, '../..');

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const children: ChildProcess[] = [];
let workDir: string | undefined;
let dropDatabase: () => Promise<void> = async () => {};

afterAll(async () => {
  // A server a failed test left running is killed by its pid; then its data goes.
  await Promise.all(children.map((child) => stop(child, 'SIGKILL')));
  try {
    await dropDatabase();
  } finally {
    removeTempDir(workDir);
  }
}, 60_000);

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Sends `signal` to the child (by its pid) and resolves once it has exited. */
async function stop(child: ChildProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (!running(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid) process.kill(child.pid, signal);
  await gone;
}

/** Resolves once `check` gives a value, asking every 100 ms; fails at once if the server exited. */
async function until<T>(what: string, server: Server, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (!running(server.child)) {
      throw new Error(`the server exited while waiting for ${what}; it said:\n${server.output()}`);
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; the server said:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The store's database: a PGlite folder loaded from the migrated snapshot, or a new PostgreSQL database. */
async function prepareDatabase(dataDir: string): Promise<{ url: string | null }> {
  if (testDatabaseKind !== 'postgres') {
    const snapshot = new Blob([await readFile(snapshotFile())]);
    const handle = await openPglite(path.join(dataDir, 'pglite'), snapshot);
    await withDatabase(handle);
    return { url: null };
  }
  const scratch = await createScratchDatabase('kill9');
  dropDatabase = scratch.drop;
  const handle = await openPostgres(scratch.url, 2);
  await handle.migrate();
  await withDatabase(handle);
  return { url: scratch.url };
}

/** One product with 3 units on its first variant (so the server seeds no catalogue of its own). */
async function withDatabase(handle: DatabaseHandle): Promise<void> {
  try {
    const rows = toProductRows(
      generateCatalog(1, { seed: 2104 }).map((item) => ({
        ...item,
        name: 'Kill Test Kurta',
        countInStock: 3,
      })),
    );
    await handle.db.insert(products).values(rows);
    await handle.db.insert(productVariants).values(
      rows.flatMap((row) =>
        variantRowsFor({ ...row, countInStock: 0 }).map((variant, index) => ({
          ...variant,
          countInStock: index === 0 ? 3 : 0,
        })),
      ),
    );
  } finally {
    await handle.close();
  }
}

/** The real server (server/src/main.ts under tsx) on the data of `dataDir` and `databaseUrl`. */
async function startServer(
  dataDir: string,
  databaseUrl: string | null,
  env: Record<string, string>,
): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHELL_DIR: path.join(dataDir, 'no-shell'),
    // Debug: the job runner logs each job it finished, which the test waits for.
    LOG_LEVEL: 'debug',
    // The reconciliation runs only when a process starts; the order job places a paid checkout's
    // order at once (no grace for a shopper who will never come back).
    RECONCILE_AFTER_SECONDS: '3600',
    PAID_ORDER_GRACE_SECONDS: '0',
    TEST_GATEWAY_WEBHOOK_RETRY_SECONDS: '1',
    ...env,
  };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'TEST_GATEWAY_WEBHOOK_URL',
    'WEB_CONCURRENCY',
  ]) {
    delete childEnv[name];
  }
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => text };
  await until('the server to answer', server, async () => {
    const response = await fetch(`${server.url}/api/health`);
    return response.status === 200 ? true : undefined;
  });
  return server;
}

/** Jobs of `kind` this process logged as done (pino's JSON lines at debug level). */
const jobsDone = (server: Server, kind: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes(`(${kind}) done`)).length;

async function call(server: Server, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

describe(`kill -9 between the gateway's capture and the order (${testDatabaseKind})`, () => {
  it(
    'makes exactly one order after the restart, by the reconciliation; the late webhooks make no second one',
    async () => {
      workDir = makeTempDir('kill9');
      const dataDir = path.join(workDir, 'data');
      const { url: databaseUrl } = await prepareDatabase(dataDir);
      const held = { TEST_GATEWAY_HOLD_WEBHOOKS: '1' };

      // 1. The shopper checks out and pays at the test gateway; the capture is the last thing the process does.
      const first = await startServer(dataDir, databaseUrl, held);
      const [product] = (await call(first, 'GET', '/api/products?limit=1')).json as Array<{
        _id: string;
        sizes: string[];
        colors: string[];
      }>;
      if (!product) throw new Error('no product');
      const registered = await call(first, 'POST', '/api/users/register', undefined, {
        name: 'Kill Nine',
        email: 'kill.nine@example.test',
        password: 'kill-nine-password',
      });
      expect(registered.status).toBe(201);
      const token = registered.json.token as string;
      const added = await call(first, 'POST', '/api/cart', token, {
        productId: product._id,
        size: product.sizes[0],
        color: product.colors[0],
        quantity: 1,
      });
      expect(added.status).toBe(200);
      const created = await call(first, 'POST', '/api/checkout', token, {
        shippingAddress: SHIPPING_ADDRESS,
      });
      expect(created.status).toBe(201);
      const checkoutId = created.json._id as string;
      const started = await call(first, 'POST', `/api/checkout/${checkoutId}/payment`, token);
      expect(started.status).toBe(201);
      const gatewayOrderId = started.json.gatewayOrderId as string;
      const page = await fetch(`${first.url}/test-gateway/checkout/${encodeURIComponent(gatewayOrderId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          outcome: 'card_success',
          callback_url: `/api/checkout/${checkoutId}/payment/callback`,
        }),
      });
      // The gateway's page would post the signed result back to the store: the shopper never lets it.
      expect(postedForm(await page.text()).fields.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
      // Captured at the gateway; the store has not heard of it.
      const before = await call(first, 'GET', `/api/checkout/${checkoutId}`, token);
      expect(before.json).toMatchObject({ isPaid: false, isFinalized: false });
      await stop(first.child, 'SIGKILL');
      expect(first.child.signalCode).toBe('SIGKILL');

      // 2. Restarted on the same data, webhooks still held: the reconciliation asks the gateway.
      const second = await startServer(dataDir, databaseUrl, held);
      const orders = await until('the order', second, async () => {
        const mine = await call(second, 'GET', '/api/orders/my-orders', token);
        return mine.json?.orders?.length > 0 ? mine.json.orders : undefined;
      });
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ checkoutId, isPaid: true });
      expect(jobsDone(second, 'payment.reconcile')).toBeGreaterThanOrEqual(1);
      expect(jobsDone(second, 'payment.webhook')).toBe(0);
      await stop(second.child, 'SIGTERM');

      // 3. A second restart delivers the gateway's webhooks (authorized, captured, order paid): handled, no second order.
      const third = await startServer(dataDir, databaseUrl, {});
      await until('the three webhooks handled', third, async () =>
        jobsDone(third, 'payment.webhook') >= 3 ? true : undefined,
      );
      const after = await call(third, 'GET', '/api/orders/my-orders', token);
      expect(after.json.orders).toHaveLength(1);
      expect(after.json.orders[0]._id).toBe(orders[0]._id);
      await stop(third.child, 'SIGTERM');

      // What the database holds: one order for the checkout, three webhook events, the reconciliation done.
      const handle =
        databaseUrl === null
          ? await openPglite(path.join(dataDir, 'pglite'))
          : await openPostgres(databaseUrl, 2);
      try {
        const count = async (statement: ReturnType<typeof sql>) =>
          Number(rowsOf<{ n: number }>(await handle.db.execute(statement))[0]?.n);
        expect(
          await count(sql`select count(*)::int as n from orders where checkout_id = ${checkoutId}`),
        ).toBe(1);
        expect(await count(sql`select count(*)::int as n from webhook_events`)).toBe(3);
        expect(
          await count(sql`select count(*)::int as n from jobs where done_at is null and failed_at is null
            and kind in ('payment.webhook', 'payment.place-order')`),
        ).toBe(0);
        const [stock] = await handle.db
          .select({ count: productVariants.countInStock })
          .from(productVariants)
          .where(eq(productVariants.productId, product._id))
          .orderBy(sql`${productVariants.countInStock} desc`)
          .limit(1);
        expect(stock?.count).toBe(2);
      } finally {
        await handle.close();
      }
    },
    WITH_STARTUP_TIMEOUT_MS,
  );
});
