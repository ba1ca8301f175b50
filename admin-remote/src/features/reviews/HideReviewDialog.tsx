import type { AdminReview } from '@store/contracts';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';

const REASON_MAX = 200;

interface HideReviewDialogProps {
  /** The review to hide; null when the dialog is closed. */
  review: AdminReview | null;
  busy: boolean;
  onHide: (reason: string) => void;
  onCancel: () => void;
}

/** Asks why a review is hidden (at most 200 characters, like the server). */
export function HideReviewDialog({ review, busy, onHide, onCancel }: HideReviewDialogProps) {
  return (
    <ReasonDialog
      open={review !== null}
      title={review ? `Hide the review by ${review.userName}?` : ''}
      description="Shoppers will no longer see it and it stops counting in the product’s rating. This cannot be undone."
      confirmLabel="Hide review"
      maxLength={REASON_MAX}
      busy={busy}
      onConfirm={onHide}
      onCancel={onCancel}
    />
  );
}
