import { cn } from './cn.ts';
import { useRupees } from './money.ts';

interface PriceProps {
  /** List price in rupees. */
  price: number;
  /** Sale price in rupees, shown instead of price (with price struck through) when lower. */
  discountPrice?: number | null;
  className?: string;
}

/** Selling price with the original struck through when on sale (the selling price, docs/api.md "Money"). */
export function Price({ price, discountPrice, className }: PriceProps) {
  const rupees = useRupees();
  const onSale = discountPrice != null && discountPrice < price;
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className={cn('font-semibold', onSale && 'text-sale')}>
        {rupees(onSale ? discountPrice : price)}
      </span>
      {onSale && (
        <s className="text-sm font-normal text-stone-500">
          <span className="sr-only">Was </span>
          {rupees(price)}
        </s>
      )}
    </span>
  );
}

/** The price a shopper pays: the discount price when set and lower, else the price. */
export function sellingPrice(price: number, discountPrice?: number | null): number {
  return discountPrice != null && discountPrice < price ? discountPrice : price;
}
