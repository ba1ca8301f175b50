/** A scripted fetch for jsdom tests: answers in order and records every request. */
export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

export function mockFetch() {
  const answers: Answer[] = [];
  const requests: Recorded[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    requests,
    reply: (...next: Answer[]) => {
      answers.push(...next);
    },
    fetchMock,
  };
}
