import type { SelectHTMLAttributes } from 'react';
import { useId } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** The first, empty choice ("Choose a state"). */
  placeholder: string;
  error?: string | undefined;
  /**
   * Keeps a line free under the field for its problem, so one appearing (when the field loses the
   * focus) does not move what is below while the shopper clicks it.
   */
  reserveError?: boolean;
}

/** A labelled select in the store's form style, with its problem under it when it has one. */
export function SelectField({
  label,
  options,
  placeholder,
  className,
  error,
  reserveError = false,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 block h-11 w-full rounded-md border bg-white px-3 text-base text-ink focus:border-stone-600 disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm ${error ? 'border-rose-700' : 'border-stone-300'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
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
