import { createConfig } from './rspack.base.ts';
import { createStoreServerConfig } from './rspack.store-server.ts';

/**
 * `rspack build` makes the production browser build and, beside it in dist/server, the server build
 * the server renders pages with; `rspack serve` (npm run dev) a development browser build.
 */
export default (env: Record<string, unknown> = {}) =>
  env.RSPACK_SERVE
    ? createConfig('store', { production: false })
    : [createConfig('store', { production: true }), createStoreServerConfig()];
