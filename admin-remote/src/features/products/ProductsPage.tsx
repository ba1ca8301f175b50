import type { Product } from '@store/contracts';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import { Link, useLocation } from '@store/router';
import { useEffect, useState } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { table } from '../../components/table-styles.ts';
import { useDeleteQuestion } from '../../components/use-delete-question.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { hasRow } from '../../lib/page-edits.ts';
import { readListState } from './list-location.ts';
import { ProductRow } from './ProductRow.tsx';
import { useEditedProduct, useProductChanges, useProductList } from './products-store.ts';

/** /admin/products: search, pages, edit, delete after confirmation, add (docs/product.md §2, §5). */
export function ProductsPage() {
  const location = useLocation();
  const address = useListAddress();
  const { page, search, goTo } = address;
  const stock = address.params.get('stock') === 'low' ? 'low' : '';
  const listAddress = `${location.pathname}${location.search}`;
  const { highlight } = readListState(location.state);
  const list = useLoaded(useProductList, { page, search, stock });
  const { items: products, total } = list.data;
  const saved = useEditedProduct((state) => state.data);
  // Whether this screen's own request has started: before it, the store still holds an older page.
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (list.loading) setRequested(true);
  }, [list.loading]);
  // The product just saved, when this page of the list does not hold it (its search, order or page
  // put it elsewhere): shown above the list, highlighted, so the admin sees what they saved.
  const pinned =
    highlight &&
    saved?._id === highlight &&
    requested &&
    !list.loading &&
    !list.error &&
    !hasRow(list.data, highlight)
      ? saved
      : null;
  const deletion = useDeleteQuestion<Product>(useProductChanges, {
    message: 'Are you sure you want to delete to Product?',
    deleted: () => 'Product deleted',
    // Refill the page, or step back when it was the last product of the last page.
    after: () => (products.length === 1 && page > 1 ? goTo({ page: page - 1 }) : void list.retry()),
  });

  // The product just saved is brought into view once the page has loaded, wherever it sits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly pinned row is brought into view too
  useEffect(() => {
    if (!list.loading && highlight)
      document.querySelector(`[data-product-id="${highlight}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [list.loading, highlight, pinned]);

  return (
    <>
      <PageHeader
        title="Product Catalog"
        summary={!list.error && total > 0 ? `${total} ${total === 1 ? 'product' : 'products'}` : undefined}
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
      {pinned && (
        <section aria-label="Just saved" className="mb-4">
          <p className="mb-2 text-sm text-stone-700">
            {pinned.name} is saved. It is not on this page of the list, so it is shown here.
          </p>
          <div className={table.frame}>
            <AdminTable aria-label="Just saved" columns={['Product', 'Price', 'SKU', 'Stock']} withActions>
              <ProductRow product={pinned} listAddress={listAddress} highlighted onDelete={deletion.ask} />
            </AdminTable>
          </div>
        </section>
      )}
      <AdminList
        noun="products"
        list={list}
        address={address}
        searchPlaceholder="Name, brand or SKU"
        filters={
          <>
            <label htmlFor="admin-product-stock" className="sr-only">
              Show products
            </label>
            <select
              id="admin-product-stock"
              value={stock}
              onChange={(event) => goTo({ stock: event.target.value === 'low' ? 'low' : '' })}
              className="w-full max-w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand-700 sm:w-auto"
            >
              <option value="">All products</option>
              <option value="low">Low in stock ({LOW_STOCK_THRESHOLD} or fewer of a size and colour)</option>
            </select>
          </>
        }
        rowHeight="h-16"
        empty={stock === 'low' ? 'No products match these filters.' : 'No Products Available'}
      >
        <AdminTable aria-label="Products" columns={['Product', 'Price', 'SKU', 'Stock']} withActions>
          {products.map((product) => (
            <ProductRow
              key={product._id}
              product={product}
              listAddress={listAddress}
              highlighted={product._id === highlight}
              onDelete={deletion.ask}
            />
          ))}
        </AdminTable>
      </AdminList>
      {deletion.dialog}
    </>
  );
}
