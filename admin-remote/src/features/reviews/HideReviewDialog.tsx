import type { AdminReview } from '@store/contracts';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { dialogKeys, useDialogFocus } from '../../components/dialog-focus.ts';
import { field } from '../../components/form/field-styles.ts';

const REASON_MAX = 200;

interface HideReviewDialogProps {
  /** The review to hide; null when the dialog is closed. */
  review: AdminReview | null;
  busy: boolean;
  onHide: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks why a review is hidden (the reason is required, at most 200 characters, like the server).
 * Focus starts in the reason, stays inside the dialog, Escape cancels, focus returns to the opener.
 */
export function HideReviewDialog({ review, busy, onHide, onCancel }: HideReviewDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = review !== null;

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  useDialogFocus(open, reasonRef);

  if (!review) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Reason is required');
      reasonRef.current?.focus();
      return;
    }
    onHide(trimmed);
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={dialogKeys(dialogRef, busy, onCancel)}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {`Hide the review by ${review.userName}?`}
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Shoppers will no longer see it and it stops counting in the product’s rating. This cannot be undone.
        </p>
        <form noValidate onSubmit={submit} className="mt-4">
          <label htmlFor={reasonId} className={field.label}>
            Reason
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={field.input}
          />
          {error && (
            <p id={`${reasonId}-error`} className={field.error}>
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={busy}>
              Hide review
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
