import { and, eq, sql } from 'drizzle-orm';
import { checkouts, mailOutbox, orders } from '../../server/src/db/schema.ts';
import { releaseExpiredHolds } from '../../server/src/modules/checkout/index.ts';
import { createFakeGateway, type FakeGateway } from './support/fake-gateway.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  SHIPPING_ADDRESS,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/*
 * A payment captured for a checkout that can no longer become an order (issue 21): the hold went
 * back while the shopper was at the gateway and the last unit sold meanwhile. The payment is refunded
 * in full through the provider, automatically, and the shopper is told, by mail and by finalize.
 */

let api: TestApp;
let gateway: FakeGateway;
const refunds: Array<{ paymentId: string; amountPaise: number; key: string }> = [];
beforeAll(async () => {
  gateway = createFakeGateway();
  const refund = gateway.provider.refund.bind(gateway.provider);
  gateway.provider.refund = async (paymentId, amountPaise, key) => {
    refunds.push({ paymentId, amountPaise, key });
    return refund(paymentId, amountPaise, key);
  };
  api = await createTestApp({ reconcileAfterMs: 3_600_000, paidOrderGraceMs: 0 }, { gateway });
});
afterAll(() => api.close());

const call = (method: 'POST' | 'GET', url: string, user: TestUser, payload?: object) =>
  api.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

const checkoutRow = async (id: string) => {
  const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!row) throw new Error(`no checkout ${id}`);
  return row;
};

describe('a payment captured for a checkout that cannot become an order', () => {
  it('is refunded in full through the provider, once, and the shopper is told', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 1, unitsSold: 0, name: 'Ikat Stole' });
    if (!product) throw new Error('no product');
    const late = await createUser(api, { name: 'Late Payer' });
    await addToCart(api, late, product, 1);
    const created = await call('POST', '/api/checkout', late, { shippingAddress: SHIPPING_ADDRESS });
    expect(created.statusCode).toBe(201);
    const checkout = created.json() as { _id: string; totalPrice: number };
    const started = await call('POST', `/api/checkout/${checkout._id}/payment`, late);
    expect(started.statusCode).toBe(201);
    const { gatewayOrderId } = started.json() as { gatewayOrderId: string };

    // The shopper lingers at the gateway past the lifetime: the hold goes back and someone else buys.
    await api.ctx.db
      .update(checkouts)
      .set({ createdAt: sql`now() - interval '45 minutes'` })
      .where(eq(checkouts.id, checkout._id));
    expect(await releaseExpiredHolds(api.ctx)).toBe(1);
    await placeOrder(api, await createUser(api), product, 1);
    expect(await stockOf(api, product.id)).toEqual({ stock: 0, sold: 1 });

    // Then the money is captured, and the webhook arrives: twice, as gateways retry.
    gateway.pay(gatewayOrderId, { method: 'upi' });
    const hook = gateway.webhook('payment.captured', gatewayOrderId);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answered = await api.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: hook.headers,
        payload: hook.payload,
      });
      expect(answered.statusCode).toBe(200);
      await api.ctx.jobs.runDue();
    }
    await api.ctx.jobs.runDue();

    // No order, the stock untouched, the whole amount refunded once through the provider.
    expect(await api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkout._id))).toEqual([]);
    expect(await stockOf(api, product.id)).toEqual({ stock: 0, sold: 1 });
    const paymentId = gateway.orders.get(gatewayOrderId)?.payments[0]?.id;
    expect(refunds.filter((refund) => refund.paymentId === paymentId)).toEqual([
      {
        paymentId,
        amountPaise: Math.round(checkout.totalPrice * 100),
        key: `unplaceable-${checkout._id}`.slice(0, 40),
      },
    ]);
    const row = await checkoutRow(checkout._id);
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      isFinalized: false,
      unplaceableReason: `Ikat Stole in ${product.sizes[0]} / ${product.colors[0]} is sold out`,
      refundState: 'pending',
      refundId: expect.stringMatching(/^rfnd_/),
    });

    // The shopper's finalize (back from the gateway) says what happened, every time.
    const message = `Your payment went through, but we could not place the order: Ikat Stole in ${product.sizes[0]} / ${product.colors[0]} is sold out. The full amount is being refunded to you.`;
    const finalize = await call('POST', `/api/checkout/${checkout._id}/finalize`, late);
    expect([finalize.statusCode, finalize.json()]).toEqual([409, { message }]);

    // And a mail, once.
    const mails = await api.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-not-placed'), eq(mailOutbox.recipient, late.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Your Threadline order could not be placed: your payment is being refunded',
    );
    expect(mails[0]?.textBody).toContain(
      `went through, but we could not place the order: Ikat Stole in ${product.sizes[0]} / ${product.colors[0]} is sold out.`,
    );
    expect(refunds.filter((refund) => refund.paymentId === paymentId)).toHaveLength(1);
  });
});
