/**
 * What an order's state means on a screen, without zod (docs/architecture.md §2: the storefront never
 * loads zod): the payment's label, whether the shopper may still cancel, and the timeline built from
 * the status history the server records. The storefront and the admin read the same words
 * (docs/product.md §2, §4).
 */
import {
  CASH_ON_DELIVERY,
  type OrderStatus,
  PAY_ON_DELIVERY,
  type PaymentStatus,
  type StatusChanger,
} from './constants.ts';

/** The parts of an order these rules read (an Order has them all). */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  deliveredAt: string | null;
  refundedAt: string | null;
  statusHistory: Array<{ status: OrderStatus; at: string; by?: StatusChanger | undefined }>;
}

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
};

/**
 * 'Paid', 'Pending', 'Refund pending' or 'Refunded'; a Cash on Delivery order not paid yet reads
 * 'Pay on delivery' (its method given).
 */
export const paymentLabel = (
  order: Pick<OrderState, 'paymentStatus'> & { paymentMethod?: string },
): string =>
  order.paymentStatus === 'pending' && order.paymentMethod === CASH_ON_DELIVERY
    ? PAY_ON_DELIVERY
    : PAYMENT_LABELS[order.paymentStatus];

/** A shopper may cancel their own order only while it is still Processing (docs/product.md §4). */
export const shopperMayCancel = (order: Pick<OrderState, 'status'>): boolean => order.status === 'Processing';

/** Whether the order is on its way to the shopper (a delivery estimate makes sense). */
export const awaitingDelivery = (order: Pick<OrderState, 'status'>): boolean =>
  order.status === 'Processing' || order.status === 'Shipped';

export type TimelineEvent = 'placed' | 'reopened' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface TimelineEntry {
  event: TimelineEvent;
  /** 'Placed', 'Back to Processing', 'Shipped', 'Delivered', 'Cancelled' or 'Refunded'. */
  label: string;
  /** ISO time. */
  at: string;
  /** Who made the change, when the server recorded it. */
  by?: StatusChanger | undefined;
}

const LABELS: Record<TimelineEvent, string> = {
  placed: 'Placed',
  reopened: 'Back to Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

const EVENTS: Record<OrderStatus, TimelineEvent> = {
  Processing: 'reopened',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/**
 * The order's timeline, oldest first: 'Placed' (the first entry of the history, or the order's
 * creation when the history is empty), then each status change, then 'Refunded' when the refund was
 * marked done.
 */
export function orderTimeline(order: OrderState): TimelineEntry[] {
  const [first, ...rest] = order.statusHistory;
  const entries: TimelineEntry[] = [
    { event: 'placed', label: LABELS.placed, at: first?.at ?? order.createdAt },
  ];
  for (const change of rest) {
    const event = EVENTS[change.status];
    entries.push({ event, label: LABELS[event], at: change.at, ...(change.by && { by: change.by }) });
  }
  if (order.refundedAt) entries.push({ event: 'refunded', label: LABELS.refunded, at: order.refundedAt });
  return entries;
}

/**
 * The statuses an admin may move an order to (docs/product.md §4): any other status while it is not
 * cancelled; a cancelled order only back to Processing (reopening), and a refunded one nowhere. The
 * server refuses the rest (409) and the admin screens offer only these. Reopening may still be
 * refused for what only the server knows (the stock is gone, the first-order discount is taken).
 */
export function adminStatusChoices(order: Pick<OrderState, 'status' | 'paymentStatus'>): OrderStatus[] {
  if (order.status !== 'Cancelled') {
    return (['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const).filter(
      (status) => status !== order.status,
    );
  }
  return order.paymentStatus === 'refunded' ? [] : ['Processing'];
}
