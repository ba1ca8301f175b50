export interface ApiConfig {
  /** Origin (and optional path) in front of `/api/...`; empty means the page's own origin. */
  baseUrl: string;
  /** Returns the bearer token of the signed-in user, or null for guests. */
  getToken: () => string | null;
  /**
   * What sends the requests: the global fetch unless set. The storefront's server build sets it to
   * reach the API inside the server's own process while it renders a page.
   */
  fetch?: (request: Request) => Promise<Response>;
}

const config: ApiConfig = { baseUrl: '', getToken: () => null };
const listeners = new Set<() => void>();

export function configureApi(next: Partial<ApiConfig>): void {
  if (next.baseUrl !== undefined) config.baseUrl = next.baseUrl.replace(/\/+$/, '');
  if (next.getToken !== undefined) config.getToken = next.getToken;
  if (next.fetch !== undefined) config.fetch = next.fetch;
  for (const listener of listeners) listener();
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

export function onApiConfigChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The absolute URL of an API path such as `/api/products`. */
export function apiUrl(path: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(`${config.baseUrl}${path}`, origin).toString();
}

/**
 * Image URLs from the API are paths on the API's host (`/uploads/...`); when the API lives on another
 * origin they must be resolved against it. Absolute and data URLs pass through.
 */
export function resolveAssetUrl(url: string): string {
  if (url === '' || /^(https?:|data:|blob:)/.test(url)) return url;
  return config.baseUrl === '' ? url : `${config.baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
