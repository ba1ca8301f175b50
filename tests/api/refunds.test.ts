import { and, eq } from 'drizzle-orm';
import { gatewayRefunds, mailOutbox, orders, refunds } from '../../server/src/db/schema.ts';
import {
  applyRefundState,
  MAX_FAILURES,
  REFUND_NOT_POSSIBLE,
  REFUND_THROUGH_GATEWAY,
  REFUND_TOO_LARGE,
  REFUNDING_REOPEN_REFUSED,
  refundOrder,
} from '../../server/src/modules/payments/index.ts';
import { startGatewayApp } from './support/gateway-app.ts';
import {
  addToCart,
  createProducts,
  createUser,
  paidBeforeTheGateway,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * Refunds through the provider (issue 21), end to end on the embedded test gateway: the shopper pays
 * on the hosted page, the gateway's webhook places the order, cancelling it refunds through the
 * gateway, and "Refund pending" becomes "Refunded" from the gateway's refund.processed webhook.
 */

let api: TestApp;
let origin: string;
let admin: TestUser;
/** While `down`, the gateway does not answer refund requests (everything else works). */
let refundSwitch: { down: boolean };

beforeAll(async () => {
  ({ api, origin, refunds: refundSwitch } = await startGatewayApp());
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());
beforeEach(() => {
  refundSwitch.down = false;
});

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

const orderRow = async (id: string) => {
  const [row] = await api.ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
};
const refundsOfOrder = (orderId: string) =>
  api.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);

/** A shopper pays online on the test gateway's hosted page; the webhook places the order. */
async function paidOnline(totalUnits = 1): Promise<{ buyer: TestUser; orderId: string; totalPaise: number }> {
  const buyer = await createUser(api);
  const [product] = await createProducts(api, 1, { countInStock: 10 });
  if (!product) throw new Error('no product');
  await addToCart(api, buyer, product, totalUnits);
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
  expect(order.paymentStatus).toBe('paid');
  return { buyer, orderId: order.id, totalPaise: order.totalPaise };
}

describe('cancelling a paid online order', () => {
  test("refunds it through the gateway: 'Refund pending', then 'Refunded' from the gateway, with the mail", async () => {
    const { buyer, orderId, totalPaise } = await paidOnline(2);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'refund_pending' });
    const [requested] = await refundsOfOrder(orderId);
    expect(requested).toMatchObject({ amountPaise: totalPaise, reason: 'Order cancelled by the customer' });

    const refunded = await eventually(
      () => orderRow(orderId),
      (row) => row.paymentStatus === 'refunded',
      'the refund to arrive',
    );
    expect(refunded.refundedAt).not.toBeNull();
    const [done] = await refundsOfOrder(orderId);
    expect(done).toMatchObject({ state: 'processed', failures: 0 });
    expect(done?.providerRefundId).toMatch(/^rfnd_/);
    // The gateway holds one refund of the whole payment, processed.
    const atGateway = await api.ctx.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, done?.providerRefundId ?? ''));
    expect(atGateway).toMatchObject([{ amount: totalPaise, status: 'processed' }]);
    const shown = await api.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: buyer.auth });
    expect(shown.json()).toMatchObject({ paymentStatus: 'refunded', status: 'Cancelled' });
    const mails = await eventually(
      () =>
        api.ctx.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'order-refunded'), eq(mailOutbox.recipient, buyer.email))),
      (rows) => rows.length === 1,
      'the refunded mail',
    );
    expect(mails).toHaveLength(1);
    // The admin sees the attempt at the gateway and the refund with its state.
    const details = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/payment`,
      headers: admin.auth,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      attempts: [
        expect.objectContaining({
          provider: 'razorpay',
          gatewayOrderId: expect.stringMatching(/^order_/),
          gatewayPaymentId: expect.stringMatching(/^pay_/),
          amount: totalPaise / 100,
          state: 'captured',
          method: 'upi',
        }),
      ],
      refunds: [
        expect.objectContaining({
          providerRefundId: done?.providerRefundId,
          amount: totalPaise / 100,
          reason: 'Order cancelled by the customer',
          state: 'processed',
          failures: 0,
          lastError: null,
        }),
      ],
      manualRefund: false,
    });
    // "Mark refund as done" on a refunded order changes nothing.
    const mark = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: admin.auth,
    });
    expect(mark.statusCode).toBe(200);
  });

  test('while the gateway does not answer, the refund waits and is retried; nobody can mark it done or reopen the order', async () => {
    refundSwitch.down = true;
    const { orderId } = await paidOnline();
    const cancelled = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await api.ctx.jobs.runDue();
    const [waiting] = await refundsOfOrder(orderId);
    expect(waiting).toMatchObject({ state: 'requested', reason: 'Order cancelled by the admin' });

    const mark = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: admin.auth,
    });
    expect([mark.statusCode, mark.json().message]).toEqual([409, REFUND_THROUGH_GATEWAY]);
    const details = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/payment`,
      headers: admin.auth,
    });
    expect(details.json()).toMatchObject({ refunds: [{ state: 'requested' }], manualRefund: false });
    const reopen = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.auth,
      payload: { status: 'Processing' },
    });
    expect([reopen.statusCode, reopen.json().message]).toEqual([409, REFUNDING_REOPEN_REFUSED]);
    expect((await orderRow(orderId)).paymentStatus).toBe('refund_pending');

    refundSwitch.down = false;
    await eventually(
      () => orderRow(orderId),
      (row) => row.paymentStatus === 'refunded',
      'the retried refund',
    );
  });
});

