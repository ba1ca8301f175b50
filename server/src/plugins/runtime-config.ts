import { readFileSync, statSync } from 'node:fs';
import type { ServerConfig } from '../config.ts';

/** What /config.json tells the shell: where the API and each remote's manifest live. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: { store: string; admin: string };
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const candidate = value as Partial<RuntimeConfig> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes?.store === 'string' &&
    typeof candidate.remotes?.admin === 'string'
  );
}

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
  const fromEnv: RuntimeConfig = {
    apiBaseUrl: config.runtime.apiBaseUrl,
    remotes: { store: config.runtime.storeManifestUrl, admin: config.runtime.adminManifestUrl },
  };
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
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isRuntimeConfig(value)) throw new Error('expected { apiBaseUrl, remotes: { store, admin } }');
      last = value;
    } catch (error) {
      log(`runtime config ${file} not used: ${(error as Error).message}`);
    }
    return last;
  };

  const externalOrigins = () => {
    const { apiBaseUrl, remotes } = current();
    const origins = [apiBaseUrl, remotes.store, remotes.admin].flatMap((url) => {
      try {
        return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)];
  };

  return { current, externalOrigins };
}
