import { eq } from 'drizzle-orm';
import { checkouts, jobs, orders, payments } from '../../server/src/db/schema.ts';
import { createFakeGateway, type FakeGateway } from './support/fake-gateway.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  startSecondInstance,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let api: TestApp;
let gateway: FakeGateway;
beforeAll(async () => {
  gateway = createFakeGateway();
  // Reconciliation only when a test asks for it (or a restart brings it forward).
  api = await createTestApp({ reconcileAfterMs: 3_600_000, paidOrderGraceMs: 0 }, { gateway });
});
afterAll(() => api.close());
beforeEach(() => {
  gateway.down = false;
});

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Headers, payload?: unknown) =>
  api.app.inject(
    payload === undefined
      ? { method, url, headers }
      : { method, url, headers, payload: payload as Record<string, unknown> },
  );

async function cartWith(buyer: TestUser, quantity = 1, stock = 10) {
  const [product] = await createProducts(api, 1, { countInStock: stock });
  if (!product) throw new Error('no product');
  await addToCart(api, buyer, product, quantity);
  return product;
}

async function newCheckout(buyer: TestUser): Promise<{ _id: string; totalPrice: number }> {
  const response = await call('POST', '/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function startOnline(buyer: TestUser, checkoutId: string) {
  const response = await call('POST', `/api/checkout/${checkoutId}/payment`, buyer.auth);
  expect(response.statusCode).toBe(201);
  return response.json() as {
    paymentId: string;
    gatewayOrderId: string;
    amount: number;
    next: { kind: string; url: string; fields: Record<string, string> };
  };
}

const ordersOf = (checkoutId: string) =>
  api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
const attemptsOf = (checkoutId: string) =>
  api.ctx.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));

async function deliver(hook: { payload: string; headers: Record<string, string> }) {
  return api.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: hook.headers,
    payload: hook.payload,
  });
}

