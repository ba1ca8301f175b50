/** Facet counts as GET /api/products/facets answers them (see productFacetsSchema). */
import type { ProductFacets } from '@store/contracts';
import { BRANDS, CATEGORIES, COLORS, GENDERS, MATERIALS, SIZES } from '@store/contracts/constants';

const VALUES: Record<keyof ProductFacets, readonly string[]> = {
  size: SIZES,
  color: COLORS,
  gender: GENDERS,
  category: CATEGORIES,
  material: MATERIALS,
  brand: BRANDS,
};

/**
 * Every value of every filter of docs/product.md §9 with `otherwise` products, except those named in
 * `counts` (e.g. { size: { XXL: 0 }, color: { navy: 12 } }).
 */
export function someFacets(
  counts: Partial<Record<keyof ProductFacets, Record<string, number>>> = {},
  otherwise = 4,
): ProductFacets {
  const facet = (name: keyof ProductFacets) =>
    VALUES[name].map((value) => ({ value, count: counts[name]?.[value] ?? otherwise }));
  return {
    size: facet('size'),
    color: facet('color'),
    gender: facet('gender'),
    category: facet('category'),
    material: facet('material'),
    brand: facet('brand'),
  };
}
