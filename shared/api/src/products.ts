import type { Product, ProductFacets, ProductListQuery } from '@store/contracts';
import { ApiError } from './errors.ts';
import { isProductFacets } from './facets.ts';
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

/**
 * GET /api/products/facets: for each filter, every value with the number of products the listing
 * would show were it chosen (docs/api.md). Built from the same query as `listProducts` (paging and
 * sort order do not change the counts and are left out). An answer of another shape is refused.
 */
export async function getFacets(query: ProductQuery = {}): Promise<ProductFacets> {
  const { page: _page, limit: _limit, sortBy: _sortBy, ...filters } = query;
  const facets = await get<unknown>('/api/products/facets', { ...filters });
  if (!isProductFacets(facets))
    throw new ApiError(0, 'The store answered facets of an unexpected shape', false);
  return facets;
}

export const getProduct = (id: string) => get<Product>(`/api/products/${encodeURIComponent(id)}`);

export const getSimilarProducts = (id: string) =>
  get<Product[]>(`/api/products/similar/${encodeURIComponent(id)}`);

export const getNewArrivals = () => get<Product[]>('/api/products/new-arrivals');

export const getBestSeller = () => get<Product>('/api/products/best-seller');
