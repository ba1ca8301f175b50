import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's problem, shown under it and announced with it (aria-describedby). */
  error?: string | undefined;
  /**
   * Keeps a line free under the field for its problem, so one appearing (when the field loses the
   * focus) does not move what is below while the shopper clicks it.
   */
  reserveError?: boolean;
  /** A hint under the field (what it takes), before any problem. */
  hint?: string | undefined;
}

/** A labelled input in the store's form style, with its problem under it when it has one. */
export function TextField({ label, className, error, reserveError = false, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block h-11 w-full rounded-md border bg-white px-3 text-base text-ink placeholder:text-stone-500 focus:border-stone-600 disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm ${error ? 'border-rose-700' : 'border-stone-300'}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-rose-800">
          {error}
        </p>
      ) : (
        reserveError && <p aria-hidden="true" className="mt-1 min-h-5" />
      )}
    </div>
  );
}
