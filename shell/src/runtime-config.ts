export type RemoteName = 'store' | 'admin';

export interface RuntimeConfig {
  /** Origin in front of /api; empty for the shell's own origin. */
  apiBaseUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  remotes: { store: '/remotes/store/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
};

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    typeof candidate.remotes.store === 'string' &&
    typeof candidate.remotes.admin === 'string'
  );
}

/**
 * Reads /config.json, served beside the shell with no-cache, so a remote can move or be redeployed
 * without rebuilding the shell. An unreadable config falls back to the same-origin defaults.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const value: unknown = await response.json();
    if (!isRuntimeConfig(value)) throw new Error(`${url} does not have apiBaseUrl and remotes.store/admin`);
    return value;
  } catch (error) {
    console.warn('[shell] using the default runtime config:', error);
    return DEFAULT_CONFIG;
  }
}
