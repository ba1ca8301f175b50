import type { FacetValue, ProductFacets } from '@store/contracts';

/**
 * The filters GET /api/products/facets counts, in the contracts' order. Checked here by hand rather
 * than with the contracts' zod schema: the storefront never loads zod (docs/architecture.md §2);
 * `api.test.ts` holds this check and `productFacetsSchema` together.
 */
export const FACET_NAMES = ['size', 'color', 'gender', 'category', 'material', 'brand'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFacetValue = (value: unknown): value is FacetValue =>
  isObject(value) &&
  typeof value.value === 'string' &&
  typeof value.count === 'number' &&
  Number.isInteger(value.count);

/** True when `value` has the shape of `productFacetsSchema`. */
export function isProductFacets(value: unknown): value is ProductFacets {
  return (
    isObject(value) &&
    FACET_NAMES.every((name) => {
      const values = value[name];
      return Array.isArray(values) && values.every(isFacetValue);
    })
  );
}
