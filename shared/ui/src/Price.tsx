import { cn } from './cn.ts';
import { useRupees } from './money.ts';

interface PriceProps {
  /** List price in rupees. */
  price: number;
  /** Sale price in rupees, shown instead of price (with price struck through) when lower. */
  discountPrice?: number | null;
  className?: string;
}

/**
 * Selling price with the original struck through and the discount ('20% off') when on sale (the
 * selling price, docs/api.md "Money"). It wraps rather than overflow a narrow card.
 */
export function Price({ price, discountPrice, className }: PriceProps) {
  const rupees = useRupees();
  const onSale = discountPrice != null && discountPrice < price;
  const off = onSale ? discountPercent(price, discountPrice) : 0;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-semibold', onSale && 'text-sale')}>
        {rupees(onSale ? discountPrice : price)}
      </span>
      {onSale && (
        <s className="text-sm font-normal text-stone-500">
          <span className="sr-only">Was </span>
          {rupees(price)}
        </s>
      )}
      {off > 0 && <span className="text-xs font-semibold text-sale">{off}% off</span>}
    </span>
  );
}

/** How much of the price a sale takes off, in whole percent (a saving under 0.5% is 0, not shown). */
export const discountPercent = (price: number, discountPrice: number): number =>
  Math.round((1 - discountPrice / price) * 100);

/** The price a shopper pays: the discount price when set and lower, else the price. */
export function sellingPrice(price: number, discountPrice?: number | null): number {
  return discountPrice != null && discountPrice < price ? discountPrice : price;
}
