import { productApi, toApiError } from '@store/api';
import type { Product } from '@store/contracts';
import { EMPTY_FILTERS, type ProductFilters } from '@store/contracts/constants';
import { create } from 'zustand';

/** Product-list state of spec §3; pending/fulfilled/rejected transitions of spec §4. */
export interface ProductsState {
  products: Product[];
  /** Matches of the last list request (X-Total-Count). */
  total: number;
  selectedProduct: Product | null;
  similarProducts: Product[];
  loading: boolean;
  error: string | null;
  filters: ProductFilters;
  fetchProducts: (query?: productApi.ProductQuery) => Promise<void>;
  fetchProductDetails: (id: string) => Promise<void>;
  /** Does not touch `loading` (spec §4). */
  fetchSimilarProducts: (id: string) => Promise<void>;
  setFilters: (filters: Partial<ProductFilters>) => void;
  clearFilters: () => void;
}

export const useProductsStore = create<ProductsState>()((set) => {
  let latestList = 0;
  let latestDetail = 0;
  return {
    products: [],
    total: 0,
    selectedProduct: null,
    similarProducts: [],
    loading: false,
    error: null,
    filters: { ...EMPTY_FILTERS },
    fetchProducts: async (query = {}) => {
      const mine = ++latestList;
      set({ loading: true, error: null });
      try {
        const page = await productApi.listProducts(query);
        if (mine === latestList) set({ products: page.products, total: page.total, loading: false });
      } catch (error) {
        if (mine === latestList) set({ loading: false, error: toApiError(error).message });
      }
    },
    fetchProductDetails: async (id) => {
      const mine = ++latestDetail;
      set({ loading: true, error: null });
      try {
        const product = await productApi.getProduct(id);
        if (mine === latestDetail) set({ selectedProduct: product, loading: false });
      } catch (error) {
        if (mine === latestDetail) set({ loading: false, error: toApiError(error).message });
      }
    },
    fetchSimilarProducts: async (id) => {
      try {
        set({ similarProducts: await productApi.getSimilarProducts(id) });
      } catch (error) {
        set({ error: toApiError(error).message });
      }
    },
    setFilters: (filters) => set((state) => ({ filters: { ...state.filters, ...filters } })),
    clearFilters: () => set({ filters: { ...EMPTY_FILTERS } }),
  };
});
