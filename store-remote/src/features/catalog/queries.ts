import { productApi } from '@store/api';
import type { Product, ProductFacets } from '@store/contracts';
import type { Query } from '../../query/query-cache.ts';

/**
 * A stable key for a list query: the same filters give the same key whatever their order. Names are
 * ordered by code unit: `localeCompare` would load the locale's collation data (tens of ms on a
 * phone) on the listing's first render.
 */
export function listKey(query: productApi.ProductQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The facet counts' key: the filters alone (page, limit and sort order change no count). */
export function facetsKey(query: productApi.ProductQuery): string {
  const { page: _page, limit: _limit, sortBy: _sortBy, ...filters } = query;
  return listKey(filters);
}

/*
 * The catalogue's answers as the query cache keeps them (query/query-cache.ts): the server's loaders
 * and the screens ask through these, so both use the same keys.
 */

/** A page of products (GET /api/products). */
export const listQuery = (query: productApi.ProductQuery): Query<productApi.ProductPage> => ({
  key: `list:${listKey(query)}`,
  fetch: () => productApi.listProducts(query),
});

/** How many products each filter value would leave (GET /api/products/facets). */
export const facetsQuery = (query: productApi.ProductQuery): Query<ProductFacets> => ({
  key: `facets:${facetsKey(query)}`,
  fetch: () => productApi.getFacets(query),
});

export const productQuery = (id: string): Query<Product> => ({
  key: `product:${id}`,
  fetch: () => productApi.getProduct(id),
});

/** "You May Also Like": an answer that is not a list is none. */
export const similarQuery = (id: string): Query<Product[]> => ({
  key: `similar:${id}`,
  fetch: () => productApi.getSimilarProducts(id).then((list) => (Array.isArray(list) ? list : [])),
});

export const bestSellerQuery: Query<Product> = {
  key: 'best-seller',
  fetch: () => productApi.getBestSeller(),
};

export const newArrivalsQuery: Query<Product[]> = {
  key: 'new-arrivals',
  fetch: () => productApi.getNewArrivals().then((list) => (Array.isArray(list) ? list : [])),
};
