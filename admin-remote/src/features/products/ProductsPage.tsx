import type { Product } from '@store/contracts';
import { Link, useLocation } from '@store/router';
import { useEffect } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDeleteQuestion } from '../../components/use-delete-question.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { readListState } from './list-location.ts';
import { ProductRow } from './ProductRow.tsx';
import { useProductChanges, useProductList } from './products-store.ts';

/** /admin/products: search, pages, edit, delete after confirmation, add (docs/product.md §2, §5). */
export function ProductsPage() {
  const location = useLocation();
  const address = useListAddress();
  const { page, search, goTo } = address;
  const listAddress = `${location.pathname}${location.search}`;
  const { highlight } = readListState(location.state);
  const list = useLoaded(useProductList, { page, search });
  const { items: products, total } = list.data;
  const deletion = useDeleteQuestion<Product>(useProductChanges, {
    message: 'Are you sure you want to delete to Product?',
    deleted: () => 'Product deleted',
    // Refill the page, or step back when it was the last product of the last page.
    after: () => (products.length === 1 && page > 1 ? goTo({ page: page - 1 }) : void list.retry()),
  });

  // The product just saved is brought into view once the page has loaded, wherever it sits.
  useEffect(() => {
    if (!list.loading && highlight)
      document.querySelector(`[data-product-id="${highlight}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [list.loading, highlight]);

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
      <AdminList
        noun="products"
        list={list}
        address={address}
        searchPlaceholder="Name, brand or SKU"
        rowHeight="h-16"
        empty="No Products Available"
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
