import { resolveAssetUrl } from '@store/api';
import type { Product } from '@store/contracts';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import { Link } from '@store/router';
import { cn } from '@store/ui';
import { useId } from 'react';
import { adminPaths } from '../../app/paths.ts';

/** Products at or below the low-stock threshold, each with a link to its editor. */
export function LowStockList({ products }: { products: Product[] }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-ink">
        Low stock
      </h2>
      <p className="text-xs text-stone-500">{LOW_STOCK_THRESHOLD} or fewer left</p>
      {products.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">Every product is well stocked.</p>
      ) : (
        <ul className="mt-3 max-h-80 divide-y divide-stone-100 overflow-y-auto pr-1">
          {products.map((product) => {
            const image = product.images[0];
            return (
              <li key={product._id} className="flex items-center gap-3 py-2">
                {image ? (
                  <img
                    src={resolveAssetUrl(image.url)}
                    alt={image.altText || product.name}
                    width={40}
                    height={40}
                    className="h-10 w-10 shrink-0 rounded bg-stone-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded bg-stone-100" />
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={adminPaths.editProduct(product._id)}
                    className="block truncate text-sm font-medium text-ink hover:underline"
                  >
                    {product.name}
                  </Link>
                  <p className="text-xs text-stone-500">SKU {product.sku}</p>
                </div>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                    product.countInStock === 0 ? 'bg-rose-100 text-rose-900' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {product.countInStock === 0 ? 'Out of stock' : `${product.countInStock} left`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
