/**
 * A fetch stand-in for admin component tests: answers by "METHOD /path" (query ignored), in the order
 * queued for that route, and records every request. An answer can be held back (`deferred`) to look
 * at the screen while a request runs. A request nobody expected fails the test loudly.
 */
export interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Answer = Reply | Error | Promise<Reply>;

export interface Deferred {
  promise: Promise<Reply>;
  resolve: (reply?: Reply) => void;
}

export function deferred(): Deferred {
  let resolve: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return { promise, resolve: (reply = {}) => resolve(reply) };
}

export function mockNetwork() {
  const queues = new Map<string, Answer[]>();
  const requests: SeenRequest[] = [];
  const unexpected: string[] = [];

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const key = `${request.method} ${url.pathname}`;
    requests.push({
      method: request.method,
      path: url.pathname,
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    const answer = queues.get(key)?.shift();
    if (answer === undefined) {
      unexpected.push(key);
      return new Response(JSON.stringify({ message: `No answer queued for ${key}` }), {
        status: 418,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (answer instanceof Error) throw answer;
    const reply = await answer;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;

  return {
    requests,
    unexpected,
    /** Queues answers for "METHOD /path". */
    on(route: string, ...answers: Answer[]) {
      queues.set(route, [...(queues.get(route) ?? []), ...answers]);
      return this;
    },
    /** Requests sent to "METHOD /path". */
    sent(route: string): SeenRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
  };
}

export type Network = ReturnType<typeof mockNetwork>;
