import type { AdminReturnRequest } from '@store/contracts';
import { RETURN_REJECT_REASON_MAX } from '@store/contracts/return-rules';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { dialogKeys, useDialogFocus } from '../../components/dialog-focus.ts';
import { field } from '../../components/form/field-styles.ts';

interface RejectReturnDialogProps {
  /** The request to reject; null when the dialog is closed. */
  request: AdminReturnRequest | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks why a return is rejected (required, at most 200 characters, like the server); the customer
 * reads the reason. Focus starts in the reason, stays inside, Escape cancels, focus returns.
 */
export function RejectReturnDialog({ request, busy, onReject, onCancel }: RejectReturnDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = request !== null;

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  useDialogFocus(open, reasonRef);

  if (!request) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Reason is required');
      reasonRef.current?.focus();
      return;
    }
    onReject(trimmed);
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
          {`Reject the return of ${request.name}?`}
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          {`${request.customer.name} is e-mailed the reason and sees it on the order.`}
        </p>
        <form noValidate onSubmit={submit} className="mt-4">
          <label htmlFor={reasonId} className={field.label}>
            Reason
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            rows={3}
            maxLength={RETURN_REJECT_REASON_MAX}
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
              Reject return
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
