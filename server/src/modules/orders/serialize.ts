import type { Order } from '@store/contracts';
import type { orders } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type OrderRow = typeof orders.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * An order as the API answers it. The customer's current name and email when the account still
 * exists, else those kept on the order.
 */
export function serializeOrder(
  row: OrderRow,
  customer?: { name: string | null; email: string | null },
): Order {
  return {
    _id: row.id,
    user: {
      _id: row.userId,
      name: customer?.name ?? row.userName,
      email: customer?.email ?? row.userEmail,
    },
    orderItems: row.items,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    codFee: toRupees(row.codFeePaise),
    totalPrice: toRupees(row.totalPaise),
    isPaid: row.isPaid,
    paidAt: iso(row.paidAt),
    paymentStatus: row.paymentStatus,
    refundedAt: iso(row.refundedAt),
    isDelivered: row.isDelivered,
    deliveredAt: iso(row.deliveredAt),
    status: row.status,
    statusHistory: row.statusHistory,
    checkoutId: row.checkoutId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
