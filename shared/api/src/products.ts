import type { Product, ProductListQuery, ProductUpdate } from '@store/contracts';
import { get, request, send } from './http.ts';
import { toSearchParams } from './search-params.ts';

export interface ProductPage {
  products: Product[];
  /** Number of products matching the filters (X-Total-Count). */
  total: number;
}

export type ProductQuery = { [K in keyof ProductListQuery]?: string | number | readonly string[] };

/** GET /api/products: only non-empty filters are sent. A non-array answer yields an empty list (spec §4). */
export async function listProducts(query: ProductQuery = {}): Promise<ProductPage> {
  const { data, headers } = await request<unknown>('/api/products', {
    searchParams: toSearchParams({ ...query }),
  });
  const products = Array.isArray(data) ? (data as Product[]) : [];
  const total = Number(headers.get('X-Total-Count'));
  return {
    products,
    total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : products.length,
  };
}

export const getProduct = (id: string) => get<Product>(`/api/products/${encodeURIComponent(id)}`);

export const getSimilarProducts = (id: string) =>
  get<Product[]>(`/api/products/similar/${encodeURIComponent(id)}`);

export const getNewArrivals = () => get<Product[]>('/api/products/new-arrivals');

export const getBestSeller = () => get<Product>('/api/products/best-seller');

/** PUT /api/products/{id} (admin token). */
export const updateProduct = (id: string, productData: ProductUpdate) =>
  send<Product>('put', `/api/products/${encodeURIComponent(id)}`, productData);

/** DELETE /api/products/{id} (admin token). */
export const deleteProduct = (id: string) =>
  send<{ message: string }>('delete', `/api/products/${encodeURIComponent(id)}`);