describe('refundOrder (partial refunds, as returns use them)', () => {
  test('refunds parts of the payment, never more than is left; the same key answers the same refund', async () => {
    const { orderId, totalPaise } = await paidOnline(3);
    const first = await refundOrder(api.ctx, orderId, 10_000, 'Return of one shirt', 'return-a');
    const again = await refundOrder(api.ctx, orderId, 10_000, 'Return of one shirt', 'return-a');
    expect(again.id).toBe(first.id);
    await expect(
      refundOrder(api.ctx, orderId, totalPaise - 10_000 + 1, 'Too much', 'return-b'),
    ).rejects.toThrow(REFUND_TOO_LARGE);
    const rest = await refundOrder(api.ctx, orderId, totalPaise - 10_000, 'Return of the rest', 'return-c');
    const settled = await eventually(
      () => refundsOfOrder(orderId),
      (rows) => rows.every((row) => row.state === 'processed'),
      'both refunds',
    );
    expect(settled.map((row) => row.amountPaise)).toEqual([10_000, totalPaise - 10_000]);
    expect(settled.map((row) => row.id)).toEqual([first.id, rest.id]);
    // A delivered or processing order keeps its payment status: the refunds are its returns'.
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  });

  test('a refund the gateway failed is sent again with a new key until it goes through', async () => {
    refundSwitch.down = true;
    const { orderId } = await paidOnline();
    const refund = await refundOrder(api.ctx, orderId, 5_000, 'Return', 'return-fail');
    await applyRefundState(api.ctx, refund.id, { state: 'failed', error: 'Refund failed at the bank' });
    const [retrying] = await refundsOfOrder(orderId);
    expect(retrying).toMatchObject({
      state: 'requested',
      failures: 1,
      lastError: 'Refund failed at the bank',
      gatewayKey: 'return-fail:retry-1',
    });
    refundSwitch.down = false;
    const [done] = await eventually(
      () => refundsOfOrder(orderId),
      (rows) => rows[0]?.state === 'processed',
      'the refund sent again',
    );
    const [atGateway] = await api.ctx.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, done?.providerRefundId ?? ''));
    expect(atGateway?.idempotencyKey).toBe('return-fail:retry-1');
  });

  test("a refund the gateway fails every time is given up; the admin finds its order under 'Refund failed'", async () => {
    refundSwitch.down = true;
    const { orderId } = await paidOnline();
    const { orderId: settledId } = await paidOnline();
    const refund = await refundOrder(api.ctx, orderId, 5_000, 'Return', 'return-given-up');
    for (let failure = 0; failure < MAX_FAILURES; failure += 1) {
      await applyRefundState(api.ctx, refund.id, { state: 'failed', error: 'Refund failed at the bank' });
    }
    const [givenUp] = await refundsOfOrder(orderId);
    expect(givenUp).toMatchObject({ state: 'failed', failures: MAX_FAILURES });

    const listed = await api.app.inject({
      method: 'GET',
      url: '/api/admin/orders?payment=refund_failed&limit=200',
      headers: admin.auth,
    });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json() as { orders: Array<{ _id: string }> }).orders.map((order) => order._id);
    expect(ids).toContain(orderId);
    expect(ids).not.toContain(settledId);
  });

  test('an order not paid online cannot be refunded through the gateway; its refund stays manual', async () => {
    const buyer = await createUser(api);
    const [product] = await createProducts(api, 1, { countInStock: 5 });
    if (!product) throw new Error('no product');
    const order = await placeOrder(api, buyer, product);
    await paidBeforeTheGateway(api, order._id);
    await expect(refundOrder(api.ctx, order._id, 100, 'Return', 'direct-1')).rejects.toThrow(
      REFUND_NOT_POSSIBLE,
    );
    await api.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: buyer.auth });
    expect(await refundsOfOrder(order._id)).toEqual([]);
    const details = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}/payment`,
      headers: admin.auth,
    });
    expect(details.json()).toEqual({ attempts: [], refunds: [], manualRefund: true });
    const mark = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refund`,
      headers: admin.auth,
    });
    expect(mark.json()).toMatchObject({ paymentStatus: 'refunded' });
  });
});
