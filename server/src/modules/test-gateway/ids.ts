import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits (rejection sampling: every character equally likely). */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** An id in Razorpay's form: `order_`, `pay_`, `rfnd_`, `evt_` and 14 letters and digits. */
export const gatewayId = (prefix: 'order' | 'pay' | 'rfnd' | 'evt') => `${prefix}_${randomToken(14)}`;
