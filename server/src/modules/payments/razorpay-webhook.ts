import type { VerifiedWebhook } from './provider.ts';
import { attemptStateOf, refundStateOf, webhookEnvelopeSchema } from './razorpay-shapes.ts';
import { sameSignature, webhookSignature } from './razorpay-signatures.ts';

/**
 * A Razorpay webhook: the signature is checked over the raw bytes as they arrived (re-serialised
 * JSON would not match), with the webhook secret; then the documented envelope
 * `{ entity: 'event', event, payload: { payment?, order?, refund? }, created_at }` is read. Null for
 * a bad signature, a missing event id (deliveries could not be de-duplicated) or a body that is not
 * Razorpay's shape.
 */
export function verifyRazorpayWebhook(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
  eventId: string | undefined,
): VerifiedWebhook | null {
  if (!sameSignature(webhookSignature(webhookSecret, rawBody), signature)) return null;
  if (typeof eventId !== 'string' || eventId.trim() === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookEnvelopeSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity ?? null;
  const order = payload.order?.entity ?? null;
  const refund = payload.refund?.entity ?? null;

  const base: VerifiedWebhook = {
    eventId,
    event,
    gatewayOrderId: order?.id ?? payment?.order_id ?? null,
    paymentId: payment?.id ?? refund?.payment_id ?? null,
    paymentState: null,
    refund: null,
    amountPaise: null,
  };
  if (event.startsWith('refund.') && refund) {
    const state =
      event === 'refund.processed'
        ? 'processed'
        : event === 'refund.failed'
          ? 'failed'
          : refundStateOf(refund.status);
    return {
      ...base,
      paymentId: refund.payment_id,
      refund: { id: refund.id, paymentId: refund.payment_id, state, amountPaise: refund.amount },
      amountPaise: refund.amount,
    };
  }
  if (event === 'order.paid' && order) {
    return {
      ...base,
      paymentState: payment ? attemptStateOf(payment.status) : 'captured',
      amountPaise: payment?.amount ?? order.amount_paid ?? order.amount,
      method: payment?.method ?? null,
    };
  }
  if (event.startsWith('payment.') && payment) {
    const state =
      event === 'payment.captured'
        ? 'captured'
        : event === 'payment.failed'
          ? 'failed'
          : event === 'payment.authorized'
            ? 'authorized'
            : attemptStateOf(payment.status);
    return { ...base, paymentState: state, amountPaise: payment.amount, method: payment.method ?? null };
  }
  // An event the store does not act on (or without the entity it names): verified, nothing to do.
  return base;
}
