import type { ServerConfig } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';

/*
 * Cash on Delivery (issue 21; docs/product.md, Cash on Delivery): the shopper pays the courier. The
 * store's rules decide where it is offered: an order total within limits, delivered in India to a
 * PIN code the shop serves, for a fee added to the total. Nothing is taken online, so the provider
 * has no gateway order, no return or webhook to verify and nothing to refund.
 */

export type CodRules = Pick<ServerConfig, 'codMinPaise' | 'codMaxPaise' | 'codPinPrefixes' | 'codFeePaise'>;

export interface CodQuote {
  available: boolean;
  /** Why not, in the shopper's words; null when available. */
  reason: string | null;
  feePaise: number;
  /** The total to pay on delivery: the order's total and the fee. */
  totalPaise: number;
}

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

export const COD_OFF = 'Cash on Delivery is not offered at the moment.';
export const COD_INDIA_ONLY = 'Cash on Delivery is available only for delivery addresses in India.';
export const codPinRefused = (pin: string) => `Cash on Delivery is not available for PIN code ${pin}.`;
export const codAbove = (maxPaise: number) =>
  `Cash on Delivery is available for orders up to ${rupees(maxPaise)}. Please pay online.`;
export const codBelow = (minPaise: number) =>
  `Cash on Delivery is available for orders of ${rupees(minPaise)} or more. Please pay online.`;

/**
 * Whether an order of `totalPaise` (before the fee) shipped to `address` may be paid on delivery, and
 * for what: the server's answer, shown before the shopper confirms and checked again when they do.
 */
export function codQuote(
  rules: CodRules,
  order: { totalPaise: number; address: { country: string; postalCode: string } },
): CodQuote {
  const quote = (reason: string | null): CodQuote => ({
    available: reason === null,
    reason,
    feePaise: rules.codFeePaise,
    totalPaise: order.totalPaise + rules.codFeePaise,
  });
  if (rules.codPinPrefixes.length === 0) return quote(COD_OFF);
  if (order.address.country.trim().toLowerCase() !== 'india') return quote(COD_INDIA_ONLY);
  const pin = order.address.postalCode.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(pin) || !rules.codPinPrefixes.some((prefix) => pin.startsWith(prefix)))
    return quote(codPinRefused(order.address.postalCode.trim()));
  if (order.totalPaise > rules.codMaxPaise) return quote(codAbove(rules.codMaxPaise));
  if (order.totalPaise < rules.codMinPaise) return quote(codBelow(rules.codMinPaise));
  return quote(null);
}

/** The 'cod' provider: nothing happens online; the order is placed unpaid and paid on delivery. */
export const codProvider: PaymentProvider = {
  id: 'cod',
  async start() {
    return { provider: 'cod', gatewayOrderId: null, next: { kind: 'none' } };
  },
  verifyReturn: () => false,
  verifyWebhook: () => null,
  async fetchStatus(gatewayOrderId) {
    return { gatewayOrderId, payment: null };
  },
  async refund() {
    throw new Error('Cash on Delivery takes nothing online: there is nothing to refund through a provider.');
  },
};
