import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in lower-case hex, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The signature Standard Checkout hands back: HMAC-SHA256(order_id + "|" + payment_id, key secret). */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignature(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Compares a signature we computed with one we were given, in time that does not depend on where they differ. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time the same either way.
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}
