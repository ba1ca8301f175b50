import { z } from 'zod';
import type { RuntimeConfig } from './runtime-config-shape.ts';

export * from './runtime-config-shape.ts';

/**
 * `/config.json` for the server (it reads RUNTIME_CONFIG_FILE with it). The browser checks the same
 * shape without zod through `parseRuntimeConfig`; runtime-config.test.ts keeps the two in agreement.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  remotes: z.object({ store: z.string(), admin: z.string() }),
  serverRemotes: z.object({ store: z.string().optional() }).optional(),
}) satisfies z.ZodType<RuntimeConfig>;
