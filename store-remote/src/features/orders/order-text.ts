import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';

/** Texts of docs/product.md §2 and §8 for the order screens. */
export const ORDER_TEXT = {
  fetchOrdersFallback: 'Failed to fetch orders',
  fetchOrderFallback: 'Failed to fetch order details',
  loadFailed: 'Failed to load order details',
  noOrderId: 'No order ID provided',
  notFound: 'Order not found',
  noOrders: 'No orders found',
  errorLoading: 'Error loading orders:',
} as const;

/** My Orders: Paid or Pending. */
export const paidLabel = (isPaid: boolean): string => (isPaid ? 'Paid' : 'Pending');
/** Order details: payment Approved or Pending. */
export const paymentLabel = (isPaid: boolean): string => (isPaid ? 'Approved' : 'Pending');
/** Order details: delivery Delivered or Pending. */
export const deliveryLabel = (isDelivered: boolean): string => (isDelivered ? 'Delivered' : 'Pending');

/** Estimated delivery = order date + 5 days (docs/product.md §2). */
export function estimatedDelivery(createdAt: string): Date {
  const date = new Date(createdAt);
  date.setDate(date.getDate() + ESTIMATED_DELIVERY_DAYS);
  return date;
}
