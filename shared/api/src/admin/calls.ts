import { get, getPage, send } from '@store/api';
import type {
  AdminCustomer,
  AdminListQuery,
  AdminOrderListQuery,
  AdminOrderPayment,
  AdminOrdersResponse,
  AdminProductListQuery,
  AdminReturnListQuery,
  AdminReturnRequest,
  AdminReturnsResponse,
  AdminReview,
  AdminShop,
  AdminStats,
  AdminUser,
  AdminUserCreate,
  AdminUserUpdate,
  Order,
  OrderStatus,
  Product,
  ProductCreate,
  ProductUpdate,
} from '@store/contracts';
import { entityTag } from '@store/contracts/entity-tag';

const at = (collection: string, id: string) => `/api/admin/${collection}/${encodeURIComponent(id)}`;

/**
 * If-Match for a change based on the version last seen (its `updatedAt`): the server answers 409 with
 * the record as it is now (ApiError.current) when it changed meanwhile (docs/api.md).
 */
const basedOn = (updatedAt: string | undefined) =>
  updatedAt === undefined ? undefined : { 'If-Match': entityTag(updatedAt) };

export const getAdminStats = () => get<AdminStats>('/api/admin/stats');
/** The shop's settings the admin screens need: its time zone. */
export const getShop = () => get<AdminShop>('/api/admin/shop');

/** GET /api/admin/products: newest first, 50 a page by default, with the match count. */
export const listAdminProducts = (query: AdminProductListQuery = {}) =>
  getPage<Product>('/api/admin/products', { ...query });
export const getAdminProduct = (id: string) => get<Product>(at('products', id));
export const createProduct = (body: ProductCreate) => send<Product>('post', '/api/admin/products', body);
/** `seen`: the updatedAt of the version the edit is based on. */
export const updateAdminProduct = (id: string, body: ProductUpdate, seen?: string) =>
  send<Product>('put', at('products', id), body, basedOn(seen));
/** DELETE /api/products/{id} with the admin's token (the route the product's rules name for deleting). */
export const deleteProduct = (id: string) =>
  send<{ message: string }>('delete', `/api/products/${encodeURIComponent(id)}`);

/** GET /api/admin/orders: newest first, 50 a page by default; totalOrders counts every match. */
export const listAdminOrders = (query: AdminOrderListQuery = {}) =>
  get<AdminOrdersResponse>('/api/admin/orders', { ...query });
/** One order with its payment's refund state and its status history. */
export const getAdminOrder = (id: string) => get<Order>(at('orders', id));
/** The order's payment attempts at the gateway and its refunds (issue 21). */
export const getAdminOrderPayment = (id: string) => get<AdminOrderPayment>(`${at('orders', id)}/payment`);
/** Marks a cancelled order's pending refund done. */
export const markRefunded = (id: string) => send<Order>('post', `${at('orders', id)}/refund`);
/** Records a Cash on Delivery order's cash as received: the order becomes paid. */
export const recordCashReceived = (id: string) => send<Order>('post', `${at('orders', id)}/cash-received`);
/** `seen`: the updatedAt of the version of the order the change is based on. */
export const updateOrderStatus = (id: string, status: OrderStatus, seen?: string) =>
  send<Order>('put', at('orders', id), { status }, basedOn(seen));
export const deleteOrder = (id: string) => send<{ message: string }>('delete', at('orders', id));

/** GET /api/admin/users: newest first, 50 a page by default, with the match count. */
export const listUsers = (query: AdminListQuery = {}) => getPage<AdminUser>('/api/admin/users', { ...query });
/** One account with its orders (newest first) and what they add up to. */
export const getCustomer = (id: string) => get<AdminCustomer>(at('users', id));
export const createUser = (body: AdminUserCreate) =>
  send<{ user: AdminUser }>('post', '/api/admin/users', body);
export const updateUser = (id: string, body: AdminUserUpdate) =>
  send<AdminUser>('put', at('users', id), body);
export const deleteUser = (id: string) => send<{ message: string }>('delete', at('users', id));

/** GET /api/admin/reviews: every review, hidden ones too, newest first, with the count. */
export const listAdminReviews = (query: AdminListQuery = {}) =>
  getPage<AdminReview>('/api/admin/reviews', { ...query });
/** Hides a review with a reason; it stops showing and counting (there is no unhiding). */
export const hideReview = (id: string, reason: string) =>
  send<AdminReview>('put', `${at('reviews', id)}/hide`, { reason });

/** GET /api/admin/returns: return requests newest first, by status or order. */
export const listAdminReturns = (query: Partial<AdminReturnListQuery> = {}) =>
  get<AdminReturnsResponse>('/api/admin/returns', { ...query });
/** One step of a return: approve, reject (with a reason), receive, refund or send-exchange. */
export const returnStep = (
  id: string,
  step: 'approve' | 'reject' | 'receive' | 'refund' | 'send-exchange',
  reason?: string,
) =>
  send<AdminReturnRequest>(
    'post',
    `${at('returns', id)}/${step}`,
    reason === undefined ? undefined : { reason },
  );
