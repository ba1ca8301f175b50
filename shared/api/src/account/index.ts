/**
 * `@store/api/account`: the address book and password calls, kept out of `@store/api` so the first
 * load does not carry them; the screens that use them bundle this entry. It reaches the network
 * through `@store/api` by its package name (the shared, configured client), like `@store/api/admin`.
 */
export * as accountApi from './calls.ts';
