import { productApi, toApiError } from '@store/api';
import type { Product, ProductFacets } from '@store/contracts';
import { create } from 'zustand';
import { EMPTY_FILTERS, type ProductFilters } from './product-filters.ts';

/** Product-list state of docs/product.md §3; pending/fulfilled/rejected transitions of §4. */
export interface ProductsState {
  products: Product[];
  /** Matches of the last list request (X-Total-Count). */
  total: number;
  /**
   * Which query the list state belongs to (see `listKey()`): a screen shows `products` only when
   * they answer its own query, never the previous screen's list.
   */
  listKey: string | null;
  /** The id the detail state belongs to (requested last), like `listKey` for the list. */
  selectedId: string | null;
  selectedProduct: Product | null;
  similarProducts: Product[];
  loading: boolean;
  error: string | null;
  filters: ProductFilters;
  /**
   * How many products each filter value would leave (GET /api/products/facets) for the last query
   * answered; kept while the next one loads so the counts do not flicker, null when unknown.
   */
  facets: ProductFacets | null;
  /** The filters (no page, limit or sort: they change no count) the last facet request was for. */
  facetsKey: string | null;
  /**
   * Loads the counts for a listing query, unless they were last asked for the same filters; a
   * failure leaves the filters without counts.
   */
  fetchFacets: (query?: productApi.ProductQuery) => Promise<void>;
  fetchProducts: (query?: productApi.ProductQuery) => Promise<void>;
  fetchProductDetails: (id: string) => Promise<void>;
  /** Does not touch `loading` (docs/product.md §4); a failure leaves the list empty and the page intact. */
  fetchSimilarProducts: (id: string) => Promise<void>;
  /**
   * Takes a list, facet counts or a product the page was rendered with on the server (the same
   * answers the fetches would have given), so hydration asks the API for none of them again.
   */
  seedList: (query: productApi.ProductQuery, page: productApi.ProductPage) => void;
  seedFacets: (query: productApi.ProductQuery, facets: ProductFacets) => void;
  seedProduct: (id: string, product: Product, similar: Product[]) => void;
  /** Merges new values into the filters (docs/product.md §4). */
  setFilters: (filters: Partial<ProductFilters>) => void;
  /** Resets every filter to empty (docs/product.md §4). */
  clearFilters: () => void;
}

/** A stable key for a list query: the same filters give the same key whatever their order. */
export function listKey(query: productApi.ProductQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The facet counts' key: the filters alone (page, limit and sort order change no count). */
export function facetsKey(query: productApi.ProductQuery): string {
  const { page: _page, limit: _limit, sortBy: _sortBy, ...filters } = query;
  return listKey(filters);
}

/**
 * Requests of one kind may overlap (the shopper moves on before an answer arrives): each call of the
 * returned function starts one and gives a check that holds while no later one has started, so only
 * the latest answer is applied.
 */
function latestOnly(): () => () => boolean {
  let latest = 0;
  return () => {
    const mine = ++latest;
    return () => mine === latest;
  };
}

export const useProductsStore = create<ProductsState>()((set, get) => {
  const listCall = latestOnly();
  const detailCall = latestOnly();
  const similarCall = latestOnly();
  const facetsCall = latestOnly();
  return {
    products: [],
    total: 0,
    listKey: null,
    selectedId: null,
    selectedProduct: null,
    similarProducts: [],
    loading: false,
    error: null,
    filters: { ...EMPTY_FILTERS },
    facets: null,
    facetsKey: null,
    fetchFacets: async (query = {}) => {
      const key = facetsKey(query);
      if (get().facetsKey === key) return;
      const isLatest = facetsCall();
      set({ facetsKey: key });
      try {
        const facets = await productApi.getFacets(query);
        if (isLatest()) set({ facets });
      } catch {
        // Counts help choosing; without them every filter still works. The next visit asks again.
        if (isLatest()) set({ facets: null, facetsKey: null });
      }
    },
    fetchProducts: async (query = {}) => {
      const isLatest = listCall();
      set({ loading: true, error: null, listKey: listKey(query) });
      try {
        const page = await productApi.listProducts(query);
        if (isLatest()) set({ products: page.products, total: page.total, loading: false });
      } catch (error) {
        if (isLatest()) set({ products: [], total: 0, loading: false, error: toApiError(error).message });
      }
    },
    fetchProductDetails: async (id) => {
      const isLatest = detailCall();
      set({ loading: true, error: null, selectedId: id });
      try {
        const product = await productApi.getProduct(id);
        if (isLatest()) set({ selectedProduct: product, loading: false });
      } catch (error) {
        if (isLatest()) set({ loading: false, error: toApiError(error).message });
      }
    },
    fetchSimilarProducts: async (id) => {
      const isLatest = similarCall();
      set({ similarProducts: [] });
      try {
        const similar = await productApi.getSimilarProducts(id);
        if (isLatest()) set({ similarProducts: Array.isArray(similar) ? similar : [] });
      } catch {
        // "You may also like" is optional: the product itself still shows.
      }
    },
    seedList: (query, page) =>
      set({
        products: page.products,
        total: page.total,
        listKey: listKey(query),
        loading: false,
        error: null,
      }),
    seedFacets: (query, facets) => set({ facets, facetsKey: facetsKey(query) }),
    seedProduct: (id, product, similar) =>
      set({
        selectedId: id,
        selectedProduct: product,
        similarProducts: similar,
        loading: false,
        error: null,
      }),
    setFilters: (filters) => set((state) => ({ filters: { ...state.filters, ...filters } })),
    clearFilters: () => set({ filters: { ...EMPTY_FILTERS } }),
  };
});
