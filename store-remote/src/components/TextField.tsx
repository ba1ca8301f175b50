import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/** A labelled input in the store's form style. */
export function TextField({ label, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        className="mt-1.5 block h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus:border-stone-600 disabled:bg-stone-100 disabled:text-stone-600 sm:text-sm"
        {...input}
      />
    </div>
  );
}
