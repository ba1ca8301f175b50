import type { LowStockVariant } from '@store/contracts';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/constants';
import { Link } from '@store/router';
import { capitalise, cn } from '@store/ui';
import { useId } from 'react';
import { adminPaths } from '../../app/paths.ts';

interface LowStockListProps {
  /** At most 20, those with a few left first, then the sold-out ones (the server's order). */
  variants: LowStockVariant[];
  /** How many variants are low in all, and how many of them are sold out. */
  lowCount: number;
  soldOutCount: number;
}

/** '7 variants are low: 3 with a few left, 4 sold out.' */
export function lowStockSummary(lowCount: number, soldOutCount: number): string {
  const few = lowCount - soldOutCount;
  return `${lowCount} ${lowCount === 1 ? 'variant is' : 'variants are'} low: ${few} with a few left, ${soldOutCount} sold out.`;
}

/**
 * Variants (a product in one size and colour) at or below the low-stock threshold (docs/product.md
 * §2): how many, then each linking to its product's editor, those that can still sell first, and a
 * link to the product list filtered to them. Names and SKUs wrap instead of being cut, and the list
 * (at most 20) runs in columns across the page instead of scrolling inside the card, so no row is
 * clipped.
 */
export function LowStockList({ variants, lowCount, soldOutCount }: LowStockListProps) {
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
      {lowCount > 0 && (
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <p className="text-stone-700">
            {lowStockSummary(lowCount, soldOutCount)}
            {lowCount > variants.length && ` The first ${variants.length} are shown.`}
          </p>
          <Link to={adminPaths.lowStockProducts} className="font-semibold text-brand-700 hover:underline">
            Show the products low in stock
          </Link>
        </div>
      )}
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
                    {variant.size} / {capitalise(variant.color)}
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
