import type { Product, ProductListQuery } from '@store/contracts';
import { get } from './http.ts';
import { getPage } from './paged.ts';

export interface ProductPage {
  products: Product[];
  /** Number of products matching the filters (X-Total-Count). */
  total: number;
}

export type ProductQuery = { [K in keyof ProductListQuery]?: string | number | readonly string[] };

/**
 * GET /api/products: only non-empty filters are sent. An answer that is not an array is an empty
 * list, never a crash (docs/product.md §4).
 */
export async function listProducts(query: ProductQuery = {}): Promise<ProductPage> {
  const { items, total } = await getPage<Product>('/api/products', { ...query });
  return { products: items, total };
}

export const getProduct = (id: string) => get<Product>(`/api/products/${encodeURIComponent(id)}`);

export const getSimilarProducts = (id: string) =>
  get<Product[]>(`/api/products/similar/${encodeURIComponent(id)}`);

export const getNewArrivals = () => get<Product[]>('/api/products/new-arrivals');

export const getBestSeller = () => get<Product>('/api/products/best-seller');
