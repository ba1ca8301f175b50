import { STORE_NAME } from '@store/contracts';
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
   * The gateway's address as the shopper's browser reaches it, when it differs from `baseUrl` (the
   * embedded test gateway, called by this server over its own address, is shown at PUBLIC_URL).
   */
  browserBaseUrl?: string;
  fetch?: FetchLike;
}

/** Razorpay's hosted checkout: the page a form POST with the key id and order id opens. */
export const HOSTED_CHECKOUT_PATH = '/v1/checkout/embedded';

/**
 * The online provider: Razorpay's documented REST API and signatures. One adapter, two base URLs:
 * api.razorpay.com with live keys, or the embedded test gateway (modules/test-gateway) that speaks
 * the same shapes. The key and webhook secrets stay inside this closure.
 */
export function createRazorpayProvider(options: RazorpayAdapterOptions): RazorpayProvider {
  const call = razorpayHttp(options);
  const { keyId, keySecret, webhookSecret } = options;
  const browserBase = (options.browserBaseUrl ?? options.baseUrl).replace(/\/+$/, '');

  return {
    id: 'razorpay',

    async start(input: StartPaymentInput): Promise<StartedPayment> {
      const order = await call(orderEntitySchema, 'POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt.slice(0, 40),
        notes: { checkout_id: input.checkoutId },
      });
      // The same form for Razorpay and the test gateway; only the address differs.
      return {
        provider: 'razorpay',
        gatewayOrderId: order.id,
        next: {
          kind: 'form-post',
          url: `${browserBase}${HOSTED_CHECKOUT_PATH}`,
          method: 'POST',
          fields: {
            key_id: keyId,
            order_id: order.id,
            amount: String(order.amount),
            currency: 'INR',
            name: STORE_NAME,
            description: input.description.slice(0, 255),
            'prefill[name]': input.customer.name,
            'prefill[email]': input.customer.email,
            callback_url: input.callbackUrl,
            cancel_url: input.cancelUrl,
          },
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
