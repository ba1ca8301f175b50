import { and, eq, sql } from 'drizzle-orm';
import { checkouts, gatewayRefunds, mailOutbox, orders } from '../../server/src/db/schema.ts';
import { applyCheckoutRefund, releaseExpiredHolds } from '../../server/src/modules/checkout/index.ts';
import { moneyFormatter } from '../../server/src/modules/mail/mail-layout.ts';
import { onRefundWebhook } from '../../server/src/modules/payments/index.ts';
import { startGatewayApp } from './support/gateway-app.ts';
import {
  addToCart,
  createProducts,
  createUser,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/*
 * The refund of a paid checkout that could not become an order (issue 21) follows the gateway, end
 * to end on the embedded test gateway: 'pending' from its answer, 'processed' from its
 * refund.processed webhook (the shopper is told, by finalize and by a mail, once); a refund the
 * gateway failed is sent again with a new key, as an order's refund is.
 */

let api: TestApp;
let origin: string;
/** While `down`, the gateway does not answer refund requests (everything else works). */
let refundSwitch: { down: boolean };

beforeAll(async () => {
  ({ api, origin, refunds: refundSwitch } = await startGatewayApp());
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

const checkoutRow = async (id: string) => {
  const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!row) throw new Error(`no checkout ${id}`);
  return row;
};

/**
 * A shopper starts paying for the last unit, lingers at the gateway until the hold goes back and
 * someone else buys it, then pays on the test gateway's hosted page: the checkout is unplaceable.
 */
async function paidTooLate(): Promise<{
  shopper: TestUser;
  checkoutId: string;
  totalPaise: number;
  reason: string;
}> {
  const [product] = await createProducts(api, 1, {
    countInStock: 1,
    unitsSold: 0,
    name: 'Kalamkari Dupatta',
  });
  if (!product) throw new Error('no product');
  const shopper = await createUser(api, { name: 'Late Payer' });
  await addToCart(api, shopper, product, 1);
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.auth,
    payload: { shippingAddress: SHIPPING_ADDRESS },
  });
  const checkout = created.json() as { _id: string; totalPrice: number };
  const started = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkout._id}/payment`,
    headers: shopper.auth,
  });
  expect(started.statusCode).toBe(201);
  const { gatewayOrderId } = started.json() as { gatewayOrderId: string };
  await api.ctx.db
    .update(checkouts)
    .set({ createdAt: sql`now() - interval '45 minutes'` })
    .where(eq(checkouts.id, checkout._id));
  expect(await releaseExpiredHolds(api.ctx)).toBeGreaterThanOrEqual(1);
  await placeOrder(api, await createUser(api), product, 1);
  const paid = await fetch(`${origin}/test-gateway/checkout/${gatewayOrderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'upi', callback_url: `${origin}/checkout/return` }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(200); // the page that would POST the result back; the shopper never lets it
  await eventually(
    () => checkoutRow(checkout._id),
    (row) => row.unplaceableAt !== null,
    'the checkout found unplaceable',
  );
  return {
    shopper,
    checkoutId: checkout._id,
    totalPaise: Math.round(checkout.totalPrice * 100),
    reason: `Kalamkari Dupatta in ${product.sizes[0]} / ${product.colors[0]} is sold out`,
  };
}

const finalize = (shopper: TestUser, checkoutId: string) =>
  api.app.inject({ method: 'POST', url: `/api/checkout/${checkoutId}/finalize`, headers: shopper.auth });

const refundedMails = (email: string) =>
  api.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-not-placed-refunded'), eq(mailOutbox.recipient, email)));

