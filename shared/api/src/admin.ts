import type {
  AdminListQuery,
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

export const listAdminOrders = () => get<AdminOrdersResponse>('/api/admin/orders');
export const updateOrderStatus = (id: string, status: OrderStatus) =>
  send<Order>('put', `/api/admin/orders/${encodeURIComponent(id)}`, { status });
export const deleteOrder = (id: string) =>
  send<{ message: string }>('delete', `/api/admin/orders/${encodeURIComponent(id)}`);

export const listUsers = () => get<AdminUser[]>('/api/admin/users');
export const createUser = (body: AdminUserCreate) =>
  send<{ user: AdminUser }>('post', '/api/admin/users', body);
export const updateUser = (id: string, body: AdminUserUpdate) =>
  send<AdminUser>('put', `/api/admin/users/${encodeURIComponent(id)}`, body);
export const deleteUser = (id: string) =>
  send<{ message: string }>('delete', `/api/admin/users/${encodeURIComponent(id)}`);

export const getAdminStats = () => get<AdminStats>('/api/admin/stats');
