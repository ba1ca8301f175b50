/**
 * The listing screen's filter state (docs/product.md §3): every value empty by default; size,
 * material and brand are lists. The listing keeps it in the query string (`listing/filters-url.ts`).
 */
export interface ProductFilters {
  collection: string;
  category: string;
  gender: string;
  color: string;
  size: string[];
  material: string[];
  brand: string[];
  minPrice: string;
  maxPrice: string;
  sortBy: string;
  search: string;
}

export const EMPTY_FILTERS: ProductFilters = {
  collection: '',
  category: '',
  gender: '',
  color: '',
  size: [],
  material: [],
  brand: [],
  minPrice: '',
  maxPrice: '',
  sortBy: '',
  search: '',
};
