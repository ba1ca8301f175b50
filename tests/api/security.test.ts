import { ALLOWED_ORIGIN, createTestApp, type TestApp } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ authRateLimit: 3 });
});
afterAll(() => api.close());

describe('CORS', () => {
  it('allows the origins listed in CORS_ORIGINS, with the bearer header and X-Total-Count', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );

    const listing = await api.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(listing.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(listing.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });

  it('does not allow other origins', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'http://evil.example.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('are on every kind of response: success, refusal, not found', async () => {
    for (const url of [
      '/api/health',
      '/api/products?sortBy=nope',
      '/api/nothing-here',
      '/api/orders/my-orders',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a message after too many login attempts', async () => {
    const attempt = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'nobody@example.test', password: 'wrong' },
      });
    for (let index = 0; index < 3; index++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);

    // A client cannot step around the limit by naming another address (no trusted proxy here).
    const spoofed = await api.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'nobody@example.test', password: 'wrong' },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('serves the document and the browsable docs at /api/docs', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/checkout/{id}/finalize'].post.responses['201']).toBeDefined();
  });
});
