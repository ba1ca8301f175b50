import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { buildApp } from '../../server/src/app.ts';
import { rowsOf } from '../../server/src/db/results.ts';
import { products } from '../../server/src/db/schema.ts';
import { STARTUP_LIMIT_MS } from '../support/startup.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  startSecondInstance,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from './support/test-app.ts';

/**
 * Cached answers are one truth across processes: `writer` and `reader` are two API instances on one
 * database, as two processes behind a load balancer would be (each with its own caches and, on
 * PostgreSQL, its own LISTEN connection). A write through one is seen through the other by the
 * very next request, never after a cache lifetime (docs/architecture.md, Several processes). The
 * reader is asked through inject(), with no network in between: the write must not answer before
 * the reader has cleared its caches, however soon the next request comes.
 */
let writer: TestApp;
let reader: Awaited<ReturnType<typeof buildApp>>['app'];
let readerCtx: Awaited<ReturnType<typeof buildApp>>['ctx'];
let admin: TestUser;
beforeAll(async () => {
  writer = await createTestApp();
  ({ app: reader, ctx: readerCtx } = await startSecondInstance(writer));
  admin = await createUser(writer, { role: 'admin' });
});
afterAll(async () => {
  await reader.close();
  await writer.close();
});

const read = async (url: string) => {
  const response = await reader.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const names = (body: Array<{ name: string }>) => body.map((item) => item.name);

describe('a write through one process, read through another at once', () => {
  it('an edited price and name show in the other process’s cached listing and product page', async () => {
    const [row] = await createProducts(writer, 1, { name: 'Indigo Block Print Kurta', countInStock: 9 });
    if (!row) throw new Error('no product');
    // Fill the reader's caches (twice: the second answer comes from its cache).
    for (let round = 0; round < 2; round++) {
      expect(names((await read('/api/products?search=indigo')).body)).toEqual(['Indigo Block Print Kurta']);
      expect((await read(`/api/products/${row.id}`)).body.name).toBe('Indigo Block Print Kurta');
    }

    const updated = await writer.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row.id}`,
      headers: admin.auth,
      payload: { name: 'Indigo Hand Block Kurta', price: 1799, discountPrice: null },
    });
    expect(updated.statusCode).toBe(200);

    const listing = await read('/api/products?search=indigo');
    expect(names(listing.body)).toEqual(['Indigo Hand Block Kurta']);
    expect(listing.body[0].price).toBe(1799);
    const product = await read(`/api/products/${row.id}`);
    expect(product.body).toMatchObject({ name: 'Indigo Hand Block Kurta', price: 1799 });
  });

  it('a created product is listed and a deleted one is gone from the other process at once', async () => {
    expect(names((await read('/api/products?search=saffron')).body)).toEqual([]);
    const created = await writer.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: {
        name: 'Saffron Silk Dupatta',
        description: 'Handwoven silk with a zari border.',
        price: 3499,
        countInStock: 4,
        sku: `SAF-${Date.now()}`,
        category: 'Top Wear',
        brand: 'Threadline',
        sizes: ['M'],
        colors: ['yellow'],
        collections: ['Festive'],
        material: 'Silk',
        gender: 'Women',
        images: [{ url: '/uploads/products/a.webp', altText: 'Front' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(names((await read('/api/products?search=saffron')).body)).toEqual(['Saffron Silk Dupatta']);
    expect((await read(`/api/products/${id}`)).status).toBe(200);

    const deleted = await writer.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(names((await read('/api/products?search=saffron')).body)).toEqual([]);
    expect(await read(`/api/products/${id}`)).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('an order placed through one process lowers the stock and the facet counts the other shows', async () => {
    const [row] = await createProducts(writer, 1, { name: 'Ochre Cotton Shirt', countInStock: 6 });
    if (!row) throw new Error('no product');
    const sizesInStock = async () =>
      ((await read('/api/products/facets?search=ochre')).body.size as Array<{ count: number }>).reduce(
        (sum, entry) => sum + entry.count,
        0,
      );
    for (let round = 0; round < 2; round++) {
      expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(6);
      expect((await read('/api/products?search=ochre')).body[0].countInStock).toBe(6);
      expect(await sizesInStock()).toBe(1);
    }
    const buyer = await createUser(writer);
    const order = await placeOrder(writer, buyer, row, 2);
    expect(order.status).toBe('Processing');
    expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(4);
    expect((await read('/api/products?search=ochre')).body[0].countInStock).toBe(4);

    // The last four: sold out, so its size no longer counts in the other process's facets.
    await placeOrder(writer, await createUser(writer), row, 4);
    expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(0);
    expect(await sizesInStock()).toBe(0);
  });
});

// The embedded database has a single process: there is no connection to lose.
if (testDatabaseKind === 'postgres') {
  describe('the listening connection (PostgreSQL)', () => {
    it('when it drops, caches are bypassed and then dropped: a change it may have missed still shows', async () => {
      const [row] = await createProducts(writer, 1, { name: 'Teal Linen Trousers', countInStock: 5 });
      if (!row) throw new Error('no product');
      for (let round = 0; round < 2; round++)
        expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(5);

      // The server ends both instances' listening connections, and a change is made meanwhile (by
      // hand, so with no notification at all): once the instances have noticed, it must be seen,
      // while they reconnect (caches bypassed) and after (caches dropped).
      const before = await listenerPids();
      expect(before).toHaveLength(2);
      await writer.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'threadline-changes' and datname = current_database()`);
      await writer.database.db.update(products).set({ countInStock: 2 }).where(eq(products.id, row.id));
      const reconnected = async () => {
        const now = await listenerPids();
        return now.length === 2 && now.every((pid) => !before.includes(pid));
      };
      await waitFor(async () => !readerCtx.changes.live() || (await reconnected()));
      expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(2);

      // Back to caching once reconnected, and writes are heard again.
      await waitFor(reconnected);
      expect((await read(`/api/products/${row.id}`)).body.countInStock).toBe(2);
      const updated = await writer.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${row.id}`,
        headers: admin.auth,
        payload: { price: 1299, discountPrice: null },
      });
      expect(updated.statusCode).toBe(200);
      expect((await read(`/api/products/${row.id}`)).body.price).toBe(1299);
    });

    it('acknowledges a burst of changes one statement at a time on its listening connection', async () => {
      await Promise.all([writer.ctx.changes.ready(), readerCtx.changes.ready()]);
      // Queries on a listening connection while it runs one already (pg 8 warns: "client.query()
      // when the client is already executing a query"; pg 9 refuses them).
      const running = new WeakMap<pg.Client, number>();
      const overlapping: string[] = [];
      const query = pg.Client.prototype.query;
      const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const result = (query as (...rest: unknown[]) => unknown).apply(this, args);
        const client = this as pg.Client & { connectionParameters?: { application_name?: string } };
        if (client.connectionParameters?.application_name !== 'threadline-changes') return result;
        const now = running.get(this) ?? 0;
        if (now > 0) overlapping.push(String(args[0]));
        running.set(this, now + 1);
        const settled = () => running.set(this, (running.get(this) ?? 1) - 1);
        (result as Promise<unknown>).then(settled, settled);
        return result;
      } as typeof query);

      // Another process's changes, all committed at once: each instance hears them together.
      const sender = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await sender.connect();
      try {
        const acks: string[] = [];
        sender.on('notification', (notification) => acks.push(String(notification.payload)));
        await sender.query('LISTEN threadline_ack_burst');
        const BURST = 20;
        const messages = Array.from({ length: BURST }, (_none, seq) =>
          JSON.stringify({ topic: 'stock', from: 'burst', seq }),
        );
        await sender.query(
          `select ${messages.map((_message, index) => `pg_notify('threadline_changes', $${index + 1})`).join(', ')}`,
          messages,
        );
        // Both instances acknowledge every one of them.
        await waitFor(async () => acks.length >= 2 * BURST);
        expect(acks.sort((a, b) => Number(a) - Number(b))).toEqual(
          Array.from({ length: BURST }, (_none, seq) => [String(seq), String(seq)]).flat(),
        );
        expect(overlapping).toEqual([]);
      } finally {
        spy.mockRestore();
        await sender.end();
      }
    });
  });
}

/** The backends of the instances' listening connections. */
async function listenerPids(): Promise<number[]> {
  const result = await writer.database.db.execute(sql`
    select pid from pg_stat_activity
    where application_name = 'threadline-changes' and datname = current_database()`);
  return rowsOf<{ pid: number }>(result).map((row) => row.pid);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = STARTUP_LIMIT_MS): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
