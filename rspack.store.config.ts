import { createConfig } from './rspack.base.ts';

/** `rspack build` makes a production build; `rspack serve` (npm run dev) a development one. */
export default (env: Record<string, unknown> = {}) =>
  createConfig('store', { production: !env.RSPACK_SERVE });
