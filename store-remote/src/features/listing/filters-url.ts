import { DEFAULT_PAGE_SIZE, PRICE_RANGE, SORT_OPTIONS } from '@store/contracts/constants';
import { capitalise } from '@store/ui';
import { EMPTY_FILTERS, type ProductFilters } from '../catalog/index.ts';

/**
 * The listing's filters live in the query string (docs/product.md §2), so a URL reproduces a view and
 * back/forward work. The collection is the path segment; everything else is a parameter.
 */

const LIST_KEYS = ['size', 'material', 'brand'] as const;
const TEXT_KEYS = ['category', 'gender', 'color', 'search'] as const;

function readPrice(value: string | null): string {
  if (value === null || value.trim() === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return '';
  return String(Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Math.round(number))));
}

function readList(value: string | null): string[] {
  if (value === null) return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return Array.from(new Set(items));
}

export function filtersFromParams(collection: string, params: URLSearchParams): ProductFilters {
  const filters: ProductFilters = { ...EMPTY_FILTERS, collection };
  for (const key of TEXT_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  for (const key of LIST_KEYS) filters[key] = readList(params.get(key));
  filters.minPrice = readPrice(params.get('minPrice'));
  filters.maxPrice = readPrice(params.get('maxPrice'));
  const sortBy = params.get('sortBy') ?? '';
  filters.sortBy = (SORT_OPTIONS as readonly string[]).includes(sortBy) && sortBy !== 'default' ? sortBy : '';
  return filters;
}

/** The query string of a view: only non-empty filters (docs/product.md §5), the page when past the first. */
export function paramsFromFilters(filters: Partial<ProductFilters>, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...TEXT_KEYS, 'minPrice', 'maxPrice', 'sortBy'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const key of LIST_KEYS) {
    const values = filters[key] ?? [];
    if (values.length > 0) params.set(key, values.join(','));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The address of a view of the listing at `pathname`: what the listing navigates to when a control
 * changes the filters (`setParams(paramsFromFilters(...))`), written out for a link.
 */
export function listingHref(pathname: string, filters: Partial<ProductFilters>, page = 1): string {
  const search = paramsFromFilters(filters, page).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The fields of a GET form that sets the price and keeps every other filter, in the order
 * `paramsFromFilters` writes them: `before` the two price fields, then `after` them.
 */
export function priceFormFields(filters: Partial<ProductFilters>): {
  before: Array<[string, string]>;
  after: Array<[string, string]>;
} {
  const others = [...paramsFromFilters({ ...filters, minPrice: '', maxPrice: '' }).entries()];
  const first = (TEXT_KEYS as readonly string[]).slice();
  return {
    before: others.filter(([key]) => first.includes(key)),
    after: others.filter(([key]) => !first.includes(key)),
  };
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** How many filters narrow the view (the search and the sort order are not filters). */
export function activeFilterCount(filters: ProductFilters): number {
  const single = [filters.category, filters.gender, filters.color].filter(Boolean).length;
  const price = filters.minPrice || filters.maxPrice ? 1 : 0;
  return single + price + filters.size.length + filters.material.length + filters.brand.length;
}

/** Titles of docs/product.md §2: all, men, women, featured, otherwise the capitalised name. */
export function collectionTitle(collection: string): string {
  switch (collection.toLowerCase()) {
    case 'all':
      return 'All Collections';
    case 'men':
      return 'Men';
    case 'women':
      return 'Women';
    case 'featured':
      return 'Featured';
    default:
      return capitalise(collection);
  }
}

/** "Men", "Top Wear", "Men's Top Wear", "Unisex Top Wear" from the gender and category filters. */
function genderCategoryTitle(gender: string, category: string): string | null {
  if (gender && category) return gender === 'Unisex' ? `Unisex ${category}` : `${gender}'s ${category}`;
  return gender || category || null;
}

/**
 * The listing's heading and tab title follow what it shows (docs/product.md §2): the collection's
 * title; on the main listing the gender and category filters name it instead ('Men', 'Top Wear',
 * "Men's Top Wear"); a search reads 'Results for “{search}”' (with ' in {title}' when the view is
 * narrower than All Collections).
 */
export function listingTitle(collection: string, filters: ProductFilters): string {
  const named =
    collection.toLowerCase() === 'all' ? genderCategoryTitle(filters.gender, filters.category) : null;
  const title = named ?? collectionTitle(collection);
  if (!filters.search) return title;
  const results = `Results for “${filters.search}”`;
  return title === collectionTitle('all') ? results : `${results} in ${title}`;
}

/** The API query of a listing page: its filters, the collection ("all" is none), the page size and page. */
export function listingQuery(collection: string, filters: ProductFilters, page: number) {
  return {
    ...filters,
    // "all" is the absence of a collection filter.
    collection: collection.toLowerCase() === 'all' ? '' : collection,
    limit: DEFAULT_PAGE_SIZE,
    ...(page > 1 ? { page } : {}),
  };
}
