import type { PaymentStatus } from '@store/contracts/constants';

/** How a payment's state reads: paid green, waiting amber, refunded grey (never a green 'Paid' on a cancelled order). */
export const paymentTone: Record<PaymentStatus, string> = {
  paid: 'text-emerald-700',
  pending: 'text-amber-700',
  refund_pending: 'text-amber-700',
  refunded: 'text-stone-600',
};
