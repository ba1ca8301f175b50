import { Button } from '@store/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { dialogKeys, useDialogFocus } from './dialog-focus.ts';
import { field } from './form/field-styles.ts';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens once confirmed, said under the title. */
  description: ReactNode;
  /** The label of the button that confirms (a destructive action). */
  confirmLabel: string;
  /** The most characters the server accepts for the reason. */
  maxLength: number;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A modal that asks why before a destructive step (hiding a review, rejecting a return): the reason
 * is required. Focus starts in the reason, stays inside, Escape cancels, focus returns to the opener.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  maxLength,
  busy,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  useDialogFocus(open, reasonRef);

  if (!open) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Reason is required');
      reasonRef.current?.focus();
      return;
    }
    onConfirm(trimmed);
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
          {title}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{description}</p>
        <form noValidate onSubmit={submit} className="mt-4">
          <label htmlFor={reasonId} className={field.label}>
            Reason
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            rows={3}
            maxLength={maxLength}
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
              {confirmLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
