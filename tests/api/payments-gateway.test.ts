import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.ts';
import { gatewayWebhookDeliveries } from '../../server/src/db/schema.ts';
import { createTokenSigner } from '../../server/src/lib/tokens.ts';
import {
  createRazorpayProvider,
  GatewayRefusedError,
  type GatewayReturn,
  GatewayUnavailableError,
  type PaymentProvider,
  type RazorpayProvider,
  verifyRazorpayWebhook,
} from '../../server/src/modules/payments/index.ts';
import {
  CARD_DECLINED,
  TEST_MODE_BANNER,
  testCredentials,
} from '../../server/src/modules/test-gateway/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { postedForm } from './support/gateway-form.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  TEST_JWT_SECRET,
  type TestApp,
} from './support/test-app.ts';

/**
 * The Razorpay adapter against the embedded test gateway, over HTTP as against api.razorpay.com:
 * gateway orders, the hosted page's outcomes and Razorpay's redirect fields, the signature checks,
 * signed webhooks with retries, refunds in full and in part, and a gateway that is down or slow.
 */

let api: TestApp;
let receiver: WebhookReceiver;
let origin: string;
let provider: RazorpayProvider;

const CALLBACK = 'https://shop.example/api/checkout/c1/payment/callback';
const CANCEL = 'https://shop.example/checkout/c1/return';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  api = await createTestApp({
    testGateway: { webhookUrl: receiver.url, retryMs: 100, maxAttempts: 6, refundDelayMs: 50, pollMs: 5_000 },
  });
  origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  // The server's own provider: the adapter pointed at the test gateway it serves.
  provider = onlineProvider(api.ctx.payments);
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

function onlineProvider(payments: PaymentProvider | null): RazorpayProvider {
  if (payments?.id !== 'razorpay') throw new Error('expected the online provider');
  return payments as RazorpayProvider;
}

async function startPayment(amountPaise = 149_900) {
  const started = await provider.start({
    checkoutId: 'checkout-1',
    amountPaise,
    receipt: 'checkout-1',
    callbackUrl: CALLBACK,
    cancelUrl: CANCEL,
    description: 'Threadline order of 1 item(s)',
    customer: { name: 'Asha Verma', email: 'asha@example.test' },
  });
  if (started.next.kind !== 'form-post' || !started.gatewayOrderId)
    throw new Error('expected the hosted checkout form');
  return { orderId: started.gatewayOrderId, form: started.next };
}

/** The browser's POST of the hosted checkout's form (what the store's page submits). */
const openPage = (form: { url: string; fields: Record<string, string> }) =>
  fetch(`${origin}${form.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });

/** Submits the hosted page's form for `outcome`, as the browser does; answers the response unfollowed. */
async function choose(orderId: string, outcome: string, callbackUrl = CALLBACK) {
  return fetch(`${origin}/test-gateway/checkout/${orderId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, callback_url: callbackUrl }).toString(),
    redirect: 'manual',
  });
}

/** The fields the gateway's page POSTs back to callback_url (as Razorpay's hosted checkout does). */
async function returned(response: Response): Promise<URLSearchParams> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'$/);
  const page = await response.text();
  // One inline script, allowed by its hash: it submits the form at once.
  expect(page).toContain('<script>document.forms[0].submit();</script>');
  const { action, fields } = postedForm(page);
  expect(action).toBe(CALLBACK);
  return fields;
}

const gatewayReturn = (params: URLSearchParams): GatewayReturn => ({
  razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
  razorpay_order_id: params.get('razorpay_order_id') ?? '',
  razorpay_signature: params.get('razorpay_signature') ?? '',
});

