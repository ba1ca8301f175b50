import { useId } from 'react';
import type { ProductFilters } from '../catalog/index.ts';

interface RadioFilterProps {
  /** The filter this group sets, its title and its options. */
  filter: { name: 'category' | 'gender'; legend: string; options: readonly string[] };
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
}

/** One choice among options, with "All" to clear it. */
export function RadioFilter({ filter: { name, legend, options }, filters, onChange }: RadioFilterProps) {
  const group = useId();
  const value = filters[name];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className="mt-3 space-y-2">
        {['', ...options].map((option) => (
          <label
            key={option || 'all'}
            className="flex cursor-pointer items-center gap-3 text-sm text-stone-700"
          >
            <input
              type="radio"
              name={group}
              value={option}
              checked={value === option}
              onChange={() => {
                const changes: Partial<ProductFilters> = {};
                changes[name] = option;
                onChange(changes);
              }}
              className="h-4 w-4 accent-ink"
            />
            {option || 'All'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
