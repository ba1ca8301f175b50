import { toApiError } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { Product, ProductCreate } from '@store/contracts';
import { ADMIN_PAGE_SIZE } from '@store/contracts/constants';
import { create } from 'zustand';
import { attempt, type Outcome, togglePending } from '../../lib/outcome.ts';

export interface ProductListQuery {
  page: number;
  search: string;
}

/**
 * Product Catalog state. The list and the product being edited each go pending → fulfilled |
 * rejected (spec §4); saving and deleting report an Outcome for the screen to announce.
 */
export interface ProductsState {
  products: Product[];
  /** Products matching the search, over every page (X-Total-Count). */
  total: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  /** Ids of products with a deletion in flight. */
  pending: string[];
  /** The product open in the editor. */
  product: Product | null;
  productLoading: boolean;
  productError: string | null;
  saving: boolean;
  fetchProducts: (query: ProductListQuery) => Promise<void>;
  deleteProduct: (id: string) => Promise<Outcome>;
  fetchProduct: (id: string) => Promise<void>;
  /** Creates (id null) or updates a product; the list shows the server's answer. */
  saveProduct: (id: string | null, body: ProductCreate) => Promise<Outcome<Product>>;
}

export const useProductsStore = create<ProductsState>()((set) => {
  let latestList = 0;
  let latestProduct = 0;
  return {
    products: [],
    total: 0,
    pageSize: ADMIN_PAGE_SIZE,
    loading: false,
    error: null,
    pending: [],
    product: null,
    productLoading: false,
    productError: null,
    saving: false,
    fetchProducts: async ({ page, search }) => {
      const mine = ++latestList;
      set({ loading: true, error: null });
      try {
        const answer = await adminApi.listAdminProducts({
          page,
          limit: ADMIN_PAGE_SIZE,
          ...(search.trim() !== '' && { search: search.trim() }),
        });
        if (mine === latestList) set({ products: answer.items, total: answer.total, loading: false });
      } catch (error) {
        if (mine === latestList) set({ loading: false, error: toApiError(error).message });
      }
    },
    deleteProduct: async (id) => {
      set((state) => ({ pending: togglePending(state.pending, id, true) }));
      const outcome = await attempt(async () => {
        await adminApi.deleteProduct(id);
        return undefined;
      }, 'Failed to delete product');
      set((state) => {
        const pending = togglePending(state.pending, id, false);
        if (!outcome.ok) return { pending };
        const before = state.products.length;
        const products = state.products.filter((product) => product._id !== id);
        return { pending, products, total: Math.max(0, state.total - (before - products.length)) };
      });
      return outcome;
    },
    fetchProduct: async (id) => {
      const mine = ++latestProduct;
      set({ product: null, productLoading: true, productError: null });
      try {
        const product = await adminApi.getAdminProduct(id);
        if (mine === latestProduct) set({ product, productLoading: false });
      } catch (error) {
        if (mine === latestProduct) set({ productLoading: false, productError: toApiError(error).message });
      }
    },
    saveProduct: async (id, body) => {
      set({ saving: true });
      const outcome = await attempt(
        () => (id === null ? adminApi.createProduct(body) : adminApi.updateAdminProduct(id, body)),
        id === null ? 'Failed to create product' : 'Failed to update product',
      );
      set((state) => {
        if (!outcome.ok) return { saving: false };
        const saved = outcome.value;
        const known = state.products.some((product) => product._id === saved._id);
        if (known) {
          return {
            saving: false,
            product: saved,
            products: state.products.map((product) => (product._id === saved._id ? saved : product)),
          };
        }
        // A new product is the newest: it heads the list, as the server orders it.
        return id === null
          ? { saving: false, product: saved, products: [saved, ...state.products], total: state.total + 1 }
          : { saving: false, product: saved };
      });
      return outcome;
    },
  };
});
