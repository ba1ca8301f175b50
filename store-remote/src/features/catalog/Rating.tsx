import { cn } from '@store/ui';
import { Stars } from './Stars.tsx';

/**
 * Five stars filled to the product's rating and its number of reviews; 'No reviews yet' and no stars
 * when it has no published review (docs/product.md §3). Without `reviews`: one review's stars.
 */
export function Rating({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews?: number;
  className?: string;
}) {
  if (reviews !== undefined && reviews <= 0)
    return <p className={cn('text-sm text-stone-600', className)}>No reviews yet</p>;
  const percent = `${Math.min(100, Math.max(0, (rating / 5) * 100))}%`;
  return (
    <p className={cn('flex items-center gap-2 text-sm text-stone-600', className)}>
      <span className="relative inline-flex" aria-hidden="true">
        <Stars className="text-stone-300" />
        <span className="absolute inset-0 overflow-hidden" style={{ width: percent }}>
          <Stars className="text-brand-500" />
        </span>
      </span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      {reviews !== undefined && (
        <span>
          ({reviews} {reviews === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </p>
  );
}
