import { BRANDS, CATEGORIES, GENDERS, MATERIALS, SIZES } from '@store/contracts/constants';
import type { ProductFilters } from '../catalog/index.ts';
import { CheckboxFilter } from './CheckboxFilter.tsx';
import { ColorFilter } from './ColorFilter.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { RadioFilter } from './RadioFilter.tsx';

interface FilterSidebarProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
  activeCount: number;
  /** Off inside the phone drawer, whose own title says "Filters". */
  showTitle?: boolean;
}

/** Every filter option of spec §9; each change goes to the query string. */
export function FilterSidebar({
  filters,
  onChange,
  onClear,
  activeCount,
  showTitle = true,
}: FilterSidebarProps) {
  return (
    <div className="space-y-7">
      {(showTitle || activeCount > 0) && (
        <div className="flex min-h-7 items-center justify-between">
          {showTitle && <h2 className="text-lg font-semibold text-ink">Filters</h2>}
          {activeCount > 0 && (
            <button
              type="button"
              onClick={onClear}
              className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-ink"
            >
              Clear all
            </button>
          )}
        </div>
      )}
      <RadioFilter
        legend="Category"
        options={CATEGORIES}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      />
      <RadioFilter
        legend="Gender"
        options={GENDERS}
        value={filters.gender}
        onChange={(gender) => onChange({ gender })}
      />
      <ColorFilter value={filters.color} onChange={(color) => onChange({ color })} />
      <CheckboxFilter
        legend="Size"
        options={SIZES}
        values={filters.size}
        onChange={(size) => onChange({ size })}
      />
      <CheckboxFilter
        legend="Material"
        options={MATERIALS}
        values={filters.material}
        onChange={(material) => onChange({ material })}
      />
      <CheckboxFilter
        legend="Brand"
        options={BRANDS}
        values={filters.brand}
        onChange={(brand) => onChange({ brand })}
        scroll
      />
      <PriceFilter minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
    </div>
  );
}
