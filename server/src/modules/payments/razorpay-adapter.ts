import type {
  AttemptState,
  PaymentProvider,
  PaymentStatus,
  RefundResult,
  StartedPayment,
  StartPaymentInput,
  VerifiedWebhook,
} from './provider.ts';
import { type FetchLike, razorpayHttp } from './razorpay-http.ts';
import {
  ATTEMPT_RANK,
  attemptStateOf,
  collectionSchema,
  orderEntitySchema,
  paymentEntitySchema,
  refundEntitySchema,
  refundStateOf,
} from './razorpay-shapes.ts';
import { paymentSignature, sameSignature } from './razorpay-signatures.ts';
import { verifyRazorpayWebhook } from './razorpay-webhook.ts';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayAdapterOptions {
  /** RAZORPAY_API_URL for live keys, or the embedded test gateway's address. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs: number;
  /**
   * Where the shopper pays: null for Razorpay itself (the browser opens Standard Checkout with the
   * key id and order id); for the test gateway, the hosted page's address for an order.
   */
  hostedPage: ((gatewayOrderId: string, callbackUrl: string) => string) | null;
  fetch?: FetchLike;
}

/**
 * The online provider: Razorpay's documented REST API and signatures. One adapter, two base URLs:
 * api.razorpay.com with live keys, or the embedded test gateway (modules/test-gateway) that speaks
 * the same shapes. The key and webhook secrets stay inside this closure.
 */
export function createRazorpayProvider(options: RazorpayAdapterOptions): RazorpayProvider {
  const call = razorpayHttp(options);
  const { keyId, keySecret, webhookSecret } = options;

  return {
    id: 'razorpay',

    async start(input: StartPaymentInput): Promise<StartedPayment> {
      const order = await call(orderEntitySchema, 'POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt.slice(0, 40),
        notes: { checkout_id: input.checkoutId },
      });
      return {
        provider: 'razorpay',
        gatewayOrderId: order.id,
        next: options.hostedPage
          ? { kind: 'redirect', url: options.hostedPage(order.id, input.callbackUrl) }
          : {
              kind: 'razorpay-checkout',
              keyId,
              orderId: order.id,
              amountPaise: order.amount,
              currency: 'INR',
            },
      };
    },

    verifyReturn(storedOrderId, result): boolean {
      if (typeof result?.razorpay_payment_id !== 'string' || result.razorpay_payment_id === '') return false;
      // The order id we stored, never the one the browser sent back.
      const expected = paymentSignature(keySecret, storedOrderId, result.razorpay_payment_id);
      return sameSignature(expected, result.razorpay_signature);
    },

    verifyWebhook(rawBody, signature, eventId): VerifiedWebhook | null {
      return verifyRazorpayWebhook(webhookSecret, rawBody, signature, eventId);
    },

    async fetchStatus(gatewayOrderId): Promise<PaymentStatus> {
      const path = `/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`;
      const payments = await call(collectionSchema(paymentEntitySchema), 'GET', path);
      let best: PaymentStatus['payment'] = null;
      for (const payment of payments.items) {
        // Only payments of this order count, whatever the answer holds.
        if (payment.order_id && payment.order_id !== gatewayOrderId) continue;
        const state = attemptStateOf(payment.status);
        if (!best || ATTEMPT_RANK[state] > ATTEMPT_RANK[best.state]) {
          best = { id: payment.id, state, amountPaise: payment.amount, method: payment.method ?? null };
        }
      }
      return { gatewayOrderId, payment: best };
    },

    async refund(paymentId, amountPaise, idempotencyKey): Promise<RefundResult> {
      const refund = await call(
        refundEntitySchema,
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40) },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      return { refundId: refund.id, state: refundStateOf(refund.status), amountPaise: refund.amount };
    },

    async fetchRefund(refundId): Promise<RefundResult> {
      const refund = await call(refundEntitySchema, 'GET', `/v1/refunds/${encodeURIComponent(refundId)}`);
      return { refundId: refund.id, state: refundStateOf(refund.status), amountPaise: refund.amount };
    },

    async fetchOrder(gatewayOrderId) {
      const order = await call(orderEntitySchema, 'GET', `/v1/orders/${encodeURIComponent(gatewayOrderId)}`);
      return {
        id: order.id,
        amountPaise: order.amount,
        amountPaidPaise: order.amount_paid ?? 0,
        status: order.status,
      };
    },

    async fetchPayment(paymentId) {
      const payment = await call(paymentEntitySchema, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      return {
        id: payment.id,
        gatewayOrderId: payment.order_id ?? null,
        state: attemptStateOf(payment.status),
        amountPaise: payment.amount,
        amountRefundedPaise: payment.amount_refunded ?? 0,
        method: payment.method ?? null,
      };
    },
  };
}

/** The online provider, with the gateway's other reads (GET /v1/orders/{id}, /v1/payments/{id}). */
export interface RazorpayProvider extends PaymentProvider {
  fetchRefund(refundId: string): Promise<RefundResult>;
  fetchOrder(
    gatewayOrderId: string,
  ): Promise<{ id: string; amountPaise: number; amountPaidPaise: number; status: string }>;
  fetchPayment(paymentId: string): Promise<{
    id: string;
    gatewayOrderId: string | null;
    state: AttemptState;
    amountPaise: number;
    amountRefundedPaise: number;
    method: string | null;
  }>;
}
