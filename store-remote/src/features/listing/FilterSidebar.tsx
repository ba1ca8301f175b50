import { BRANDS, CATEGORIES, GENDERS, MATERIALS, SIZES } from '@store/contracts/constants';
import type { ProductFilters } from '../catalog/index.ts';
import { CheckboxFilter } from './CheckboxFilter.tsx';
import { ColorFilter } from './ColorFilter.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { RadioFilter } from './RadioFilter.tsx';

/** The single-choice filters and the lists (docs/product.md §3), in the sidebar's order. */
const CHOICES = [
  { key: 'category', legend: 'Category', options: CATEGORIES },
  { key: 'gender', legend: 'Gender', options: GENDERS },
] as const;
const LISTS = [
  { key: 'size', legend: 'Size', options: SIZES },
  { key: 'material', legend: 'Material', options: MATERIALS },
  { key: 'brand', legend: 'Brand', options: BRANDS },
] as const;
/** A longer list (the 34 brands) scrolls inside the sidebar. */
const SCROLL_AFTER = 12;

interface FilterSidebarProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
  activeCount: number;
  /** Off inside the phone drawer, whose own title says "Filters". */
  showTitle?: boolean;
}

/** Every filter option of docs/product.md §9; each change goes to the query string. */
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
      {CHOICES.map(({ key, legend, options }) => (
        <RadioFilter
          key={key}
          legend={legend}
          options={options}
          value={filters[key]}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      <ColorFilter value={filters.color} onChange={(color) => onChange({ color })} />
      {LISTS.map(({ key, legend, options }) => (
        <CheckboxFilter
          key={key}
          legend={legend}
          options={options}
          values={filters[key]}
          onChange={(values) => onChange({ [key]: values })}
          scroll={options.length > SCROLL_AFTER}
        />
      ))}
      <PriceFilter minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
    </div>
  );
}
