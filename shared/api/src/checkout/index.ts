/**
 * `@store/api/checkout`: checkout, payment and the shopper's orders, kept out of `@store/api` so the
 * first load does not carry them; the screens that use them bundle this entry. It reaches the network
 * through `@store/api` by its package name (the shared, configured client), like `@store/api/admin`.
 */
export * as checkoutApi from './calls.ts';
