import { createHmac } from 'node:crypto';
import {
  createRazorpayProvider,
  type FetchLike,
  GatewayRefusedError,
  RAZORPAY_API_URL,
} from '../../server/src/modules/payments/index.ts';
import { CREATED_ORDER, CREATED_REFUND, ORDER_PAYMENTS, WEBHOOKS } from './fixtures/razorpay-payloads.ts';

/**
 * The adapter's reading of Razorpay's documented payloads (fixtures/razorpay-payloads.ts), signed
 * here as Razorpay signs them, and its requests as Razorpay documents them, with a recorded answer
 * for each: what the live gateway would send, without reaching it.
 */

const KEY_ID = 'rzp_live_ILgsfZCZoFIKMb';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const WEBHOOK_SECRET = 'a-webhook-secret-of-the-dashboard';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function recordedGateway(answers: Record<string, { status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers[`${init.method ?? 'GET'} ${new URL(url).pathname}`];
    if (!answer)
      return new Response('{"error":{"code":"BAD_REQUEST_ERROR","description":"not recorded"}}', {
        status: 404,
      });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const provider = createRazorpayProvider({
    baseUrl: RAZORPAY_API_URL,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    timeoutMs: 1000,
    fetch,
  });
  return { provider, sent };
}

const sign = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

describe("Razorpay's documented webhooks", () => {
  const { provider } = recordedGateway({});
  const deliver = (payload: unknown, eventId = 'evt_Lp5vJ2gYqKmZrS') => {
    const raw = Buffer.from(JSON.stringify(payload));
    return provider.verifyWebhook(raw, sign(WEBHOOK_SECRET, raw), eventId);
  };

  const payment = { gatewayOrderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_DESlfW9H8K9uqM', refund: null };
  test.each([
    ['payment.authorized', { ...payment, paymentState: 'authorized', amountPaise: 149900, method: 'upi' }],
    ['payment.captured', { ...payment, paymentState: 'captured', amountPaise: 149900, method: 'upi' }],
    ['payment.failed', { ...payment, paymentState: 'failed', amountPaise: 149900, method: 'card' }],
    ['order.paid', { ...payment, paymentState: 'captured', amountPaise: 149900, method: 'upi' }],
  ] as const)('%s', (event, expected) => {
    expect(deliver(WEBHOOKS[event])).toEqual({ eventId: 'evt_Lp5vJ2gYqKmZrS', event, ...expected });
  });

  test.each([
    ['refund.created', 'pending'],
    ['refund.processed', 'processed'],
    ['refund.failed', 'failed'],
  ] as const)('%s', (event, state) => {
    expect(deliver(WEBHOOKS[event])).toEqual({
      eventId: 'evt_Lp5vJ2gYqKmZrS',
      event,
      gatewayOrderId: 'order_DESlLckIVRkHWj',
      paymentId: 'pay_DESlfW9H8K9uqM',
      paymentState: null,
      refund: { id: 'rfnd_DGzdy1pVPoswKy', paymentId: 'pay_DESlfW9H8K9uqM', state, amountPaise: 50000 },
      amountPaise: 50000,
    });
  });

  test('a wrong secret, a changed byte, a missing event id or a body that is no event are refused', () => {
    const raw = Buffer.from(JSON.stringify(WEBHOOKS['payment.captured']));
    expect(provider.verifyWebhook(raw, sign('another-secret', raw), 'evt_1')).toBeNull();
    expect(provider.verifyWebhook(raw, sign(KEY_SECRET, raw), 'evt_1')).toBeNull();
    const changed = Buffer.from(raw.toString().replace('"amount":149900', '"amount":1'));
    expect(provider.verifyWebhook(changed, sign(WEBHOOK_SECRET, raw), 'evt_1')).toBeNull();
    expect(provider.verifyWebhook(raw, sign(WEBHOOK_SECRET, raw), '')).toBeNull();
    expect(provider.verifyWebhook(raw, `${sign(WEBHOOK_SECRET, raw)}0`, 'evt_1')).toBeNull();
    const notEvent = Buffer.from('{"hello":"world"}');
    expect(provider.verifyWebhook(notEvent, sign(WEBHOOK_SECRET, notEvent), 'evt_1')).toBeNull();
    const notJson = Buffer.from('hello');
    expect(provider.verifyWebhook(notJson, sign(WEBHOOK_SECRET, notJson), 'evt_1')).toBeNull();
  });

  test('an event the store does not act on verifies with nothing to do', () => {
    expect(
      deliver({ entity: 'event', event: 'payment.dispute.created', payload: {}, created_at: 1 }),
    ).toEqual({
      eventId: 'evt_Lp5vJ2gYqKmZrS',
      event: 'payment.dispute.created',
      gatewayOrderId: null,
      paymentId: null,
      paymentState: null,
      refund: null,
      amountPaise: null,
    });
  });
});

describe("Standard Checkout's return", () => {
  const { provider } = recordedGateway({});
  const signature = sign(KEY_SECRET, 'order_DESlLckIVRkHWj|pay_DESlfW9H8K9uqM');
  const result = {
    razorpay_order_id: 'order_DESlLckIVRkHWj',
    razorpay_payment_id: 'pay_DESlfW9H8K9uqM',
    razorpay_signature: signature,
  };

  test('verifies with the key secret over the stored order id and the payment id', () => {
    expect(provider.verifyReturn('order_DESlLckIVRkHWj', result)).toBe(true);
  });

  test('another stored order, another payment id or the webhook secret do not verify', () => {
    expect(provider.verifyReturn('order_Other000000000', result)).toBe(false);
    expect(
      provider.verifyReturn('order_DESlLckIVRkHWj', { ...result, razorpay_payment_id: 'pay_Other0000000' }),
    ).toBe(false);
    const withWebhookSecret = sign(WEBHOOK_SECRET, 'order_DESlLckIVRkHWj|pay_DESlfW9H8K9uqM');
    expect(
      provider.verifyReturn('order_DESlLckIVRkHWj', { ...result, razorpay_signature: withWebhookSecret }),
    ).toBe(false);
  });
});

describe("Razorpay's REST API", () => {
  const basic = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  test("start creates an order in paise and INR and describes the hosted checkout's form POST", async () => {
    const { provider, sent } = recordedGateway({ 'POST /v1/orders': { status: 200, body: CREATED_ORDER } });
    const started = await provider.start({
      checkoutId: 'c-42',
      amountPaise: 149900,
      receipt: 'rcptid_11',
      callbackUrl: 'https://shop.example/api/checkout/c-42/payment/callback',
      cancelUrl: 'https://shop.example/checkout/c-42/return',
      description: 'Threadline order of 2 item(s)',
      customer: { name: 'Gaurav Kumar', email: 'gaurav.kumar@example.com' },
    });
    // Razorpay's hosted checkout: the browser POSTs these fields to /v1/checkout/embedded.
    expect(started).toEqual({
      provider: 'razorpay',
      gatewayOrderId: 'order_DESlLckIVRkHWj',
      next: {
        kind: 'form-post',
        url: 'https://api.razorpay.com/v1/checkout/embedded',
        method: 'POST',
        fields: {
          key_id: KEY_ID,
          order_id: 'order_DESlLckIVRkHWj',
          amount: '149900',
          currency: 'INR',
          name: 'Threadline',
          description: 'Threadline order of 2 item(s)',
          'prefill[name]': 'Gaurav Kumar',
          'prefill[email]': 'gaurav.kumar@example.com',
          callback_url: 'https://shop.example/api/checkout/c-42/payment/callback',
          cancel_url: 'https://shop.example/checkout/c-42/return',
        },
      },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.get('authorization')).toBe(basic);
    expect(sent[0]?.body).toEqual({
      amount: 149900,
      currency: 'INR',
      receipt: 'rcptid_11',
      notes: { checkout_id: 'c-42' },
    });
  });

  test("fetchStatus reads the order's payments and answers the one that went furthest", async () => {
    const { provider, sent } = recordedGateway({
      'GET /v1/orders/order_DESlLckIVRkHWj/payments': { status: 200, body: ORDER_PAYMENTS },
    });
    expect(await provider.fetchStatus('order_DESlLckIVRkHWj')).toEqual({
      gatewayOrderId: 'order_DESlLckIVRkHWj',
      payment: { id: 'pay_DESlfW9H8K9uqM', state: 'captured', amountPaise: 149900, method: 'upi' },
    });
    expect(sent[0]?.method).toBe('GET');
  });

  test('refund posts the amount, speed and receipt with X-Refund-Idempotency', async () => {
    const { provider, sent } = recordedGateway({
      'POST /v1/payments/pay_DESlfW9H8K9uqM/refund': { status: 200, body: CREATED_REFUND },
      'GET /v1/refunds/rfnd_DGzdy1pVPoswKy': {
        status: 200,
        body: { ...CREATED_REFUND, status: 'processed' },
      },
    });
    expect(await provider.refund('pay_DESlfW9H8K9uqM', 50000, 'refund-order-7')).toEqual({
      refundId: 'rfnd_DGzdy1pVPoswKy',
      state: 'pending',
      amountPaise: 50000,
    });
    expect(sent[0]?.body).toEqual({ amount: 50000, speed: 'normal', receipt: 'refund-order-7' });
    expect(sent[0]?.headers.get('x-refund-idempotency')).toBe('refund-order-7');
    expect(await provider.fetchRefund('rfnd_DGzdy1pVPoswKy')).toEqual({
      refundId: 'rfnd_DGzdy1pVPoswKy',
      state: 'processed',
      amountPaise: 50000,
    });
  });

  test("Razorpay's 400 is a refusal with its description; an answer of another shape is a gateway not answering", async () => {
    const refused = recordedGateway({
      'POST /v1/payments/pay_DESlfW9H8K9uqM/refund': {
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The refund amount provided is greater than amount captured',
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
          },
        },
      },
    });
    await expect(refused.provider.refund('pay_DESlfW9H8K9uqM', 9_999_999, 'k')).rejects.toThrow(
      new GatewayRefusedError(
        400,
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
      ),
    );
    const garbled = recordedGateway({ 'POST /v1/orders': { status: 200, body: { unexpected: true } } });
    await expect(
      garbled.provider.start({
        checkoutId: 'c',
        amountPaise: 100,
        receipt: 'c',
        callbackUrl: '/r',
        cancelUrl: '/c',
        description: 'd',
        customer: { name: 'A', email: 'a@example.test' },
      }),
    ).rejects.toThrow('The payment gateway is not answering. Please try again in a moment.');
  });
});
