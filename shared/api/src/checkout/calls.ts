import { get, send } from '@store/api';
import type {
  Checkout,
  CheckoutCreate,
  CheckoutPay,
  FirstOrderDiscount,
  MyOrdersResponse,
  Order,
  PaymentStart,
} from '@store/contracts';

export const createCheckout = (body: CheckoutCreate) => send<Checkout>('post', '/api/checkout', body);
/** An Idempotency-Key header: a repeat of the call (a retry, a reload) gets the first answer again. */
const once = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : undefined);

/** Starts paying online: the server creates the gateway order and answers where the browser goes. */
export const startPayment = (id: string, key?: string) =>
  send<PaymentStart>('post', `/api/checkout/${encodeURIComponent(id)}/payment`, undefined, once(key));
/** Brings the gateway's proof of payment (its signed return) to the server, which checks it. */
export const payCheckout = (id: string, body: CheckoutPay, key?: string) =>
  send<Checkout>('put', `/api/checkout/${encodeURIComponent(id)}/pay`, body, once(key));
export const finalizeCheckout = (id: string, key?: string) =>
  send<Order>('post', `/api/checkout/${encodeURIComponent(id)}/finalize`, undefined, once(key));
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
