import type { Product } from '@store/contracts';
import { Link, useLocation, useSearchParams } from '@store/router';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { adminPaths } from '../../app/paths.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { table } from '../../components/table-styles.ts';
import { listQuery, readListParams } from '../../lib/list-params.ts';
import { readListState } from './list-location.ts';
import { ProductRow } from './ProductRow.tsx';
import { useProductsStore } from './products-store.ts';

/** /admin/products: search, pages, edit, delete after confirmation, add (spec §2, §5). */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { page, search } = readListParams(params);
  const listAddress = `${location.pathname}${location.search}`;
  const { highlight } = readListState(location.state);

  const products = useProductsStore((state) => state.products);
  const total = useProductsStore((state) => state.total);
  const pageSize = useProductsStore((state) => state.pageSize);
  const loading = useProductsStore((state) => state.loading);
  const error = useProductsStore((state) => state.error);
  const pending = useProductsStore((state) => state.pending);
  const fetchProducts = useProductsStore((state) => state.fetchProducts);
  const deleteProduct = useProductsStore((state) => state.deleteProduct);
  const [toDelete, setToDelete] = useState<Product | null>(null);

  useEffect(() => {
    void fetchProducts({ page, search });
  }, [fetchProducts, page, search]);

  // The product just saved is brought into view once the page has loaded, wherever it sits.
  useEffect(() => {
    if (!loading && highlight)
      document.querySelector(`[data-product-id="${highlight}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [loading, highlight]);

  const goTo = (next: { page?: number; search?: string }) =>
    setParams(listQuery({ search: next.search ?? search, page: next.page ?? 1 }));

  async function confirmDelete() {
    if (!toDelete) return;
    const outcome = await deleteProduct(toDelete._id);
    setToDelete(null);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    toast.success('Product deleted');
    // Refill the page (or step back when it was the last item of the last page).
    if (products.length === 1 && page > 1) goTo({ page: page - 1 });
    else void fetchProducts({ page, search });
  }

  return (
    <>
      <PageHeader
        title="Product Catalog"
        summary={!error && total > 0 ? `${total} ${total === 1 ? 'product' : 'products'}` : undefined}
        actions={
          <Link
            to={adminPaths.newProduct}
            state={{ from: listAddress }}
            className="inline-flex items-center justify-center rounded-md bg-ink px-4 py-2.5 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Add Product
          </Link>
        }
      />
      <SearchForm
        label="Search products"
        placeholder="Name, brand or SKU"
        value={search}
        onSearch={(text) => goTo({ search: text })}
      />

      <ListBody
        errorTitle="Error loading products"
        error={error}
        onRetry={() => void fetchProducts({ page, search })}
        loading={loading}
        count={products.length}
        loadingLabel="Loading products…"
        skeletons={{ rows: 5, className: 'h-16' }}
        empty="No Products Available"
      >
        <div className={table.frame} aria-busy={loading || undefined}>
          <AdminTable aria-label="Products" columns={['Product', 'Price', 'SKU', 'Stock']} withActions>
            {products.map((product) => (
              <ProductRow
                key={product._id}
                product={product}
                listAddress={listAddress}
                highlighted={product._id === highlight}
                onDelete={setToDelete}
              />
            ))}
          </AdminTable>
        </div>
        <Pagination page={page} pageSize={pageSize} total={total} onPage={(next) => goTo({ page: next })} />
      </ListBody>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.name}?` : 'Delete product?'}
        message="Are you sure you want to delete to Product?"
        confirmLabel="Delete"
        busy={toDelete !== null && pending.includes(toDelete._id)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
