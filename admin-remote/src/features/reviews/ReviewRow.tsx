import type { AdminReview } from '@store/contracts';
import { REVIEW_FIT_LABELS } from '@store/contracts';
import { Link } from '@store/router';
import { Button } from '@store/ui';
import { adminPaths } from '../../app/paths.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { useReviewChanges } from './reviews-store.ts';

interface ReviewRowProps {
  review: AdminReview;
  /** Asks for the reason (HideReviewDialog); absent once the review is hidden. */
  onHide: (review: AdminReview) => void;
}

export function ReviewRow({ review, onHide }: ReviewRowProps) {
  const busy = useReviewChanges((state) => state.pending.includes(review._id));
  const dates = useShopDates();

  return (
    <tr className={table.row} aria-busy={busy || undefined}>
      <td className={`${table.plainCell} font-medium text-ink`}>
        <Link to={adminPaths.editProduct(review.productId)} className="underline-offset-2 hover:underline">
          {review.productName}
        </Link>
      </td>
      <td data-label="Author" className={table.cell}>
        <span>
          {review.userName}
          <span className="block text-xs text-stone-500">{dates.date(review.createdAt)}</span>
        </span>
      </td>
      <td data-label="Rating" className={table.cell}>
        <span>
          <span aria-hidden="true">{`${review.rating}/5`}</span>
          <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
        </span>
      </td>
      <td data-label="Fit" className={table.cell}>
        <span>
          {REVIEW_FIT_LABELS[review.fit]}
          <span className="block text-xs text-stone-500">{`Size ${review.size}`}</span>
        </span>
      </td>
      <td data-label="Review" className={`${table.cell} md:max-w-md`}>
        <span className="text-left">
          <span className="block font-medium text-ink">{review.title}</span>
          <span className="block whitespace-pre-line text-stone-700">{review.body}</span>
        </span>
      </td>
      <td data-label="Status" className={table.cell}>
        {review.hidden ? (
          <span>
            <span className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
              Hidden
            </span>
            <span className="mt-1 block text-xs text-stone-600">{`Reason: ${review.hiddenReason ?? ''}`}</span>
          </span>
        ) : (
          <span className="inline-block rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            Published
          </span>
        )}
      </td>
      <RowActions name={`review by ${review.userName}`} busy={busy}>
        {!review.hidden && (
          <Button
            variant="secondary"
            className="flex-1 py-1.5 md:flex-none"
            aria-label={`Hide the review by ${review.userName} of ${review.productName}`}
            disabled={busy}
            onClick={() => onHide(review)}
          >
            Hide
          </Button>
        )}
      </RowActions>
    </tr>
  );
}
