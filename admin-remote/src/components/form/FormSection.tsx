import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with its legend), two columns from the sm breakpoint. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
