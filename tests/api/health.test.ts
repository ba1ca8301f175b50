import { createTestApp, type TestApp, testDatabaseKind } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('reports the database in use and that it answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: testDatabaseKind, databaseOk: true });
  });

  it('answers unknown API routes with a readable JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/does-not-exist' });
  });

  it('sets security headers on every response', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /api/health/live', () => {
  it('answers without a database round trip', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
