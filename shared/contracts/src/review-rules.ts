/** The rules of reviews without zod: the storefront's reviews chunk imports them alone. */

/** How a garment fits, as its buyer says (docs/product.md §3, Reviews). */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 5;
/** The fit summary shows once this many buyers gave a fit and most of them agree. */
export const FIT_SUMMARY_MIN_BUYERS = 3;

/**
 * The fit summary (docs/product.md §3, Reviews): once at least FIT_SUMMARY_MIN_BUYERS buyers gave a
 * fit and more than half of them agree on small or large.
 */
export function fitSummary(fit: { small: number; true: number; large: number }): string | null {
  const total = fit.small + fit.true + fit.large;
  if (total < FIT_SUMMARY_MIN_BUYERS) return null;
  if (fit.small * 2 > total) return 'Most buyers say it runs small: consider one size up';
  if (fit.large * 2 > total) return 'Most buyers say it runs large: consider one size down';
  if (fit.true * 2 > total) return 'Most buyers say it is true to size';
  return null;
}
