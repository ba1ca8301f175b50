/**
 * The shape of `/config.json`, which tells the shell at run time where the API and each remote's
 * `mf-manifest.json` live. Zod-free on purpose (entry `@store/contracts/runtime-config`): the shell
 * checks the file with `parseRuntimeConfig` without loading zod. The server validates the same
 * shape with `runtimeConfigSchema` (runtime-config.ts); a test keeps the two in agreement.
 */

export const REMOTE_NAMES = ['store', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** Origin in front of /api; empty for the shell's own origin. */
  apiBaseUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
  /**
   * Server builds the server renders pages with, by remote (only the storefront has one): the URL of
   * its `remoteEntry.js`, relative URLs meaning the server's own origin. Absent: pages are rendered
   * in the browser only.
   */
  serverRemotes?: { store?: string };
}

/** Everything served by one process: the API on the same origin, each remote under /remotes/{name}/. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  remotes: { store: '/remotes/store/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  serverRemotes: { store: '/remotes/store/server/remoteEntry.js' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with `value` as a runtime config (the first problem found), or null when nothing is. */
export function runtimeConfigProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'expected an object { apiBaseUrl, remotes: { store, admin } }';
  if (typeof value.apiBaseUrl !== 'string') return 'apiBaseUrl must be a string';
  const remotes = value.remotes;
  if (!isRecord(remotes)) return 'remotes must be an object { store, admin }';
  const missing = REMOTE_NAMES.find((name) => typeof remotes[name] !== 'string');
  if (missing !== undefined) return `remotes.${missing} must be a string`;
  const serverRemotes = value.serverRemotes;
  if (serverRemotes === undefined) return null;
  if (!isRecord(serverRemotes)) return 'serverRemotes must be an object { store }';
  if (serverRemotes.store !== undefined && typeof serverRemotes.store !== 'string')
    return 'serverRemotes.store must be a string';
  return null;
}

/** The runtime config with only its own fields, or an Error naming what is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problem = runtimeConfigProblem(value);
  if (problem !== null) throw new Error(problem);
  const { apiBaseUrl, remotes, serverRemotes } = value as RuntimeConfig;
  return {
    apiBaseUrl,
    remotes: { store: remotes.store, admin: remotes.admin },
    ...(serverRemotes === undefined
      ? {}
      : { serverRemotes: serverRemotes.store === undefined ? {} : { store: serverRemotes.store } }),
  };
}
