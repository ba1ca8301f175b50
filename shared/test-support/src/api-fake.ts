/**
 * The one fetch fake of the unit and component tests. It answers by "METHOD /path" (the query is
 * ignored; ":name" matches one path segment), records every request, and answers 418 to a request no
 * route expected (listed in `unexpected`, so the test fails on what the screen shows or on that list).
 *
 *   const api = mockApi({ 'GET /api/products/:id': { body: aProduct() } });  // every time
 *   api.once('POST /api/cart', { status: 409, body: { message: '...' } }, { body: aCart() });  // in turn
 *   api.on('GET /api/cart', networkFailure());   // a failure like the browser's (thrown TypeError)
 *   const answer = hold({ body: [] });           // answers only once the test calls answer.release()
 *   api.calls('PUT /api/cart')[0]?.body          // what was sent
 */
export interface ApiRequest {
  method: string;
  url: URL;
  /** The URL's path, without the query. */
  path: string;
  headers: Headers;
  /** The parsed JSON body (any other body, multipart, as its text; undefined for none). */
  body: unknown;
}

export interface Reply {
  /** 200 by default. */
  status?: number;
  /** Sent as JSON; no body when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer the test holds back until it calls `release()`, to look at the screen meanwhile. */
export class Held {
  /** Settles when the test calls `release()`. */
  readonly released: Promise<Reply>;
  readonly #reply: Reply;
  #resolve: (reply: Reply) => void = () => undefined;

  constructor(reply: Reply = {}) {
    this.#reply = reply;
    this.released = new Promise<Reply>((resolve) => {
      this.#resolve = resolve;
    });
  }

  /** Lets the held requests through with `reply`, or with the reply given to `hold()`. */
  release(reply: Reply = this.#reply): void {
    this.#resolve(reply);
  }
}

export const hold = (reply?: Reply): Held => new Held(reply);

/** What fetch throws when the network is down (the browser's own error). */
export const networkFailure = (): TypeError => new TypeError('Failed to fetch');

/** A reply, a thrown error (network failure), a held reply, or a function of the request. */
export type Answer = Reply | Error | Held | ((request: ApiRequest) => Reply | Error | Promise<Reply>);

interface RouteEntry {
  key: string;
  matches: (method: string, path: string) => boolean;
  /** Routes without ":params" win over patterns; among equals, the first declared. */
  exact: boolean;
  /** Answers used one each, in order, before the standing answer. */
  queued: Answer[];
  standing?: Answer;
}

function routeEntry(key: string): RouteEntry {
  const [method = '', pattern = ''] = key.split(' ');
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  return {
    key,
    matches: (m, path) => m === method && regex.test(path),
    exact: !pattern.includes(':'),
    queued: [],
  };
}

async function replyOf(answer: Answer, request: ApiRequest): Promise<Reply> {
  const settled = typeof answer === 'function' ? await answer(request) : answer;
  if (settled instanceof Error) throw settled;
  if (settled instanceof Held) return settled.released;
  return settled;
}

/** A JSON body parsed; any other body (multipart/form-data) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function mockApi(standing: Record<string, Answer> = {}) {
  const routes: RouteEntry[] = [];
  const requests: ApiRequest[] = [];
  const unexpected: string[] = [];

  const entry = (key: string): RouteEntry => {
    let found = routes.find((route) => route.key === key);
    if (!found) {
      found = routeEntry(key);
      routes.push(found);
    }
    return found;
  };

  const answerFor = (request: ApiRequest): Answer | undefined => {
    const candidates = routes
      .filter((route) => route.matches(request.method, request.path))
      .sort((a, b) => Number(b.exact) - Number(a.exact));
    const route = candidates.find((candidate) => candidate.queued.length > 0 || candidate.standing);
    return route?.queued.shift() ?? route?.standing;
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const recorded: ApiRequest = {
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      body: text ? jsonOrText(text) : undefined,
    };
    requests.push(recorded);
    const answer = answerFor(recorded);
    if (answer === undefined) {
      const key = `${recorded.method} ${recorded.path}`;
      unexpected.push(key);
      return new Response(JSON.stringify({ message: `No answer for ${key}` }), {
        status: 418,
        headers: { 'content-type': 'application/json' },
      });
    }
    const reply = await replyOf(answer, recorded);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;

  const api = {
    /** Every request, in the order sent. */
    requests,
    /** "METHOD /path" of each request no route answered (each got a 418). */
    unexpected,
    /** Answers every request to "METHOD /path" with `answer` (replacing an earlier standing answer). */
    on(route: string, answer: Answer) {
      entry(route).standing = answer;
      return api;
    },
    /** Answers the next requests to "METHOD /path" with these answers, one each, in order. */
    once(route: string, ...answers: Answer[]) {
      entry(route).queued.push(...answers);
      return api;
    },
    /** The requests sent to "METHOD /path" (":name" patterns allowed). */
    calls(route: string): ApiRequest[] {
      const { matches } = routeEntry(route);
      return requests.filter((request) => matches(request.method, request.path));
    },
  };
  for (const [route, answer] of Object.entries(standing)) api.on(route, answer);
  return api;
}

export type MockApi = ReturnType<typeof mockApi>;
