import { DEFAULT_RATING } from '@store/contracts/constants';
import { cn } from '@store/ui';
import { Stars } from './Stars.tsx';

/** Five stars filled to the product's rating; 4 when it has none yet (docs/product.md §3). */
export function Rating({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews?: number;
  className?: string;
}) {
  const value = rating > 0 ? rating : DEFAULT_RATING;
  const percent = `${Math.min(100, Math.max(0, (value / 5) * 100))}%`;
  return (
    <p className={cn('flex items-center gap-2 text-sm text-stone-600', className)}>
      <span className="relative inline-flex" aria-hidden="true">
        <Stars className="text-stone-300" />
        <span className="absolute inset-0 overflow-hidden" style={{ width: percent }}>
          <Stars className="text-brand-500" />
        </span>
      </span>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
      <span aria-hidden="true">{value.toFixed(1)}</span>
      {reviews !== undefined && reviews > 0 && (
        <span>
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </p>
  );
}
