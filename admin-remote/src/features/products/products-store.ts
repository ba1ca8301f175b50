import { adminApi } from '@store/api/admin';
import type { Product, ProductCreate } from '@store/contracts';
import { ADMIN_PAGE_SIZE } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { createLoadStore } from '../../lib/load-store.ts';
import { attempt, attemptForRow, type Outcome, type PendingRows } from '../../lib/outcome.ts';
import { emptyPage, hasRow, prependRow, removeRow, replaceRow } from '../../lib/page-edits.ts';

export interface ProductListQuery extends ListParams {
  /** 'low': only products with a size in a colour at LOW_STOCK_THRESHOLD units or fewer. */
  stock?: 'low' | '';
}

/** One page of the catalogue, newest first, and how many products match the search (and stock filter). */
export const useProductList = createLoadStore(
  ({ page, search, stock }: ProductListQuery) =>
    adminApi.listAdminProducts({ page, search, limit: ADMIN_PAGE_SIZE, ...(stock === 'low' && { stock }) }),
  emptyPage<Product>(),
);

/** The product open in the editor, by id; null until the first answer. */
export const useEditedProduct = createLoadStore(
  (id: string) => adminApi.getAdminProduct(id),
  null as Product | null,
);

/** The catalogue's changes: saving reports the saved product, and the list shows the server's answer. */
export interface ProductChangesState extends PendingRows {
  saving: boolean;
  /**
   * Creates (id null) or updates a product. An update is based on the version open in the editor
   * (If-Match): when the product changed meanwhile the server refuses (409) and the editor shows the
   * product as it is now.
   */
  saveProduct: (id: string | null, body: ProductCreate) => Promise<Outcome<Product>>;
  remove: (id: string) => Promise<Outcome>;
}

export const useProductChanges = create<ProductChangesState>()((set) => ({
  saving: false,
  pending: [],
  saveProduct: async (id, body) => {
    set({ saving: true });
    const open = useEditedProduct.getState().data;
    const seen = open !== null && open._id === id ? open.updatedAt : undefined;
    const outcome = await attempt(
      () => (id === null ? adminApi.createProduct(body) : adminApi.updateAdminProduct(id, body, seen)),
      id === null ? 'Failed to create product' : 'Failed to update product',
    );
    const current = outcome.ok ? undefined : outcome.current;
    if (current) useEditedProduct.getState().update(() => current);
    if (outcome.ok) {
      const saved = outcome.value;
      useEditedProduct.getState().update(() => saved);
      // A product edited from another page of the list does not join this one.
      useProductList
        .getState()
        .update((page) =>
          hasRow(page, saved._id) ? replaceRow(page, saved) : id === null ? prependRow(page, saved) : page,
        );
    }
    set({ saving: false });
    return outcome;
  },
  remove: async (id) => {
    const gone = () => adminApi.deleteProduct(id).then(() => undefined);
    const outcome = await attemptForRow(set, id, gone, 'Failed to delete product');
    if (outcome.ok) useProductList.getState().update((page) => removeRow(page, id));
    return outcome;
  },
}));
