/**
 * `@store/api/search`: what a search that found nothing offers instead, kept out of `@store/api` so
 * the first load does not carry it; the listing bundles this entry. It reaches the network through
 * `@store/api` by its package name (the shared, configured client), like `@store/api/checkout`.
 */
export * as searchApi from './calls.ts';