describe('the hosted payment page', () => {
  test("takes the form Razorpay's hosted checkout takes, marked as test mode, with the amount, a UPI QR code and every outcome", async () => {
    const { orderId, form } = await startPayment();
    // The adapter describes the browser's step as for api.razorpay.com: the same path and fields.
    expect(form).toEqual({
      kind: 'form-post',
      url: '/test-gateway/v1/checkout/embedded',
      method: 'POST',
      fields: {
        key_id: (await testCredentials(api.ctx.db)).keyId,
        order_id: orderId,
        amount: '149900',
        currency: 'INR',
        name: 'Threadline',
        description: 'Threadline order of 1 item(s)',
        'prefill[name]': 'Asha Verma',
        'prefill[email]': 'asha@example.test',
        callback_url: CALLBACK,
        cancel_url: CANCEL,
      },
    });
    const response = await openPage(form);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://shop.example",
    );
    const page = await response.text();
    expect(page).toContain(`<p class="banner" role="note">${TEST_MODE_BANNER}</p>`);
    expect(TEST_MODE_BANNER).toBe('Test mode: no money moves');
    expect(page).toContain('<h1>Pay Threadline</h1>');
    expect(page).toContain('<p class="amount">₹1,499.00</p>');
    expect(page).toMatch(/role="img" aria-label="UPI QR code for ₹1,499.00 to Threadline \(test\)"><svg /);
    for (const label of [
      'I have paid with UPI',
      'Pay by card (test card succeeds)',
      'Pay by card (test card is declined)',
      'Leave the payment pending',
    ]) {
      expect(page).toContain(`>${label}</button>`);
    }
    expect(page).toContain(`<a href="${CANCEL}">Cancel and return to Threadline</a>`);
    // Nothing is fetched from elsewhere: no script, no external stylesheet or image.
    expect(page).not.toMatch(/<script|<link|src="http/);
  });

  test('another key, an unknown order, another amount and a callback that is no address are refused', async () => {
    const { form } = await startPayment();
    const wrongKey = await openPage({ ...form, fields: { ...form.fields, key_id: 'rzp_test_someoneElse' } });
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toContain('This payment link is not for this gateway.');
    const unknown = await openPage({ ...form, fields: { ...form.fields, order_id: 'order_Missing000000' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This payment link is not valid.');
    const cheaper = await openPage({ ...form, fields: { ...form.fields, amount: '100' } });
    expect(cheaper.status).toBe(404);
    const bad = await openPage({ ...form, fields: { ...form.fields, callback_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('callback_url must be an http(s) address or a path');
  });
});

describe('paying and verifying the return', () => {
  test('a card payment redirects back with a signature that verifies against the stored order only', async () => {
    const { orderId } = await startPayment();
    const params = await returned(await choose(orderId, 'card_success'));
    const result = gatewayReturn(params);
    expect(result.razorpay_order_id).toBe(orderId);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(provider.verifyReturn(orderId, result)).toBe(true);

    // Forged: one character changed.
    const last = result.razorpay_signature.slice(-1) === '0' ? '1' : '0';
    expect(
      provider.verifyReturn(orderId, {
        ...result,
        razorpay_signature: result.razorpay_signature.slice(0, -1) + last,
      }),
    ).toBe(false);
    expect(provider.verifyReturn(orderId, { ...result, razorpay_signature: '' })).toBe(false);
    // Another order's genuine return brought to this checkout: checked against the order we stored.
    const other = await startPayment(100);
    expect(provider.verifyReturn(other.orderId, result)).toBe(false);
    expect(provider.verifyReturn(other.orderId, { ...result, razorpay_order_id: other.orderId })).toBe(false);

    const status = await provider.fetchStatus(orderId);
    expect(status.payment).toEqual({
      id: result.razorpay_payment_id,
      state: 'captured',
      amountPaise: 149_900,
      method: 'card',
    });
    const order = await provider.fetchOrder(orderId);
    expect(order).toEqual({ id: orderId, amountPaise: 149_900, amountPaidPaise: 149_900, status: 'paid' });

    // A paid order takes no second payment.
    const again = await choose(orderId, 'upi');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This order has been paid already.');
  });

  test('UPI is captured with its method', async () => {
    const { orderId } = await startPayment(49_900);
    const result = gatewayReturn(await returned(await choose(orderId, 'upi')));
    expect(provider.verifyReturn(orderId, result)).toBe(true);
    const payment = await provider.fetchPayment(result.razorpay_payment_id);
    expect(payment).toMatchObject({
      gatewayOrderId: orderId,
      state: 'captured',
      amountPaise: 49_900,
      method: 'upi',
    });
  });

  test("a declined card comes back with Razorpay's error fields and no signature", async () => {
    const { orderId } = await startPayment();
    const params = await returned(await choose(orderId, 'card_failure'));
    expect(params.get('error[code]')).toBe('BAD_REQUEST_ERROR');
    expect(params.get('error[description]')).toBe(CARD_DECLINED);
    expect(params.get('error[reason]')).toBe('card_declined');
    expect(params.get('error[metadata][order_id]')).toBe(orderId);
    expect(params.get('razorpay_signature')).toBeNull();
    const status = await provider.fetchStatus(orderId);
    expect(status.payment?.state).toBe('failed');
    // The shopper may try again: the next payment of the same order succeeds.
    const retried = gatewayReturn(await returned(await choose(orderId, 'card_success')));
    expect(provider.verifyReturn(orderId, retried)).toBe(true);
    expect((await provider.fetchStatus(orderId)).payment?.state).toBe('captured');
  });

  test('a pending payment stays pending until settled, and the webhook tells the store', async () => {
    const { orderId } = await startPayment(79_900);
    const response = await choose(orderId, 'pending');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Payment pending</h1>');
    const paymentId = /Payment (pay_[A-Za-z0-9]{14}) is waiting/.exec(page)?.[1] ?? '';
    expect((await provider.fetchStatus(orderId)).payment).toEqual({
      id: paymentId,
      state: 'pending',
      amountPaise: 79_900,
      method: 'upi',
    });
    // The shopper closed the tab; the UPI app finishes the payment later.
    const settled = await fetch(`${origin}/test-gateway/payments/${paymentId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'capture' }),
    });
    expect(await settled.json()).toEqual({ id: paymentId, status: 'captured' });
    expect((await provider.fetchStatus(orderId)).payment?.state).toBe('captured');
    const paid = await receiver.waitFor(
      (webhook) => webhook.event === 'order.paid' && webhook.rawBody.includes(orderId),
    );
    const verified = provider.verifyWebhook(paid.rawBody, paid.signature, paid.eventId);
    expect(verified).toEqual({
      eventId: paid.eventId,
      event: 'order.paid',
      gatewayOrderId: orderId,
      paymentId,
      paymentState: 'captured',
      refund: null,
      amountPaise: 79_900,
      method: 'upi',
    });
  });
});

describe('webhooks', () => {
  test('are signed over the raw body with the webhook secret and carry the event id', async () => {
    const { orderId } = await startPayment(29_900);
    const { razorpay_payment_id: paymentId } = gatewayReturn(
      await returned(await choose(orderId, 'card_success')),
    );
    const captured = await receiver.waitFor(
      (webhook) => webhook.event === 'payment.captured' && webhook.rawBody.includes(paymentId),
    );
    expect(captured.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
    expect(provider.verifyWebhook(captured.rawBody, captured.signature, captured.eventId)).toMatchObject({
      event: 'payment.captured',
      gatewayOrderId: orderId,
      paymentId,
      paymentState: 'captured',
      amountPaise: 29_900,
    });
    // The wrong secret (the key secret, say), a body re-serialised, no event id: refused.
    const { keySecret } = await testCredentials(api.ctx.db);
    expect(
      verifyRazorpayWebhook(keySecret, captured.rawBody, captured.signature, captured.eventId),
    ).toBeNull();
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(captured.rawBody.toString()), null, 1));
    expect(provider.verifyWebhook(reserialised, captured.signature, captured.eventId)).toBeNull();
    expect(provider.verifyWebhook(captured.rawBody, captured.signature, undefined)).toBeNull();
    expect(provider.verifyWebhook(captured.rawBody, undefined, captured.eventId)).toBeNull();
  });

  test('a delivery the store did not take is retried with the same event id until answered 2xx', async () => {
    receiver.failNext(2);
    const before = receiver.received.length;
    const { orderId } = await startPayment(19_900);
    const { razorpay_payment_id: paymentId } = gatewayReturn(await returned(await choose(orderId, 'upi')));
    const delivered = await receiver.waitFor(
      (webhook) => webhook.event === 'payment.authorized' && webhook.rawBody.includes(paymentId),
    );
    // Every event of the payment arrives, each delivered once it was answered 2xx.
    for (const event of ['payment.captured', 'order.paid']) {
      await receiver.waitFor((webhook) => webhook.event === event && webhook.rawBody.includes(paymentId));
    }
    const since = receiver.received.slice(before);
    const refused = since.filter((webhook) => webhook.answered === 500);
    expect(refused).toHaveLength(2);
    for (const failed of refused) {
      await receiver.waitFor((webhook) => webhook.eventId === failed.eventId);
      const answers = receiver.received
        .slice(before)
        .filter((webhook) => webhook.eventId === failed.eventId)
        .map((webhook) => webhook.answered);
      expect(answers.at(-1)).toBe(200);
      expect(answers.filter((status) => status === 200)).toHaveLength(1);
      // The same bytes and signature every time.
      const retried = receiver.received.slice(before).filter((webhook) => webhook.eventId === failed.eventId);
      expect(new Set(retried.map((webhook) => webhook.signature)).size).toBe(1);
    }
    const tries = since
      .filter((webhook) => webhook.eventId === delivered.eventId)
      .map((webhook) => webhook.answered);
    // The gateway marks the delivery done once the answer is in (a moment after the receiver answered).
    let row: typeof gatewayWebhookDeliveries.$inferSelect | undefined;
    for (let look = 0; look < 200; look += 1) {
      [row] = await api.ctx.db
        .select()
        .from(gatewayWebhookDeliveries)
        .where(eq(gatewayWebhookDeliveries.id, delivered.eventId ?? ''));
      if (row?.deliveredAt) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.attempts).toBe(tries.length);
  });
});

describe('deliveries after a restart', () => {
  test('a delivery still owed in the database (its process stopped) is sent, signed, by a process that starts', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_LeftBehind0001',
            amount: 10_000,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_LeftBehind001',
          },
        },
      },
      created_at: 1_796_000_000,
    });
    await api.ctx.db.insert(gatewayWebhookDeliveries).values({
      id: 'evt_LeftBehind0001',
      event: 'payment.captured',
      body,
      attempts: 2,
      lastError: 'fetch failed',
    });
    const next = await buildApp({
      config: api.config,
      database: api.database,
      signer: createTokenSigner(TEST_JWT_SECRET),
    });
    await next.app.ready();
    try {
      const delivered = await receiver.waitFor((webhook) => webhook.eventId === 'evt_LeftBehind0001');
      expect(delivered.rawBody.toString()).toBe(body);
      expect(provider.verifyWebhook(delivered.rawBody, delivered.signature, delivered.eventId)).toMatchObject(
        {
          event: 'payment.captured',
          gatewayOrderId: 'order_LeftBehind001',
          paymentId: 'pay_LeftBehind0001',
          paymentState: 'captured',
        },
      );
    } finally {
      await next.app.close();
    }
  });
});

describe('refunds', () => {
  async function capturedPayment(amountPaise: number) {
    const { orderId } = await startPayment(amountPaise);
    return gatewayReturn(await returned(await choose(orderId, 'card_success'))).razorpay_payment_id;
  }

  /** Asks the gateway until the refund is processed (the gateway processes it shortly after). */
  async function processed(refundId: string) {
    for (let tries = 0; tries < 200; tries += 1) {
      const refund = await provider.fetchRefund(refundId);
      if (refund.state !== 'pending') return refund;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`refund ${refundId} still pending`);
  }

  test('in full: pending, then processed with a refund.processed webhook; the same key answers the same refund', async () => {
    const paymentId = await capturedPayment(99_900);
    const refund = await provider.refund(paymentId, 99_900, 'refund-order-1');
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      state: 'pending',
      amountPaise: 99_900,
    });
    // The same refund (by then it may be processed: the gateway processes it after refundDelayMs).
    expect(await provider.refund(paymentId, 99_900, 'refund-order-1')).toMatchObject({
      refundId: refund.refundId,
      amountPaise: 99_900,
    });
    expect(await processed(refund.refundId)).toEqual({ ...refund, state: 'processed' });
    const webhook = await receiver.waitFor(
      (received) => received.event === 'refund.processed' && received.rawBody.includes(refund.refundId),
    );
    expect(provider.verifyWebhook(webhook.rawBody, webhook.signature, webhook.eventId)).toMatchObject({
      event: 'refund.processed',
      paymentId,
      refund: { id: refund.refundId, paymentId, state: 'processed', amountPaise: 99_900 },
    });
    expect(await provider.fetchPayment(paymentId)).toMatchObject({ amountRefundedPaise: 99_900 });
    // Nothing is left to refund.
    await expect(provider.refund(paymentId, 100, 'refund-order-1-again')).rejects.toThrow(
      new GatewayRefusedError(400, 'BAD_REQUEST_ERROR', 'The payment has been fully refunded already'),
    );
  });

  test('in part, never above what is left', async () => {
    const paymentId = await capturedPayment(149_900);
    const first = await provider.refund(paymentId, 50_000, 'return-1');
    const second = await provider.refund(paymentId, 60_000, 'return-2');
    expect([first.amountPaise, second.amountPaise]).toEqual([50_000, 60_000]);
    const over = provider.refund(paymentId, 40_000, 'return-3');
    await expect(over).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(over).rejects.toThrow('The refund amount provided is greater than amount captured');
    const rest = await provider.refund(paymentId, 39_900, 'return-3');
    expect(rest.amountPaise).toBe(39_900);
    expect(await provider.fetchPayment(paymentId)).toMatchObject({ amountRefundedPaise: 149_900 });
  });

  test('a payment that was never captured cannot be refunded', async () => {
    const { orderId } = await startPayment();
    const params = await returned(await choose(orderId, 'card_failure'));
    await expect(
      provider.refund(params.get('error[metadata][payment_id]') ?? '', 100, 'refund-failed'),
    ).rejects.toThrow('The payment has not been captured, so it cannot be refunded.');
    await expect(provider.refund('pay_Unknown0000000', 100, 'refund-unknown')).rejects.toThrow(
      'The id provided does not exist',
    );
  });
});

describe('several API processes', () => {
  test('share one gateway: an order started by a process that does not listen is paid on another', async () => {
    // Another process on the same database with a provider of its own, never listening.
    const second = await buildApp({
      config: api.config,
      database: api.database,
      signer: createTokenSigner(TEST_JWT_SECRET),
    });
    await second.app.ready();
    try {
      const other = onlineProvider(second.ctx.payments);
      const started = await other.start({
        checkoutId: 'checkout-2',
        amountPaise: 25_000,
        receipt: 'checkout-2',
        callbackUrl: CALLBACK,
        cancelUrl: CANCEL,
        description: 'x',
        customer: { name: 'Asha Verma', email: 'asha@example.test' },
      });
      const orderId = started.gatewayOrderId ?? '';
      const result = gatewayReturn(await returned(await choose(orderId, 'card_success')));
      expect(other.verifyReturn(orderId, result)).toBe(true);
      expect((await other.fetchStatus(orderId)).payment?.state).toBe('captured');
    } finally {
      await second.app.close();
    }
  });
});

describe('the REST API', () => {
  test('wants the key id and secret, and answers bad input with 4xx JSON', async () => {
    const order = { amount: 10_000, currency: 'INR', receipt: 'r1' };
    const anonymous = await fetch(`${origin}/test-gateway/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Authentication failed');
    const { keyId } = await testCredentials(api.ctx.db);
    const wrong = await fetch(`${origin}/test-gateway/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${keyId}:not-the-secret`).toString('base64')}`,
      },
      body: JSON.stringify(order),
    });
    expect(wrong.status).toBe(401);
    const { keySecret } = await testCredentials(api.ctx.db);
    const invalid = await fetch(`${origin}/test-gateway/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ ...order, amount: 'ten' }),
    });
    expect(invalid.status).toBe(400);
    expect(typeof (await invalid.json()).message).toBe('string');
  });
});

describe('a gateway that is down, slow or failing', () => {
  let silent: Server;
  let failing: Server;
  let silentUrl: string;
  let failingUrl: string;

  beforeAll(async () => {
    // Accepts the connection and never answers.
    silent = createServer(() => {});
    failing = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"SERVER_ERROR","description":"down"}}');
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const server of [silent, failing]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  const adapterAt = (baseUrl: string, keySecret = 'secret') =>
    createRazorpayProvider({
      baseUrl,
      keyId: 'rzp_test_x',
      keySecret,
      webhookSecret: 'whsec',
      timeoutMs: 300,
    });

  const input = {
    checkoutId: 'c',
    amountPaise: 10_000,
    receipt: 'c',
    callbackUrl: CALLBACK,
    cancelUrl: CANCEL,
    description: 'x',
    customer: { name: 'A', email: 'a@example.test' },
  };

  test('nothing listening, no answer in time, or a 5xx: GatewayUnavailableError with its message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    for (const url of [closedUrl, silentUrl, failingUrl]) {
      const adapter = adapterAt(url);
      await expect(adapter.start(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
      await expect(adapter.fetchStatus('order_X')).rejects.toThrow(
        'The payment gateway is not answering. Please try again in a moment.',
      );
      await expect(adapter.refund('pay_X', 100, 'k')).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
  });

  test('keys the gateway does not accept make it unusable, never a payment', async () => {
    const adapter = adapterAt(`${origin}/test-gateway`, 'not-the-secret');
    await expect(adapter.start(input)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe("the browser's flow through the server, in test mode", () => {
  test("the checkout's form opens the hosted page; its post-back to our callback pays the checkout; the return page places the order", async () => {
    const user = await createUser(api, { name: 'Asha Verma' });
    const [product] = await createProducts(api, 1, { countInStock: 3 });
    if (!product) throw new Error('no product');
    await addToCart(api, user, product, 1);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.auth,
      payload: { shippingAddress: SHIPPING_ADDRESS },
    });
    const checkoutId = created.json()._id as string;
    const started = await fetch(`${origin}/api/checkout/${checkoutId}/payment`, {
      method: 'POST',
      headers: user.auth,
    });
    expect(started.status).toBe(201);
    const { next } = (await started.json()) as { next: { url: string; fields: Record<string, string> } };
    // The same form as for Razorpay, to the test gateway's /v1/checkout/embedded.
    expect(next.url).toBe('/test-gateway/v1/checkout/embedded');
    expect(next.fields.callback_url).toBe(`${origin}/api/checkout/${checkoutId}/payment/callback`);
    expect(next.fields.cancel_url).toBe(`${origin}/checkout/${checkoutId}/return`);
    const page = await openPage(next);
    expect(page.status).toBe(200);
    const action = /<form method="post" action="(\/test-gateway\/checkout\/[^"]+)">/.exec(
      await page.text(),
    )?.[1];
    expect(action).toBeDefined();

    // A declined card: posted back with Razorpay's error fields, the shopper reads why, nothing is paid.
    const pick = (outcome: string) =>
      fetch(`${origin}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome, callback_url: next.fields.callback_url ?? '' }).toString(),
      });
    const postBack = async (response: Response) => {
      const { action: to, fields } = postedForm(await response.text());
      return fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
        redirect: 'manual',
      });
    };
    const declined = await postBack(await pick('card_failure'));
    expect(declined.status).toBe(303);
    const failed = new URL(declined.headers.get('location') ?? '', origin);
    expect(failed.pathname).toBe(`/checkout/${checkoutId}/return`);
    expect(failed.searchParams.get('error[description]')).toBe(CARD_DECLINED);

    // UPI: the callback verifies the signature against the stored order and pays the checkout.
    const paid = await postBack(await pick('upi'));
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '', origin);
    expect(back.pathname).toBe(`/checkout/${checkoutId}/return`);
    const proof = gatewayReturn(back.searchParams);
    expect(proof.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const checkout = await api.app.inject({
      method: 'GET',
      url: `/api/checkout/${checkoutId}`,
      headers: user.auth,
    });
    expect(checkout.json()).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'Online (UPI)' });
    const pay = await api.app.inject({
      method: 'PUT',
      url: `/api/checkout/${checkoutId}/pay`,
      headers: user.auth,
      payload: { paymentStatus: 'paid', paymentDetails: proof },
    });
    expect(pay.statusCode).toBe(200);
    const order = await api.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/finalize`,
      headers: user.auth,
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().paymentMethod).toBe('Online (UPI)');
  });
});
