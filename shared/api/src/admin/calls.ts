import { get, getPage, send } from '@store/api';
import type {
  AdminCustomer,
  AdminListQuery,
  AdminOrderListQuery,
  AdminOrdersResponse,
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

const at = (collection: string, id: string) => `/api/admin/${collection}/${encodeURIComponent(id)}`;

export const getAdminStats = () => get<AdminStats>('/api/admin/stats');

/** GET /api/admin/products: newest first, 50 a page by default, with the match count. */
export const listAdminProducts = (query: AdminListQuery = {}) =>
  getPage<Product>('/api/admin/products', { ...query });
export const getAdminProduct = (id: string) => get<Product>(at('products', id));
export const createProduct = (body: ProductCreate) => send<Product>('post', '/api/admin/products', body);
export const updateAdminProduct = (id: string, body: ProductUpdate) =>
  send<Product>('put', at('products', id), body);
/** DELETE /api/products/{id} with the admin's token (the route the product's rules name for deleting). */
export const deleteProduct = (id: string) =>
  send<{ message: string }>('delete', `/api/products/${encodeURIComponent(id)}`);

/** GET /api/admin/orders: newest first, 50 a page by default; totalOrders counts every match. */
export const listAdminOrders = (query: AdminOrderListQuery = {}) =>
  get<AdminOrdersResponse>('/api/admin/orders', { ...query });
/** One order with its payment's refund state and its status history. */
export const getAdminOrder = (id: string) => get<Order>(at('orders', id));
/** Marks a cancelled order's pending refund done. */
export const markRefunded = (id: string) => send<Order>('post', `${at('orders', id)}/refund`);
export const updateOrderStatus = (id: string, status: OrderStatus) =>
  send<Order>('put', at('orders', id), { status });
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
