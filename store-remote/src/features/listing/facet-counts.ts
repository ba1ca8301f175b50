import type { ProductFacets } from '@store/contracts';

/** How many products a value of one filter would leave; undefined while the counts are unknown. */
export type CountOf = (value: string) => number | undefined;

/**
 * The counts of one filter from GET /api/products/facets. A value the answer leaves out matches no
 * product (0); values are matched without regard to case (colours are stored in lower case).
 */
export function countsOf(facets: ProductFacets | null, name: keyof ProductFacets): CountOf {
  if (facets === null) return () => undefined;
  const counts = new Map(facets[name].map(({ value, count }) => [value.toLowerCase(), count]));
  return (value) => counts.get(value.toLowerCase()) ?? 0;
}

/** 'M (12)' once the counts are known, else 'M'. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count})`;
