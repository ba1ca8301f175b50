import { eq } from 'drizzle-orm';
import { orders, refunds } from '../../server/src/db/schema.ts';
import { deliverOrder } from './support/reviews.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * A return's refund goes through the payment provider when the order was paid online (docs/api.md,
 * Returns): a partial refund of the payment for the line's paid share, sent once, processed by the
 * embedded test gateway; the admin's queue shows where it stands.
 */

let api: TestApp;
let origin: string;
let admin: TestUser;

beforeAll(async () => {
  api = await createTestApp({
    // The order is placed by the webhook as soon as it comes (the shopper does not come back here).
    paidOrderGraceMs: 0,
    testGateway: { webhookUrl: null, retryMs: 100, maxAttempts: 10, refundDelayMs: 50, pollMs: 5_000 },
    jobRetryMs: 100,
    reconcileAfterMs: 3_600_000,
  });
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (running due jobs) until `read` answers something that `done` accepts. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let look = 0; look < 300; look += 1) {
    const value = await read();
    if (done(value)) return value;
    await api.ctx.jobs.runDue();
    await sleep(30);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A shopper pays for `units` of a ₹1,000 product online on the test gateway; the order is delivered. */
async function deliveredOnline(units: number) {
  const buyer = await createUser(api);
  const [product] = await createProducts(api, 1, {
    countInStock: 10,
    pricePaise: 100_000,
    discountPricePaise: null,
  });
  if (!product) throw new Error('no product');
  await addToCart(api, buyer, product, units);
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: buyer.auth,
    payload: { shippingAddress: SHIPPING_ADDRESS },
  });
  const checkoutId = created.json()._id as string;
  const started = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/payment`,
    headers: buyer.auth,
  });
  expect(started.statusCode).toBe(201);
  const { gatewayOrderId } = started.json() as { gatewayOrderId: string };
  const paid = await fetch(`${origin}/test-gateway/checkout/${gatewayOrderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'upi', callback_url: `${origin}/checkout/return` }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(200); // the page that would POST the result back; the shopper never lets it
  const [order] = await eventually(
    () => api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)),
    (rows) => rows.length === 1,
    'the order placed by the webhook',
  );
  if (!order) throw new Error('no order');
  await deliverOrder(api, admin, order.id);
  return { buyer, orderId: order.id };
}

const step = (id: string, name: string) =>
  api.app.inject({ method: 'POST', url: `/api/admin/returns/${id}/${name}`, headers: admin.auth });

it("refunds the line's paid share through the gateway, once", async () => {
  const { buyer, orderId } = await deliveredOnline(3);
  const asked = await api.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: buyer.auth,
    payload: { line: 0, quantity: 2, reason: 'changed_mind', resolution: 'refund' },
  });
  expect(asked.statusCode).toBe(201);
  const id = asked.json()._id as string;
  await step(id, 'approve');
  await step(id, 'receive');
  // ₹1,000 × 3 with the first-order 20% off: ₹800 a unit, ₹1,600 for two.
  const [refunded, again] = await Promise.all([step(id, 'refund'), step(id, 'refund')]);
  expect([refunded.statusCode, again.statusCode].sort()).toEqual([200, 409]);
  const answer = [refunded, again].find((response) => response.statusCode === 200)?.json();
  // The gateway is asked by a job that may already have run when the answer reads the refund back:
  // requested (not sent yet) or pending (the gateway has it), never settled yet.
  expect(answer).toMatchObject({ status: 'refunded', refundAmount: 1600 });
  expect(['requested', 'pending']).toContain(answer?.gatewayRefund);

  const [sent] = await api.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(sent).toMatchObject({ amountPaise: 160_000, reason: expect.stringMatching(/^Return of 2 × /) });
  await eventually(
    async () => (await api.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]?.state,
    (state) => state === 'processed',
    'the gateway to process the refund',
  );
  const list = await api.app.inject({
    method: 'GET',
    url: `/api/admin/returns?orderId=${orderId}`,
    headers: admin.auth,
  });
  expect(list.json().returns[0]).toMatchObject({ status: 'refunded', gatewayRefund: 'processed' });
  expect(await api.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  // The order itself stays delivered and paid: only the returned units were refunded.
  const [order] = await api.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'Delivered', paymentStatus: 'paid' });
});
