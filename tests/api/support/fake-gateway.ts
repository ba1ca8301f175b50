import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AttemptState,
  type GatewayReturn,
  GatewayUnavailableError,
  type PaymentProvider,
  type PaymentStatus,
  type RefundState,
  type VerifiedWebhook,
} from '../../../server/src/modules/payments/provider.ts';

/**
 * A gateway for API tests that follows Razorpay's documented protocol (HMAC-SHA256 of
 * "order_id|payment_id" with the key secret; webhooks signed over the raw body with the webhook
 * secret; `x-razorpay-event-id`), kept in memory, with the controls a test needs: a shopper paying
 * on the hosted page (`pay`), the webhook the gateway would send (`webhook`), a gateway that is down.
 */
export const KEY_SECRET = 'test-key-secret-for-hmac-signing';
export const WEBHOOK_SECRET = 'test-webhook-secret-for-hmac';

const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');
const sameHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

interface FakePayment {
  id: string;
  state: AttemptState;
  amountPaise: number;
  method: string;
}

interface FakeOrder {
  id: string;
  amountPaise: number;
  receipt: string;
  payments: FakePayment[];
}

export interface FakeGateway {
  provider: PaymentProvider;
  orders: Map<string, FakeOrder>;
  /** The gateway answers nothing (start and fetchStatus throw GatewayUnavailableError). */
  down: boolean;
  /** The shopper pays on the hosted page: what the gateway hands back to the browser. */
  pay: (
    orderId: string,
    options?: { state?: AttemptState; method?: string; amountPaise?: number },
  ) => GatewayReturn;
  /** A signed webhook delivery as the gateway would POST it. */
  webhook: (
    event: string,
    orderId: string,
    options?: { paymentId?: string; eventId?: string; secret?: string; amountPaise?: number },
  ) => { payload: string; headers: Record<string, string> };
  /** The signature of a return, for forging tests. */
  sign: (orderId: string, paymentId: string, secret?: string) => string;
  /** The order of the latest start. */
  lastOrderId: () => string;
}

const STATUS: Record<string, AttemptState> = {
  created: 'created',
  authorized: 'authorized',
  captured: 'captured',
  failed: 'failed',
};

export function createFakeGateway(): FakeGateway {
  const orders = new Map<string, FakeOrder>();
  let last = '';
  const gateway: FakeGateway = {
    orders,
    down: false,
    provider: {
      id: 'razorpay',
      async start(input) {
        if (gateway.down) throw new GatewayUnavailableError();
        const orderId = id('order');
        orders.set(orderId, {
          id: orderId,
          amountPaise: input.amountPaise,
          receipt: input.receipt,
          payments: [],
        });
        last = orderId;
        return {
          provider: 'razorpay',
          gatewayOrderId: orderId,
          next: {
            kind: 'form-post',
            url: 'http://gateway.test/v1/checkout/embedded',
            method: 'POST',
            fields: { key_id: 'rzp_test_fake', order_id: orderId, callback_url: input.callbackUrl },
          },
        };
      },
      verifyReturn(storedOrderId, result: GatewayReturn) {
        return sameHex(
          hmac(KEY_SECRET, `${storedOrderId}|${result.razorpay_payment_id}`),
          result.razorpay_signature,
        );
      },
      verifyWebhook(rawBody, signature, eventId): VerifiedWebhook | null {
        if (!signature || !eventId || !sameHex(hmac(WEBHOOK_SECRET, rawBody), signature)) return null;
        const body = JSON.parse(rawBody.toString('utf8')) as {
          event: string;
          payload: {
            payment?: { entity: { id: string; order_id: string; status: string; amount: number } };
            order?: { entity: { id: string; amount: number } };
            refund?: { entity: { id: string; payment_id: string; status: string; amount: number } };
          };
        };
        const payment = body.payload.payment?.entity ?? null;
        const refund = body.payload.refund?.entity ?? null;
        return {
          eventId,
          event: body.event,
          gatewayOrderId: payment?.order_id ?? body.payload.order?.entity.id ?? null,
          paymentId: payment?.id ?? null,
          paymentState: payment ? (STATUS[payment.status] ?? null) : null,
          refund: refund
            ? {
                id: refund.id,
                paymentId: refund.payment_id,
                state: refund.status as RefundState,
                amountPaise: refund.amount,
              }
            : null,
          amountPaise: payment?.amount ?? null,
        };
      },
      async fetchStatus(gatewayOrderId): Promise<PaymentStatus> {
        if (gateway.down) throw new GatewayUnavailableError();
        const order = orders.get(gatewayOrderId);
        const best =
          order?.payments.find((payment) => payment.state === 'captured') ?? order?.payments.at(-1) ?? null;
        return {
          gatewayOrderId,
          payment: best
            ? { id: best.id, state: best.state, amountPaise: best.amountPaise, method: best.method }
            : null,
        };
      },
      async refund(paymentId, amountPaise) {
        if (gateway.down) throw new GatewayUnavailableError();
        return { refundId: `${id('rfnd')}_${paymentId.slice(-4)}`, state: 'pending', amountPaise };
      },
    },
    pay(orderId, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no gateway order ${orderId}`);
      const payment: FakePayment = {
        id: id('pay'),
        state: options.state ?? 'captured',
        amountPaise: options.amountPaise ?? order.amountPaise,
        method: options.method ?? 'upi',
      };
      order.payments.push(payment);
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: gateway.sign(orderId, payment.id),
      };
    },
    webhook(event, orderId, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no gateway order ${orderId}`);
      const payment = options.paymentId
        ? order.payments.find((candidate) => candidate.id === options.paymentId)
        : order.payments.at(-1);
      if (!payment) throw new Error(`no payment on ${orderId}`);
      const status =
        event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured';
      const entity = {
        id: payment.id,
        entity: 'payment',
        order_id: orderId,
        status,
        amount: options.amountPaise ?? payment.amountPaise,
        currency: 'INR',
        method: payment.method,
      };
      const body = {
        entity: 'event',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity },
          ...(event === 'order.paid'
            ? { order: { entity: { id: orderId, amount: order.amountPaise, status: 'paid' } } }
            : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      };
      const payload = JSON.stringify(body);
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(options.secret ?? WEBHOOK_SECRET, payload),
          'x-razorpay-event-id': options.eventId ?? id('evt'),
        },
      };
    },
    sign: (orderId, paymentId, secret = KEY_SECRET) => hmac(secret, `${orderId}|${paymentId}`),
    lastOrderId: () => last,
  };
  return gateway;
}
