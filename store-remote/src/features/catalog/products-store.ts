import { productApi, toApiError } from '@store/api';
import type { Product } from '@store/contracts';
import { create } from 'zustand';
import { EMPTY_FILTERS, type ProductFilters } from './product-filters.ts';

/** Product-list state of spec §3; pending/fulfilled/rejected transitions of spec §4. */
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
  fetchProducts: (query?: productApi.ProductQuery) => Promise<void>;
  fetchProductDetails: (id: string) => Promise<void>;
  /** Does not touch `loading` (spec §4); a failure leaves the list empty and the page intact. */
  fetchSimilarProducts: (id: string) => Promise<void>;
  /** Merges new values into the filters (spec §4). */
  setFilters: (filters: Partial<ProductFilters>) => void;
  /** Resets every filter to empty (spec §4). */
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

export const useProductsStore = create<ProductsState>()((set) => {
  let latestList = 0;
  let latestDetail = 0;
  let latestSimilar = 0;
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
    fetchProducts: async (query = {}) => {
      const mine = ++latestList;
      set({ loading: true, error: null, listKey: listKey(query) });
      try {
        const page = await productApi.listProducts(query);
        if (mine === latestList) set({ products: page.products, total: page.total, loading: false });
      } catch (error) {
        if (mine === latestList)
          set({ products: [], total: 0, loading: false, error: toApiError(error).message });
      }
    },
    fetchProductDetails: async (id) => {
      const mine = ++latestDetail;
      set({ loading: true, error: null, selectedId: id });
      try {
        const product = await productApi.getProduct(id);
        if (mine === latestDetail) set({ selectedProduct: product, loading: false });
      } catch (error) {
        if (mine === latestDetail) set({ loading: false, error: toApiError(error).message });
      }
    },
    fetchSimilarProducts: async (id) => {
      const mine = ++latestSimilar;
      set({ similarProducts: [] });
      try {
        const similar = await productApi.getSimilarProducts(id);
        if (mine === latestSimilar) set({ similarProducts: Array.isArray(similar) ? similar : [] });
      } catch {
        // "You may also like" is optional: the product itself still shows.
      }
    },
    setFilters: (filters) => set((state) => ({ filters: { ...state.filters, ...filters } })),
    clearFilters: () => set({ filters: { ...EMPTY_FILTERS } }),
  };
});
