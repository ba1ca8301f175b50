import { cn } from '@store/ui';
import type { ProductFilters } from '../catalog/index.ts';

interface CheckboxFilterProps {
  /** The list filter these boxes set, its title and its options. */
  filter: { name: 'size' | 'material' | 'brand'; legend: string; options: readonly string[] };
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
}

/** A longer list (the 34 brands) scrolls inside the sidebar. */
const SCROLL_AFTER = 12;

/** Any number of options (sizes, materials, brands are lists, docs/product.md §3). */
export function CheckboxFilter({
  filter: { name, legend, options },
  filters,
  onChange,
}: CheckboxFilterProps) {
  const values = filters[name];
  const toggle = (option: string, checked: boolean) => {
    const changes: Partial<ProductFilters> = {};
    changes[name] = checked ? values.concat(option) : values.filter((value) => value !== option);
    onChange(changes);
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className={cn('mt-3 space-y-2', options.length > SCROLL_AFTER && 'max-h-60 overflow-y-auto pr-2')}>
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-3 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="h-4 w-4 accent-ink"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
