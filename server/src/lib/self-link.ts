import type { FastifyInstance } from 'fastify';

export type SelfFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How this server calls itself (the embedded test gateway, and its webhooks to our own receiver):
 * over HTTP to the address it listens on once it listens, and through `app.inject` before that
 * (an app that never listens, as in the API tests). Only the path and query of `url` are used.
 */
export function createSelfLink(app: FastifyInstance) {
  let origin: string | null = null;
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const wildcard = address.address === '0.0.0.0' || address.address === '::' || address.address === '';
    const host = wildcard
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    origin = `http://${host}:${address.port}`;
  });

  const fetchSelf: SelfFetch = async (url, init) => {
    const target = new URL(url, 'http://self.invalid');
    const path = `${target.pathname}${target.search}`;
    if (origin) return fetch(`${origin}${path}`, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    const response = await app.inject({
      method,
      url: path,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty =
      response.statusCode === 204 || response.statusCode === 304 || response.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/octet-stream') },
    });
  };

  return { origin: () => origin, fetch: fetchSelf };
}
