import type { KyInstance, Options } from 'ky';
import { getApiConfig, onApiConfigChange } from './config.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './errors.ts';
import { type ParamValue, toSearchParams } from './search-params.ts';

/**
 * ky is fetched with the first request, not with the page: a screen that calls nothing (or not yet)
 * does not download it, and the first paint does not wait for it (docs/architecture.md §5).
 */
let kyModule: Promise<typeof import('ky')> | null = null;
function loadKy(): Promise<typeof import('ky')> {
  kyModule ??= import('ky').catch(() => {
    // Its chunk could not be fetched: that is the network failing; the next request tries again.
    kyModule = null;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, false);
  });
  return kyModule;
}

let instance: KyInstance | null = null;
onApiConfigChange(() => {
  instance = null;
});

async function client(): Promise<KyInstance> {
  const { default: ky } = await loadKy();
  if (instance === null) {
    const { baseUrl, fetch: send } = getApiConfig();
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    instance = ky.create({
      baseUrl: new URL(`${baseUrl}/`, origin).toString(),
      timeout: 20_000,
      ...(send ? { fetch: send as typeof fetch } : {}),
      retry: { limit: 1, methods: ['get'] },
      hooks: {
        beforeRequest: [
          ({ request }) => {
            // A call that names its token (logout) keeps it, whoever signs in meanwhile.
            const token = getApiConfig().getToken();
            if (token && !request.headers.has('Authorization')) {
              request.headers.set('Authorization', `Bearer ${token}`);
            }
          },
        ],
      },
    });
  }
  return instance;
}

export interface Sent<T> {
  data: T;
  headers: Headers;
}

/** Performs a request against `/api/...` and parses JSON; any failure becomes an ApiError. */
export async function request<T>(path: string, options: Options = {}): Promise<Sent<T>> {
  try {
    const response = await (await client())(path.replace(/^\//, ''), options);
    const body = response.status === 204 ? undefined : await response.json();
    return { data: body as T, headers: response.headers };
  } catch (error) {
    throw toApiError(error);
  }
}

/** GET with only the non-empty query values sent. */
export async function get<T>(path: string, query?: Readonly<Record<string, ParamValue>>): Promise<T> {
  return (await request<T>(path, query ? { searchParams: toSearchParams(query) } : {})).data;
}

/** A change; `headers` adds request headers (If-Match for a change based on a version). */
export async function send<T>(
  method: 'post' | 'put' | 'delete',
  path: string,
  json?: unknown,
  headers?: Readonly<Record<string, string>>,
): Promise<T> {
  const options: Options = { method, ...(json !== undefined && { json }), ...(headers && { headers }) };
  return (await request<T>(path, options)).data;
}
