import ky, { type KyInstance, type Options } from 'ky';
import { getApiConfig, onApiConfigChange } from './config.ts';
import { toApiError } from './errors.ts';
import { type ParamValue, toSearchParams } from './search-params.ts';

let instance: KyInstance | null = null;
onApiConfigChange(() => {
  instance = null;
});

function client(): KyInstance {
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
    const response = await client()(path.replace(/^\//, ''), options);
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

export async function send<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<T> {
  return (await request<T>(path, json === undefined ? { method } : { method, json })).data;
}
