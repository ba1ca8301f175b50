import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/src/db/client.ts';
import { migratedApiSuite } from './support/migration-harness.ts';
import { SHIPPING_ADDRESS } from './support/test-app.ts';

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

const suite = migratedApiSuite('refunds', BEFORE_REFUNDS, writeOldOrders);

const as = async (id: string) => ({ authorization: `Bearer ${await suite.api.ctx.auth.signer.sign(id)}` });

describe('migration 0011: refunds on orders of the previous schema', () => {
  it('makes a cancelled paid order refund_pending and leaves the others paid', async () => {
    const get = async (id: string) =>
      (
        await suite.api.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: await as(BUYER) })
      ).json();
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
    const response = await suite.api.app.inject({
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
        await suite.database.db.execute(statement);
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
