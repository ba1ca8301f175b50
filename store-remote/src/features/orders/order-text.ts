import type { Order } from '@store/contracts';
import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';
import { PAYMENT_LABELS, paymentLabel } from '@store/contracts/order-states';

/** Texts of docs/product.md §2 and §8 for the order screens. */
export const ORDER_TEXT = {
  fetchOrdersFallback: 'Failed to fetch orders',
  fetchOrderFallback: 'Failed to fetch order details',
  loadFailed: 'Failed to load order details',
  noOrderId: 'No order ID provided',
  notFound: 'Order not found',
  noOrders: 'No orders found',
  errorLoading: 'Error loading orders:',
  cancelOrder: 'Cancel Order',
  keepOrder: 'Keep Order',
  cancelFailed: 'Could not cancel the order. Please try again.',
  cancelNote: 'You can cancel this order until it ships.',
  timeline: 'Order timeline',
} as const;

/** The question before a shopper cancels (docs/product.md §8). */
export const cancelQuestion = (total: string) =>
  `Its items go back on sale and the ${total} you paid is refunded to the way you paid. After this, only our team can change the order.`;

/** How a badge reads: done (green), waiting (amber) or stopped (grey: cancelled, refunds). */
export type Tone = 'done' | 'waiting' | 'stopped';

/**
 * The payment as the shopper sees it (docs/product.md §2): order details say 'Approved' for a paid
 * order; a cancelled order's payment is 'Refund pending' or 'Refunded', never a green 'Paid'.
 */
export function paymentBadge(
  order: Pick<Order, 'paymentStatus'> & { paymentMethod?: string },
  paid = 'Approved',
): { label: string; tone: Tone } {
  switch (order.paymentStatus) {
    case 'paid':
      return { label: paid, tone: 'done' };
    case 'pending':
      // 'Pay on delivery' for Cash on Delivery until it is delivered.
      return { label: paymentLabel(order), tone: 'waiting' };
    case 'refund_pending':
      return { label: PAYMENT_LABELS.refund_pending, tone: 'waiting' };
    case 'refunded':
      return { label: PAYMENT_LABELS.refunded, tone: 'stopped' };
  }
}

/** Delivery: 'Delivered', 'Pending' while on its way, 'Cancelled' when it never will be. */
export function deliveryBadge(order: Pick<Order, 'status'>): { label: string; tone: Tone } {
  if (order.status === 'Delivered') return { label: 'Delivered', tone: 'done' };
  if (order.status === 'Cancelled') return { label: 'Cancelled', tone: 'stopped' };
  return { label: 'Pending', tone: 'waiting' };
}

/** The order's status as a badge (My Orders): Cancelled grey, Delivered green, others amber. */
export function statusTone(order: Pick<Order, 'status'>): Tone {
  if (order.status === 'Cancelled') return 'stopped';
  return order.status === 'Delivered' ? 'done' : 'waiting';
}

/** Estimated delivery = order date + 5 days (docs/product.md §2). */
export function estimatedDelivery(createdAt: string): Date {
  const date = new Date(createdAt);
  date.setDate(date.getDate() + ESTIMATED_DELIVERY_DAYS);
  return date;
}
