import type { LowStockVariant } from '@store/contracts';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import { Link } from '@store/router';
import { cn } from '@store/ui';
import { useId } from 'react';
import { adminPaths } from '../../app/paths.ts';

/**
 * Variants (a product in one size and colour) at or below the low-stock threshold, each linking to
 * its product's editor. Names and SKUs wrap instead of being cut, and the list (at most 20) runs in
 * columns across the page instead of scrolling inside the card, so no row is clipped.
 */
export function LowStockList({ variants }: { variants: LowStockVariant[] }) {
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
      {variants.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">Every product is well stocked.</p>
      ) : (
        <ul className="mt-3 grid gap-x-6 sm:grid-cols-2 xl:grid-cols-3">
          {variants.map((variant) => (
            <li key={variant.sku} className="flex items-center gap-3 border-b border-stone-100 py-2">
              <div className="min-w-0 flex-1">
                <Link
                  to={adminPaths.editProduct(variant.productId)}
                  className="block text-sm font-medium text-ink hover:underline"
                >
                  <span className="block break-words">{variant.name}</span>{' '}
                  <span className="block text-xs font-normal text-stone-700">
                    <span className="sr-only">in </span>
                    {variant.size} / {variant.color}
                  </span>
                </Link>
                <p className="text-xs break-words text-stone-500">SKU {variant.sku}</p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                  variant.countInStock === 0 ? 'bg-rose-100 text-rose-900' : 'bg-amber-100 text-amber-900',
                )}
              >
                {variant.countInStock === 0 ? 'Out of stock' : `${variant.countInStock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
