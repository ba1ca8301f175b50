/**
 * A scripted API for component tests: answers by method and path (":id" matches one segment),
 * records every request, and fails loudly for a request the test did not expect.
 */
export interface ApiRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
export type Route = Reply | ((request: ApiRequest) => Reply | Promise<Reply>);

function matcher(key: string): (method: string, path: string) => boolean {
  const [method, pattern = ''] = key.split(' ');
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return (m, path) => m === method && regex.test(path);
}

export function mockApi(initial: Record<string, Route> = {}) {
  const routes = new Map<string, Route>(Object.entries(initial));
  const requests: ApiRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const recorded: ApiRequest = {
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    // The most specific route wins: exact paths are listed before patterns by the caller's order.
    const entry = Array.from(routes.entries()).find(([key]) => matcher(key)(recorded.method, recorded.path));
    if (!entry) {
      return new Response(JSON.stringify({ message: `No mock for ${recorded.method} ${recorded.path}` }), {
        status: 418,
        headers: { 'content-type': 'application/json' },
      });
    }
    const route = entry[1];
    const reply = typeof route === 'function' ? await route(recorded) : route;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    requests,
    /** Adds or replaces the answer for "METHOD /path". */
    on: (key: string, route: Route) => {
      routes.delete(key);
      routes.set(key, route);
    },
    /** The requests sent to "METHOD /path" (patterns allowed). */
    calls: (key: string) => {
      const matches = matcher(key);
      return requests.filter((request) => matches(request.method, request.path));
    },
  };
}

/** A reply that never comes until `release()` (to look at loading states). */
export function deferred(reply: Reply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async () => {
      await gate;
      return reply;
    },
    release: () => release(),
  };
}
