import {
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '@store/contracts/runtime-config';

export type { RemoteName, RuntimeConfig } from '@store/contracts/runtime-config';
/** Same-origin API and remotes: what the shell uses when /config.json cannot be read. */
export const DEFAULT_CONFIG = DEFAULT_RUNTIME_CONFIG;

/**
 * Reads /config.json, served beside the shell with no-cache, so a remote can move or be redeployed
 * without rebuilding the shell. An unreadable config falls back to the same-origin defaults.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('[shell] using the default runtime config:', error);
    return DEFAULT_CONFIG;
  }
}
