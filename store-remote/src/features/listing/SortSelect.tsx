import { SORT_LABELS, SORT_OPTIONS } from '@store/contracts/constants';
import { useId } from 'react';

/** Sort order of docs/product.md §9; "default" is the absence of a sortBy parameter. */
export function SortSelect({ value, onChange }: { value: string; onChange: (sortBy: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-stone-700 max-sm:sr-only">
        Sort by
      </label>
      <select
        id={id}
        value={value || 'default'}
        onChange={(event) => onChange(event.target.value === 'default' ? '' : event.target.value)}
        className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-stone-600"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
