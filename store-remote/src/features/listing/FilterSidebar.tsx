import type { ProductFacets } from '@store/contracts';
import { BRANDS, CATEGORIES, GENDERS, MATERIALS, SIZES } from '@store/contracts/constants';
import { Link } from '@store/router';
import type { ProductFilters } from '../catalog/index.ts';
import { CheckboxFilter } from './CheckboxFilter.tsx';
import { ColorFilter } from './ColorFilter.tsx';
import { countsOf } from './facet-counts.ts';
import type { ListingLinks } from './listing-links.ts';
import { PriceFilter } from './PriceFilter.tsx';
import { RadioFilter } from './RadioFilter.tsx';

/** The single-choice filters and the lists (docs/product.md §3), in the sidebar's order. */
const CHOICES = [
  { name: 'category', legend: 'Category', options: CATEGORIES },
  { name: 'gender', legend: 'Gender', options: GENDERS },
] as const;
const LISTS = [
  { name: 'size', legend: 'Size', options: SIZES },
  { name: 'material', legend: 'Material', options: MATERIALS },
  { name: 'brand', legend: 'Brand', options: BRANDS },
] as const;

interface FilterSidebarProps {
  filters: ProductFilters;
  /** Products per filter value for the current view; null shows the values without counts. */
  facets: ProductFacets | null;
  onChange: (changes: Partial<ProductFilters>) => void;
  onClear: () => void;
  activeCount: number;
  /** Off inside the phone drawer, whose own title says "Filters". */
  showTitle?: boolean;
  /** Without scripts: every option a link, the price a GET form, 'Clear all' a link. */
  links?: ListingLinks | undefined;
}

/**
 * Every filter option of docs/product.md §9 with how many products it would leave ('M (12)'); an
 * option that would leave none is disabled, unless it is chosen (so it can be cleared). Each change
 * goes to the query string.
 */
export function FilterSidebar({
  filters,
  facets,
  onChange,
  onClear,
  activeCount,
  showTitle = true,
  links,
}: FilterSidebarProps) {
  const clearClass = 'text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-ink';
  return (
    <div className="space-y-7">
      {(showTitle || activeCount > 0) && (
        <div className="flex min-h-7 items-center justify-between">
          {showTitle && <h2 className="text-lg font-semibold text-ink">Filters</h2>}
          {activeCount > 0 &&
            (links ? (
              <Link to={links.clear} rel="nofollow" className={clearClass}>
                Clear all
              </Link>
            ) : (
              <button type="button" onClick={onClear} className={clearClass}>
                Clear all
              </button>
            ))}
        </div>
      )}
      {CHOICES.map((choice) => (
        <RadioFilter
          key={choice.name}
          filter={choice}
          filters={filters}
          countOf={countsOf(facets, choice.name)}
          onChange={onChange}
          linkTo={links?.to}
        />
      ))}
      <ColorFilter
        value={filters.color}
        countOf={countsOf(facets, 'color')}
        onChange={(color) => onChange({ color })}
        linkTo={links && ((color) => links.to({ color }))}
      />
      {LISTS.map((list) => (
        <CheckboxFilter
          key={list.name}
          filter={list}
          filters={filters}
          countOf={countsOf(facets, list.name)}
          onChange={onChange}
          linkTo={links?.to}
        />
      ))}
      <PriceFilter
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={onChange}
        form={links?.priceForm}
      />
    </div>
  );
}