describe("an unplaceable checkout's refund", () => {
  test("is 'processed' from the gateway's webhook, and the shopper is told once, by finalize and by mail", async () => {
    const { shopper, checkoutId, totalPaise, reason } = await paidTooLate();
    const done = await eventually(
      () => checkoutRow(checkoutId),
      (row) => row.refundState === 'processed',
      'the refund to arrive',
    );
    expect(done).toMatchObject({ paymentStatus: 'paid', isFinalized: false, refundFailures: 0 });
    expect(done.refundId).toMatch(/^rfnd_/);
    expect(await api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toEqual([]);
    const atGateway = await api.ctx.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, done.refundId ?? ''));
    expect(atGateway).toMatchObject([
      { amount: totalPaise, status: 'processed', idempotencyKey: `unplaceable-${checkoutId}` },
    ]);

    const answer = await finalize(shopper, checkoutId);
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      {
        message: `Your payment went through, but we could not place the order: ${reason}. The full amount has been refunded to you.`,
      },
    ]);
    const money = moneyFormatter([totalPaise])(totalPaise);
    const mails = await refundedMails(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Threadline refund of ${money} has been processed`);
    expect(mails[0]?.textBody).toContain(
      `The ${money} you paid for the order we could not place has been refunded to the way you paid.`,
    );

    // The webhook again, and a late report of 'pending', change nothing and mail nobody again.
    await applyCheckoutRefund(api.ctx, checkoutId, { state: 'processed', refundId: done.refundId ?? '' });
    await applyCheckoutRefund(api.ctx, checkoutId, { state: 'pending', refundId: done.refundId ?? '' });
    await api.ctx.jobs.runDue();
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundState: 'processed' });
    expect(await refundedMails(shopper.email)).toHaveLength(1);
  });

  test('that the gateway failed is sent again with a new key until it goes through', async () => {
    refundSwitch.down = true;
    const { shopper, checkoutId, reason } = await paidTooLate();
    // The gateway is down: the refund is still due, and the shopper reads that it is being refunded.
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundState: 'due', refundFailures: 0 });
    const answer = await finalize(shopper, checkoutId);
    expect(answer.json()).toEqual({
      message: `Your payment went through, but we could not place the order: ${reason}. The full amount is being refunded to you.`,
    });

    await applyCheckoutRefund(api.ctx, checkoutId, { state: 'failed' });
    expect(await checkoutRow(checkoutId)).toMatchObject({
      refundState: 'due',
      refundFailures: 1,
      refundId: null,
    });
    refundSwitch.down = false;
    const done = await eventually(
      () => checkoutRow(checkoutId),
      (row) => row.refundState === 'processed',
      'the refund sent again',
    );
    const [atGateway] = await api.ctx.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, done.refundId ?? ''));
    expect(atGateway?.idempotencyKey).toBe(`unplaceable-${checkoutId}:r1`);
    expect(await refundedMails(shopper.email)).toHaveLength(1);
  });

  test('a refund.failed webhook about it sends it again with a new key', async () => {
    refundSwitch.down = true;
    const { checkoutId, totalPaise } = await paidTooLate();
    // As if the gateway had accepted the first try: pending under its refund id.
    await api.ctx.db
      .update(checkouts)
      .set({ refundState: 'pending', refundId: 'rfnd_failedattempt1' })
      .where(eq(checkouts.id, checkoutId));
    refundSwitch.down = false;
    await onRefundWebhook(api.ctx, {
      provider: 'razorpay',
      eventId: 'evt_refund_failed_1',
      event: 'refund.failed',
      gatewayOrderId: null,
      paymentId: null,
      paymentState: null,
      refund: { id: 'rfnd_failedattempt1', paymentId: 'pay_x', state: 'failed', amountPaise: totalPaise },
      amountPaise: totalPaise,
    });
    expect(await checkoutRow(checkoutId)).toMatchObject({
      refundState: 'due',
      refundFailures: 1,
      refundId: null,
    });
    const done = await eventually(
      () => checkoutRow(checkoutId),
      (row) => row.refundState === 'processed',
      'the refund sent again',
    );
    const [atGateway] = await api.ctx.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.id, done.refundId ?? ''));
    expect(atGateway?.idempotencyKey).toBe(`unplaceable-${checkoutId}:r1`);
  });

  test('is given up after five failures at the gateway', async () => {
    refundSwitch.down = true;
    const { checkoutId } = await paidTooLate();
    for (let failure = 0; failure < 5; failure += 1)
      await applyCheckoutRefund(api.ctx, checkoutId, { state: 'failed' });
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundState: 'failed', refundFailures: 5 });
  });
});
