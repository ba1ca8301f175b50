import { cn } from '@store/ui';
import type { ProductFilters } from '../catalog/index.ts';
import { FilterOptionLink } from './FilterOptionLink.tsx';
import { type CountOf, withCount } from './facet-counts.ts';

interface CheckboxFilterProps {
  /** The list filter these boxes set, its title and its options. */
  filter: { name: 'size' | 'material' | 'brand'; legend: string; options: readonly string[] };
  filters: ProductFilters;
  countOf: CountOf;
  onChange: (changes: Partial<ProductFilters>) => void;
  /** Without scripts: the address of the view a change leads to; each option is then a link. */
  linkTo?: ((changes: Partial<ProductFilters>) => string) | undefined;
}

/** A longer list (the 34 brands) scrolls inside the sidebar. */
const SCROLL_AFTER = 12;

/** Any number of options (sizes, materials, brands are lists, docs/product.md §3). */
export function CheckboxFilter({
  filter: { name, legend, options },
  filters,
  countOf,
  onChange,
  linkTo,
}: CheckboxFilterProps) {
  const values = filters[name];
  const toggled = (option: string, checked: boolean): Partial<ProductFilters> => ({
    [name]: checked ? values.concat(option) : values.filter((value) => value !== option),
  });
  const toggle = (option: string, checked: boolean) => onChange(toggled(option, checked));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className={cn('mt-3 space-y-2', options.length > SCROLL_AFTER && 'max-h-60 overflow-y-auto pr-2')}>
        {options.map((option) => {
          const checked = values.includes(option);
          const count = countOf(option);
          const disabled = count === 0 && !checked;
          if (linkTo)
            return (
              <FilterOptionLink
                key={option}
                to={disabled ? null : linkTo(toggled(option, !checked))}
                chosen={checked}
                shape="checkbox"
              >
                {withCount(option, count)}
              </FilterOptionLink>
            );
          return (
            <label
              key={option}
              className={cn(
                'flex items-center gap-3 text-sm',
                disabled ? 'cursor-not-allowed text-stone-500' : 'cursor-pointer text-stone-700',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option, event.target.checked)}
                className="h-4 w-4 accent-ink"
              />
              {withCount(option, count)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
