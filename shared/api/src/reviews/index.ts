/**
 * `@store/api/reviews`: the product reviews calls, kept out of `@store/api` so the first load does
 * not carry them; the product page's reviews section (loaded when shown) bundles this entry.
 */
export * as reviewsApi from './calls.ts';