describe('Idempotency-Key', () => {
  it('answers the stored status and body for the same key and body, and 422 for another body', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const headers = { ...buyer.auth, 'idempotency-key': 'create-1' };
    const body = { shippingAddress: SHIPPING_ADDRESS };
    const first = await call('POST', '/api/checkout', headers, body);
    const again = await call('POST', '/api/checkout', headers, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await api.ctx.db.select().from(checkouts).where(eq(checkouts.userId, buyer.id));
    expect(rows).toHaveLength(1);

    const other = await call('POST', '/api/checkout', headers, {
      shippingAddress: { ...SHIPPING_ADDRESS, city: 'Mysuru' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    });
  });

  it('lets racing duplicates create one checkout, all answered alike', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const headers = { ...buyer.auth, 'idempotency-key': 'race-create' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/checkout', headers, { shippingAddress: SHIPPING_ADDRESS }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    const rows = await api.ctx.db.select().from(checkouts).where(eq(checkouts.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps keys per shopper and refuses a malformed key', async () => {
    const [first, second] = [await createUser(api), await createUser(api)];
    await cartWith(first);
    await cartWith(second);
    const body = { shippingAddress: SHIPPING_ADDRESS };
    const a = await call('POST', '/api/checkout', { ...first.auth, 'idempotency-key': 'shared-key' }, body);
    const b = await call('POST', '/api/checkout', { ...second.auth, 'idempotency-key': 'shared-key' }, body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()._id).not.toBe(b.json()._id);

    const bad = await call('POST', '/api/checkout', { ...first.auth, 'idempotency-key': 'has space' }, body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
  });

  it('does not keep a refusal: the same key runs again once the cause is gone', async () => {
    const buyer = await createUser(api);
    const headers = { ...buyer.auth, 'idempotency-key': 'empty-then-full' };
    const body = { shippingAddress: SHIPPING_ADDRESS };
    const empty = await call('POST', '/api/checkout', headers, body);
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Your cart is empty' }]);
    await cartWith(buyer);
    expect((await call('POST', '/api/checkout', headers, body)).statusCode).toBe(201);
  });

  it('answers a repeated start of an online payment with the same attempt', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const headers = { ...buyer.auth, 'idempotency-key': 'start-1' };
    const first = await call('POST', `/api/checkout/${checkout._id}/payment`, headers);
    const again = await call('POST', `/api/checkout/${checkout._id}/payment`, headers);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await attemptsOf(checkout._id)).toHaveLength(1);
  });
});

describe('POST /api/checkout/{id}/payment', () => {
  it("creates the gateway order for the checkout's own total and records the attempt", async () => {
    const buyer = await createUser(api);
    await cartWith(buyer, 2);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    expect(started.amount).toBe(checkout.totalPrice);
    expect(gateway.orders.get(started.gatewayOrderId)?.amountPaise).toBe(
      Math.round(checkout.totalPrice * 100),
    );
    // The browser POSTs the hosted checkout's form; the gateway POSTs the result to our callback.
    expect(started.next.kind).toBe('form-post');
    expect(started.next.fields.order_id).toBe(started.gatewayOrderId);
    expect(started.next.fields.callback_url).toBe(
      `http://localhost:80/api/checkout/${checkout._id}/payment/callback`,
    );
    const [attempt] = await attemptsOf(checkout._id);
    expect(attempt).toMatchObject({
      provider: 'razorpay',
      gatewayOrderId: started.gatewayOrderId,
      amountPaise: Math.round(checkout.totalPrice * 100),
      state: 'created',
    });
  });

  it("refuses another shopper's checkout and says so when the gateway is down", async () => {
    const [buyer, stranger] = [await createUser(api), await createUser(api)];
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const foreign = await call('POST', `/api/checkout/${checkout._id}/payment`, stranger.auth);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      403,
      { message: 'That checkout belongs to someone else.' },
    ]);

    gateway.down = true;
    const down = await call('POST', `/api/checkout/${checkout._id}/payment`, buyer.auth);
    expect([down.statusCode, down.json()]).toEqual([
      503,
      { message: 'The payment gateway is not answering. Please try again in a moment.' },
    ]);
    expect(await attemptsOf(checkout._id)).toHaveLength(0);
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  it('places the order of a captured payment once, however often the event is delivered', async () => {
    const buyer = await createUser(api);
    const product = await cartWith(buyer, 2, 10);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    gateway.pay(started.gatewayOrderId, { method: 'card' });
    // The shopper closed the tab: only the webhook says the money arrived.
    const hook = gateway.webhook('payment.captured', started.gatewayOrderId, { eventId: 'evt_once' });
    const first = await deliver(hook);
    const second = await deliver(hook);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, duplicate: false }]);
    expect([second.statusCode, second.json()]).toEqual([200, { received: true, duplicate: true }]);
    await api.ctx.jobs.runDue();
    // order.paid for the same payment, later: still one order.
    await deliver(gateway.webhook('order.paid', started.gatewayOrderId));
    await api.ctx.jobs.runDue();

    const placed = await ordersOf(checkout._id);
    expect(placed).toHaveLength(1);
    // The webhook does not name the method: the gateway's own record of the payment does.
    expect(placed[0]).toMatchObject({ isPaid: true, paymentStatus: 'paid', paymentMethod: 'Online (Card)' });
    expect((await stockOf(api, product.id)).stock).toBe(8);
    const [attempt] = await attemptsOf(checkout._id);
    expect(attempt).toMatchObject({ state: 'captured', method: 'card' });
    const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(row?.paymentDetails?.paymentMethod).toBe('Online (Card)');
  });

  it('refuses a webhook signed with another secret, or without an event id', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    gateway.pay(started.gatewayOrderId);
    const forged = await deliver(
      gateway.webhook('payment.captured', started.gatewayOrderId, { secret: 'guessed' }),
    );
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      { message: 'The webhook signature does not verify.' },
    ]);
    const hook = gateway.webhook('payment.captured', started.gatewayOrderId);
    const { 'x-razorpay-event-id': _dropped, ...headers } = hook.headers;
    expect((await deliver({ payload: hook.payload, headers })).statusCode).toBe(400);
    // A body changed after signing (a bigger amount) no longer verifies.
    const tampered = { ...hook, payload: hook.payload.replace('"captured"', '"captured" ') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    await api.ctx.jobs.runDue();
    expect(await ordersOf(checkout._id)).toHaveLength(0);
  });

  it('never moves a captured payment back when events come out of order', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    gateway.pay(started.gatewayOrderId);
    await deliver(gateway.webhook('payment.captured', started.gatewayOrderId));
    await api.ctx.jobs.runDue();
    await deliver(gateway.webhook('payment.authorized', started.gatewayOrderId));
    await deliver(gateway.webhook('payment.failed', started.gatewayOrderId));
    await api.ctx.jobs.runDue();
    expect((await attemptsOf(checkout._id))[0]?.state).toBe('captured');
    const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
    expect(row?.paymentStatus).toBe('paid');
    expect(await ordersOf(checkout._id)).toHaveLength(1);
  });

  it('records a failed payment and pays nothing for an amount other than the one asked for', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    gateway.pay(started.gatewayOrderId, { state: 'failed' });
    await deliver(gateway.webhook('payment.failed', started.gatewayOrderId));
    await api.ctx.jobs.runDue();
    expect((await attemptsOf(checkout._id))[0]?.state).toBe('failed');

    gateway.pay(started.gatewayOrderId, { amountPaise: 100 });
    await deliver(gateway.webhook('payment.captured', started.gatewayOrderId));
    await api.ctx.jobs.runDue();
    const [attempt] = await attemptsOf(checkout._id);
    expect(attempt?.state).toBe('failed');
    expect(attempt?.error).toBe(
      `The gateway reported 100 paise for an attempt of ${Math.round(checkout.totalPrice * 100)} paise.`,
    );
    expect(await ordersOf(checkout._id)).toHaveLength(0);
  });

  it('keeps refund events as jobs for the refunds handler', async () => {
    const buyer = await createUser(api);
    await cartWith(buyer);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    const paid = gateway.pay(started.gatewayOrderId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: 'rfnd_1', payment_id: paid.razorpay_payment_id, status: 'processed', amount: 500 },
        },
      },
    });
    const hook = gateway.webhook('payment.captured', started.gatewayOrderId);
    const { createHmac } = await import('node:crypto');
    const response = await deliver({
      payload: body,
      headers: {
        ...hook.headers,
        'x-razorpay-event-id': 'evt_refund_1',
        'x-razorpay-signature': createHmac('sha256', 'test-webhook-secret-for-hmac')
          .update(body)
          .digest('hex'),
      },
    });
    expect(response.statusCode).toBe(200);
    const [job] = await api.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, 'webhook:razorpay:evt_refund_1'));
    expect(job).toMatchObject({ kind: 'payment.refund-event' });
    expect(job?.payload).toMatchObject({
      event: 'refund.processed',
      refund: { id: 'rfnd_1', amountPaise: 500 },
    });
  });
});

