import type { ProductFilters } from '../catalog/index.ts';
import { listingHref, priceFormFields } from './filters-url.ts';

/**
 * Where each control of the listing leads, for a page without scripts (the server's HTML before
 * hydration): the same addresses the controls navigate to once the scripts run
 * (docs/product.md §2, "without JavaScript").
 */
export interface ListingLinks {
  /** The view with these changes, back on page 1. */
  to: (changes: Partial<ProductFilters>) => string;
  /** 'Clear all': the filters go, the search and the sort order stay. */
  clear: string;
  /** The price form: its action and the other filters as hidden fields. */
  priceForm: { action: string; before: Array<[string, string]>; after: Array<[string, string]> };
}

export function listingLinks(pathname: string, filters: ProductFilters): ListingLinks {
  return {
    to: (changes) => listingHref(pathname, { ...filters, ...changes }),
    clear: listingHref(pathname, { search: filters.search, sortBy: filters.sortBy }),
    priceForm: { action: pathname, ...priceFormFields(filters) },
  };
}
