import { sql } from 'drizzle-orm';
import { users } from '../../server/src/db/schema.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/** Whatever a client sends, the answer is a readable 4xx `{ message }` or a success, never a 500. */
let api: TestApp;
let admin: TestUser;
let customer: TestUser;
let productId: string;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
  customer = await createUser(api);
  const [product] = await createProducts(api, 1, { countInStock: 20 });
  productId = product?.id ?? '';
});
afterAll(() => api.close());

const json = { 'content-type': 'application/json' };

describe('malformed and unexpected input', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    for (const url of ['/api/users/login', '/api/cart', '/api/checkout']) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        headers: { ...json, ...customer.auth },
        payload: '{"email": "a@b.test", ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    }
  });

  it('answers wrong types with the field at fault', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId, size: 'M', color: 'red', quantity: 'two', guestId: 'guest_1700000000001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Quantity must be a number',
      issues: [{ path: 'quantity', message: 'Quantity must be a number' }],
    });
    const negative = await api.app.inject({
      method: 'GET',
      url: '/api/products?minPrice=-5&limit=abc',
    });
    expect(negative.statusCode).toBe(400);
    const price = await api.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: admin.auth,
      payload: { price: 'free' },
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toBe('Price must be a number');
  });

  it('answers invalid ids with 400 and unknown ids with 404, on every kind of resource', async () => {
    const unknown = 'f'.repeat(24);
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', `/api/products/${unknown}`, {}],
      ['GET', `/api/products/similar/${unknown}`, {}],
      ['GET', `/api/checkout/${unknown}`, customer.auth],
      ['GET', `/api/orders/${unknown}`, customer.auth],
      ['GET', `/api/admin/products/${unknown}`, admin.auth],
      ['DELETE', `/api/admin/orders/${unknown}`, admin.auth],
      ['DELETE', `/api/admin/users/${unknown}`, admin.auth],
    ];
    for (const [method, url, headers] of cases) {
      const missing = await api.app.inject({ method: method as 'GET', url, headers });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(typeof missing.json().message).toBe('string');
      const invalid = await api.app.inject({
        method: method as 'GET',
        url: url.replace(unknown, 'x1; drop'),
        headers,
      });
      expect([url, invalid.statusCode]).toEqual([url, 400]);
      expect(invalid.json().message).toBe('That id is not valid');
    }
  });

  it('refuses bodies over 1 MB with 413 and a message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'x'.repeat(1_100_000), email: 'big@example.test', password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a body that is not JSON where JSON is expected', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><email>a@b.test</email></login>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'That content type is not accepted here.' });
  });

  it('never answers 500 to garbage bodies on any write route', async () => {
    const garbage: unknown[] = [
      null,
      [],
      'text',
      42,
      { a: { b: { c: [1, 2, 3] } } },
      { quantity: 1e308, price: -1 },
    ];
    const routes: Array<[string, string, Record<string, string>]> = [
      ['POST', '/api/users/register', {}],
      ['POST', '/api/users/login', {}],
      ['POST', '/api/cart', customer.auth],
      ['PUT', '/api/cart', customer.auth],
      ['DELETE', '/api/cart', customer.auth],
      ['POST', '/api/cart/merge', customer.auth],
      ['POST', '/api/checkout', customer.auth],
      ['PUT', `/api/checkout/${'a'.repeat(24)}/pay`, customer.auth],
      ['PUT', `/api/products/${productId}`, admin.auth],
      ['POST', '/api/admin/products', admin.auth],
      ['PUT', `/api/admin/products/${productId}`, admin.auth],
      ['PUT', `/api/admin/orders/${'a'.repeat(24)}`, admin.auth],
      ['POST', '/api/admin/users', admin.auth],
      ['PUT', `/api/admin/users/${customer.id}`, admin.auth],
    ];
    for (const [method, url, headers] of routes) {
      for (const body of garbage) {
        const response = await api.app.inject({
          method: method as 'POST',
          url,
          headers: { ...json, ...headers },
          payload: JSON.stringify(body),
        });
        expect([method, url, JSON.stringify(body), response.statusCode < 500]).toEqual([
          method,
          url,
          JSON.stringify(body),
          true,
        ]);
        expect(typeof response.json().message === 'string' || response.statusCode < 300).toBe(true);
      }
    }
  });
});

describe('SQL and HTML in text fields', () => {
  const nasty = `Bo'); DROP TABLE users;-- <script>alert(1)</script><img src=x onerror=alert(1)>`;

  it('stores them as plain data and answers them verbatim as JSON strings', async () => {
    const registered = await api.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: nasty, email: 'nasty@example.test', password: 'secret-pass' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.name).toBe(nasty);
    expect(registered.headers['content-type']).toMatch(/^application\/json/);

    const scriptImage = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: admin.auth,
      payload: { images: [{ url: 'javascript:alert(1)', altText: nasty }] },
    });
    expect(scriptImage.statusCode).toBe(400);
    expect(scriptImage.json().message).toBe('Image URL must be a path on this store or an http(s) address');

    const product = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: admin.auth,
      payload: { name: nasty, description: nasty },
    });
    expect(product.statusCode).toBe(200);
    const listed = await api.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(listed.json().name).toBe(nasty);

    const buyer = await createUser(api);
    const [item] = await createProducts(api, 1, { countInStock: 5 });
    if (!item) throw new Error('no product');
    await addToCart(api, buyer, item);
    const checkout = await api.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.auth,
      payload: { shippingAddress: { ...SHIPPING_ADDRESS, address: nasty, city: '<b>Pune</b>' } },
    });
    expect(checkout.statusCode).toBe(201);
    expect(checkout.json().shippingAddress).toMatchObject({ address: nasty, city: '<b>Pune</b>' });

    const search = await api.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent("' OR 1=1 --")}`,
      headers: admin.auth,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual([]);

    // The tables are all still there.
    const [row] = await api.ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    expect(row?.n).toBeGreaterThan(2);
  });
});
