/**
 * `@store/api/admin`: the calls only the admin remote makes (its API under /api/admin and image
 * uploads), kept out of `@store/api` so the shell's and the storefront's first load do not carry them.
 *
 * Everything here reaches the network through `@store/api` by its package name, never through a
 * relative import: the admin build bundles this entry, while `@store/api` is a shared singleton that
 * the shell provides, so the base URL and token set by `configureApi` apply here too. A relative
 * import would bundle a second, unconfigured copy of the client into the admin remote.
 */
export * as adminApi from './calls.ts';
export { uploadImage } from './upload.ts';
