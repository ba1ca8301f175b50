import type { Checkout } from '@store/contracts';
import type { checkouts } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function serializeCheckout(row: CheckoutRow): Checkout {
  return {
    _id: row.id,
    user: row.userId,
    checkoutItems: row.items,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    totalPrice: toRupees(row.totalPaise),
    isPaid: row.paymentStatus === 'paid',
    paidAt: iso(row.paidAt),
    paymentStatus: row.paymentStatus,
    paymentDetails: row.paymentDetails ?? null,
    isFinalized: row.isFinalized,
    finalizedAt: iso(row.finalizedAt),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  };
}
