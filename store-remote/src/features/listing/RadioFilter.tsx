import { cn } from '@store/ui';
import { useId } from 'react';
import type { ProductFilters } from '../catalog/index.ts';
import { FilterOptionLink } from './FilterOptionLink.tsx';
import { type CountOf, withCount } from './facet-counts.ts';

interface RadioFilterProps {
  /** The filter this group sets, its title and its options. */
  filter: { name: 'category' | 'gender'; legend: string; options: readonly string[] };
  filters: ProductFilters;
  countOf: CountOf;
  onChange: (changes: Partial<ProductFilters>) => void;
  /** Without scripts: the address of the view a change leads to; each option is then a link. */
  linkTo?: ((changes: Partial<ProductFilters>) => string) | undefined;
}

/** One choice among options, with "All" to clear it. */
export function RadioFilter({
  filter: { name, legend, options },
  filters,
  countOf,
  onChange,
  linkTo,
}: RadioFilterProps) {
  const group = useId();
  const value = filters[name];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className="mt-3 space-y-2">
        {['', ...options].map((option) => {
          const count = option ? countOf(option) : undefined;
          const disabled = count === 0 && value !== option;
          const label = option ? withCount(option, count) : 'All';
          if (linkTo)
            return (
              <FilterOptionLink
                key={option || 'all'}
                to={disabled ? null : linkTo({ [name]: option })}
                chosen={value === option}
                shape="radio"
              >
                {label}
              </FilterOptionLink>
            );
          return (
            <label
              key={option || 'all'}
              className={cn(
                'flex items-center gap-3 text-sm',
                disabled ? 'cursor-not-allowed text-stone-500' : 'cursor-pointer text-stone-700',
              )}
            >
              <input
                type="radio"
                name={group}
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => {
                  const changes: Partial<ProductFilters> = {};
                  changes[name] = option;
                  onChange(changes);
                }}
                className="h-4 w-4 accent-ink"
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
