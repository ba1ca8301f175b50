import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../server/src/db/client.ts';
import { STARTUP_LIMIT_MS } from '../support/startup.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { migrationsDir } from './support/paths.ts';
import { createTestApp, SHIPPING_ADDRESS, type TestApp, testDatabaseKind } from './support/test-app.ts';

/**
 * Migration 0011 on orders written before refunds existed: a cancelled paid order becomes
 * refund_pending (an admin marks it refunded), the others keep their payment, and the database
 * refuses a refund state on an order that is not cancelled. On PGlite and on PostgreSQL.
 */

const BEFORE_REFUNDS = 10;
const BUYER = 'bbbbbbbbbbbbbbbbbbbbbb11';
const ADMIN = 'bbbbbbbbbbbbbbbbbbbbbb12';
const CANCELLED = 'dddddddddddddddddddddd11';
const PROCESSING = 'dddddddddddddddddddddd12';

let workDir: string;
let database: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | null = null;
let api: TestApp;

async function migrationsUpTo(last: number): Promise<string> {
  const folder = path.join(workDir, 'drizzle');
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind !== 'postgres') return openPglite(null);
  const testUrl = process.env.DATABASE_URL ?? '';
  const name = `${new URL(testUrl).pathname.slice(1)}_refunds_${process.pid}`;
  const onTestDatabase = async (statement: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onTestDatabase(`drop database if exists "${name}"`);
  await onTestDatabase(`create database "${name}"`);
  dropDatabase = () => onTestDatabase(`drop database if exists "${name}"`);
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString(), 20);
}

async function migrateWith(folder: string) {
  const previous = process.env.MIGRATIONS_DIR;
  process.env.MIGRATIONS_DIR = folder;
  try {
    await database.migrate();
  } finally {
    process.env.MIGRATIONS_DIR = previous;
  }
}

/** Two paid orders as the schema of migration 0010 stored them: one cancelled, one Processing. */
async function writeOldOrders(db: DatabaseHandle['db']) {
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role) values
      (${BUYER}, 'Asha Verma', 'asha-refunds@example.test', 'x', 'customer'),
      (${ADMIN}, 'Store Admin', 'admin-refunds@example.test', 'x', 'admin')`);
  const at = '2026-01-01T10:00:00.000Z';
  const items = JSON.stringify([
    {
      productId: 'aaaaaaaaaaaaaaaaaaaaaa11',
      name: 'Linen Shirt',
      image: '/uploads/products/linen.webp',
      price: 1200,
      quantity: 1,
      size: 'M',
      color: 'navy',
    },
  ]);
  for (const [id, status, checkout] of [
    [CANCELLED, 'Cancelled', 'cccccccccccccccccccccc11'],
    [PROCESSING, 'Processing', 'cccccccccccccccccccccc12'],
  ] as const) {
    const history = [{ status: 'Processing', at }, ...(status === 'Cancelled' ? [{ status, at }] : [])];
    await db.execute(sql`
      insert into orders (id, user_id, user_name, user_email, checkout_id, items, shipping_address,
        payment_method, shipping_method, subtotal_paise, discount_paise, total_paise, is_paid, paid_at,
        payment_status, status, status_history, stock_restored)
      values (${id}, ${BUYER}, 'Asha Verma', 'asha-refunds@example.test', ${checkout}, ${items}::jsonb,
        ${JSON.stringify(SHIPPING_ADDRESS)}::jsonb, 'Direct Payment', 'Standard', 120000, 0, 120000, true,
        ${at}, 'paid', ${status}, ${JSON.stringify(history)}::jsonb, ${status === 'Cancelled'})`);
  }
}

beforeAll(async () => {
  workDir = makeTempDir('refunds');
  database = await freshDatabase();
  await migrateWith(await migrationsUpTo(BEFORE_REFUNDS));
  await writeOldOrders(database.db);
  await migrateWith(migrationsDir);
  api = await createTestApp({}, { database });
}, STARTUP_LIMIT_MS);

afterAll(async () => {
  try {
    await api?.close();
    await dropDatabase?.();
  } finally {
    removeTempDir(workDir);
  }
});

const as = async (id: string) => ({ authorization: `Bearer ${await api.ctx.auth.signer.sign(id)}` });

describe('migration 0011: refunds on orders of the previous schema', () => {
  it('makes a cancelled paid order refund_pending and leaves the others paid', async () => {
    const get = async (id: string) =>
      (await api.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: await as(BUYER) })).json();
    expect(await get(CANCELLED)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'refund_pending',
      refundedAt: null,
      isPaid: true,
    });
    expect(await get(PROCESSING)).toMatchObject({
      status: 'Processing',
      paymentStatus: 'paid',
      refundedAt: null,
    });
  });

  it('lets an admin mark the old order refunded', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${CANCELLED}/refund`,
      headers: await as(ADMIN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'refunded', refundedAt: expect.any(String) });
  });

  it('refuses a refund state on an order that is not cancelled, and unknown payment states', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await database.db.execute(statement);
        return 'accepted';
      } catch (error) {
        const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
        return (cause as { code?: string }).code;
      }
    };
    expect(
      await refused(sql`update orders set payment_status = 'refund_pending' where id = ${PROCESSING}`),
    ).toBe('23514');
    expect(await refused(sql`update orders set payment_status = 'given back' where id = ${PROCESSING}`)).toBe(
      '23514',
    );
  });
});
