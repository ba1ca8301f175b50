import { get, send } from '@store/api';
import type {
  Checkout,
  CheckoutCreate,
  CheckoutPay,
  FirstOrderDiscount,
  MyOrdersResponse,
  Order,
} from '@store/contracts';

export const createCheckout = (body: CheckoutCreate) => send<Checkout>('post', '/api/checkout', body);
export const payCheckout = (id: string, body: CheckoutPay) =>
  send<Checkout>('put', `/api/checkout/${encodeURIComponent(id)}/pay`, body);
export const finalizeCheckout = (id: string) =>
  send<Order>('post', `/api/checkout/${encodeURIComponent(id)}/finalize`);
/** Cash on Delivery: places the order unpaid, the fee added by the server (its rules decide). */
export const placeCodOrder = (id: string) =>
  send<Order>('post', `/api/checkout/${encodeURIComponent(id)}/cod`);
/** Whether the signed-in customer's next checkout gets the first-order discount (the server's rule). */
export const getFirstOrderDiscount = () => get<FirstOrderDiscount>('/api/checkout/first-order-discount');
export const getCheckout = (id: string) => get<Checkout>(`/api/checkout/${encodeURIComponent(id)}`);

/** GET /api/orders/my-orders: accepts `{ orders, totalOrders }` or a plain list (docs/product.md §7). */
export async function getMyOrders(): Promise<MyOrdersResponse> {
  const data = await get<MyOrdersResponse | Order[]>('/api/orders/my-orders');
  if (Array.isArray(data)) return { orders: data, totalOrders: data.length };
  return { orders: data.orders ?? [], totalOrders: data.totalOrders ?? data.orders?.length ?? 0 };
}

export const getOrder = (id: string) => get<Order>(`/api/orders/${encodeURIComponent(id)}`);
/** The shopper cancels their own order while it is still Processing (409 once it has shipped). */
export const cancelOrder = (id: string) =>
  send<Order>('post', `/api/orders/${encodeURIComponent(id)}/cancel`);