describe('reconciliation', () => {
  it('places exactly one order after a crash between capture and finalize, on restart', async () => {
    const buyer = await createUser(api);
    const product = await cartWith(buyer, 1, 5);
    const checkout = await newCheckout(buyer);
    const started = await startOnline(buyer, checkout._id);
    gateway.pay(started.gatewayOrderId, { method: 'upi' });
    // The process dies before the browser's return or any webhook reached it; another starts on the
    // same database and asks the gateway about the open attempt right away.
    const restarted = await startSecondInstance(api);
    try {
      await restarted.ctx.jobs.runDue();
      await api.ctx.jobs.runDue();
      await restarted.ctx.jobs.runDue();
      const placed = await ordersOf(checkout._id);
      expect(placed).toHaveLength(1);
      expect((await stockOf(api, product.id)).stock).toBe(4);
      const [attempt] = await attemptsOf(checkout._id);
      expect(attempt).toMatchObject({ state: 'captured', method: 'upi' });
      const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout._id));
      expect(row?.paymentDetails?.paymentMethod).toBe('Online (UPI)');

      // The webhook arriving late changes nothing.
      await deliver(gateway.webhook('payment.captured', started.gatewayOrderId));
      await api.ctx.jobs.runDue();
      expect(await ordersOf(checkout._id)).toHaveLength(1);
    } finally {
      await restarted.app.close();
    }
  });
});
