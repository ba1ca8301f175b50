import { readFileSync, statSync } from 'node:fs';
import { type RuntimeConfig, runtimeConfigSchema } from '@store/contracts';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';

export interface RuntimeConfigSource {
  current: () => RuntimeConfig;
  /** Origins outside this server named by the current config (for CSP). */
  externalOrigins: () => string[];
}

/**
 * The runtime config from the environment (STORE_REMOTE_URL, ADMIN_REMOTE_URL, API_BASE_URL), or
 * from RUNTIME_CONFIG_FILE when set. The file is re-read whenever it changes, so pointing the shell
 * at a newly deployed remote needs neither a shell rebuild nor a restart. A file that cannot be read
 * or has the wrong shape keeps the last good config (and is logged).
 */
export function createRuntimeConfigSource(
  config: ServerConfig,
  log: (message: string) => void,
): RuntimeConfigSource {
  const fromEnv = config.runtime;
  let last = fromEnv;
  let lastStamp = '';

  const current = (): RuntimeConfig => {
    const file = config.runtimeConfigFile;
    if (!file) return fromEnv;
    try {
      const stat = statSync(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp === lastStamp) return last;
      lastStamp = stamp;
      const parsed = runtimeConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
      last = parsed.data;
    } catch (error) {
      log(`runtime config ${file} not used: ${(error as Error).message}`);
    }
    return last;
  };

  // Asked for by every response's security policy: worked out once per config.
  let origins: { of: RuntimeConfig; list: string[] } | null = null;
  const externalOrigins = () => {
    const config = current();
    if (origins?.of === config) return origins.list;
    origins = { of: config, list: originsOf(config) };
    return origins.list;
  };

  return { current, externalOrigins };
}

function originsOf({ apiBaseUrl, remotes }: RuntimeConfig): string[] {
  const origins = [apiBaseUrl, ...Object.values(remotes)].flatMap((url) => {
    try {
      return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
