import type {
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
import { get, request, send } from './http.ts';
import { toSearchParams } from './search-params.ts';

export interface AdminProductPage {
  products: Product[];
  total: number;
}

export async function listAdminProducts(query: AdminListQuery = {}): Promise<AdminProductPage> {
  const { data, headers } = await request<Product[]>('/api/admin/products', {
    searchParams: toSearchParams({ ...query }),
  });
  const products = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count') ?? products.length);
  return { products, total: Number.isFinite(total) ? total : products.length };
}

export const getAdminProduct = (id: string) => get<Product>(`/api/admin/products/${encodeURIComponent(id)}`);
export const createProduct = (body: ProductCreate) => send<Product>('post', '/api/admin/products', body);
export const updateAdminProduct = (id: string, body: ProductUpdate) =>
  send<Product>('put', `/api/admin/products/${encodeURIComponent(id)}`, body);
/** DELETE /api/admin/products/{id} (the same as DELETE /api/products/{id}). */
export const deleteAdminProduct = (id: string) =>
  send<{ message: string }>('delete', `/api/admin/products/${encodeURIComponent(id)}`);

/** GET /api/admin/orders: newest first, 50 a page by default; totalOrders counts every match. */
export const listAdminOrders = (query: AdminOrderListQuery = {}) =>
  get<AdminOrdersResponse>('/api/admin/orders', toSearchParams({ ...query }));
export const updateOrderStatus = (id: string, status: OrderStatus) =>
  send<Order>('put', `/api/admin/orders/${encodeURIComponent(id)}`, { status });
export const deleteOrder = (id: string) =>
  send<{ message: string }>('delete', `/api/admin/orders/${encodeURIComponent(id)}`);

/** GET /api/admin/users: newest first, 50 a page by default (see listUsersPage for the total). */
export const listUsers = (query: AdminListQuery = {}) =>
  get<AdminUser[]>('/api/admin/users', toSearchParams({ ...query }));

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
}

/** GET /api/admin/users with the match count from X-Total-Count. */
export async function listUsersPage(query: AdminListQuery = {}): Promise<AdminUserPage> {
  const { data, headers } = await request<AdminUser[]>('/api/admin/users', {
    searchParams: toSearchParams({ ...query }),
  });
  const users = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count') ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}
export const createUser = (body: AdminUserCreate) =>
  send<{ user: AdminUser }>('post', '/api/admin/users', body);
export const updateUser = (id: string, body: AdminUserUpdate) =>
  send<AdminUser>('put', `/api/admin/users/${encodeURIComponent(id)}`, body);
export const deleteUser = (id: string) =>
  send<{ message: string }>('delete', `/api/admin/users/${encodeURIComponent(id)}`);

export const getAdminStats = () => get<AdminStats>('/api/admin/stats');
