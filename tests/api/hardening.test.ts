import {
  ALLOWED_ORIGIN,
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * The input rules of docs/api.md ("Requests and validation", "Security"): what no client input may
 * do to the server, and the conventions other clients rely on. The fuzz suite (fuzz.test.ts) checks
 * the same rules with generated input on every route; these are the fixed cases, one per rule.
 */
let api: TestApp;
let admin: TestUser;
let customer: TestUser;
let productId: string;
const logLines: string[] = [];

beforeAll(async () => {
  api = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  admin = await createUser(api, { role: 'admin' });
  customer = await createUser(api);
  const [product] = await createProducts(api, 3, { countInStock: 20, sizes: ['M'], colors: ['red'] });
  productId = product?.id ?? '';
});
afterAll(() => api.close());

const json = { 'content-type': 'application/json' };
const NOT_ALLOWED = 'contains a character that is not allowed (a NUL or an unpaired surrogate)';
const errorLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('text no route can store: NUL characters and unpaired surrogates', () => {
  it('are refused with 400 naming the field, in the query, the path, the body at any depth and the token', async () => {
    const cases: Array<[string, string, string | undefined, Record<string, string>, string]> = [
      ['GET', '/api/products?brand=a%00b', undefined, {}, 'brand'],
      ['GET', '/api/products?search=%00', undefined, {}, 'search'],
      ['GET', '/api/admin/users?search=x%00', undefined, admin.auth, 'search'],
      ['GET', `/api/products/${productId}%00`, undefined, {}, 'id'],
      [
        'POST',
        '/api/users/register',
        '{"name":"A\\u0000","email":"n@example.test","password":"secret-pass"}',
        json,
        'name',
      ],
      [
        'POST',
        '/api/users/register',
        '{"name":"A\\ud800","email":"s@example.test","password":"secret-pass"}',
        json,
        'name',
      ],
      [
        'POST',
        '/api/checkout',
        JSON.stringify({ shippingAddress: { ...SHIPPING_ADDRESS, city: 'Pu\u0000ne' } }),
        { ...json, ...customer.auth },
        'shippingAddress.city',
      ],
      [
        'PUT',
        `/api/admin/products/${productId}`,
        '{"images":[{"url":"/uploads/a.webp","altText":"x\\udc00"}]}',
        { ...json, ...admin.auth },
        'images.0.altText',
      ],
      [
        'PUT',
        `/api/admin/products/${productId}`,
        '{"colors":["red"],"\\u0000":1}',
        { ...json, ...admin.auth },
        '\uFFFD',
      ],
    ];
    for (const [method, url, payload, headers, field] of cases) {
      const response = await api.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload } : {}),
      });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().message).toBe(`${field} ${NOT_ALLOWED}`);
    }
    expect(errorLines()).toEqual([]);
  });

  it('leave paired surrogates (emoji) alone', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Asha 👩🏽‍💻', email: 'emoji@example.test', password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBe('Asha 👩🏽‍💻');
  });
});

describe('numbers beyond what a column or JavaScript holds', () => {
  it('are refused with 400 and the field’s message', async () => {
    const filter = await api.app.inject({ method: 'GET', url: '/api/products?maxPrice=1e308' });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toBe('maxPrice must be at most ₹1,00,00,000');
    const infinite = await api.app.inject({ method: 'GET', url: '/api/products?minPrice=Infinity' });
    expect(infinite.json().message).toBe('minPrice must be a number');

    const cases: Array<[string, string]> = [
      ['{"countInStock":2147483648}', 'Stock must be at most 100,000,000'],
      ['{"price":1e400}', 'Price must be a number'],
      ['{"price":1e308}', 'Price must be at most ₹1,00,00,000'],
    ];
    for (const [payload, message] of cases) {
      const response = await api.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        headers: { ...json, ...admin.auth },
        payload,
      });
      expect([payload, response.statusCode, response.json().message]).toEqual([payload, 400, message]);
    }
    const quantity = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...json, ...customer.auth },
      payload: `{"productId":"${productId}","size":"M","color":"red","quantity":1e400}`,
    });
    expect(quantity.json().message).toBe('Quantity must be a number');
    expect(errorLines()).toEqual([]);
  });
});

describe('bodies that are not what a route takes', () => {
  it('answers multipart without a boundary, or cut short, with 400 and a message', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin.auth, 'content-type': contentType },
        payload: '--xyz\r\nContent-Disposition: form-data; name="image"\r\n\r\ncut',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The upload is not valid multipart/form-data (no boundary, or cut short).',
      });
    }
  });

  it('answers multipart or text where JSON is expected with 415', async () => {
    for (const contentType of ['multipart/form-data; boundary=xyz', 'text/plain']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': contentType },
        payload: '--xyz--',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'That content type is not accepted here.' });
    }
  });

  it('answers an oversized JSON body with 413 and writes no error line', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: { ...json, ...admin.auth },
      payload: JSON.stringify({ description: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
    expect(errorLines()).toEqual([]);
  });
});

describe('other clients of the API', () => {
  it('accepts numeric fields sent as numeric text, and keeps the message for other text', async () => {
    const updated = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: admin.auth,
      payload: { price: '2500', discountPrice: '1999.5', countInStock: ' 12 ' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 2500, discountPrice: 1999.5, countInStock: 12 });
    const free = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: admin.auth,
      payload: { price: 'free' },
    });
    expect(free.json().message).toBe('Price must be a number');

    const cart = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: customer.auth,
      payload: { productId, size: 'M', color: 'red', quantity: '2' },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().products[0].quantity).toBe(2);
  });

  it('takes userId: null in cart bodies and an empty userId in the query as "no user"', async () => {
    const guestId = 'guest_1700000000123';
    const secret = { 'x-guest-secret': 'hardening-secret-0123456789' };
    const added = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: secret,
      payload: { userId: null, guestId, productId, size: 'M', color: 'red', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ user: null, guestId });
    for (const query of ['userId=', 'userId=null']) {
      const read = await api.app.inject({
        method: 'GET',
        url: `/api/cart?${query}&guestId=${guestId}`,
        headers: secret,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().products).toHaveLength(1);
    }
  });

  it('sends an RFC 8288 Link header beside X-Total-Count on paged lists', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/products?limit=1&sortBy=newest' });
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers.link).toBe('</api/products?limit=1&sortBy=newest&page=2>; rel="next"');
    const middle = await api.app.inject({ method: 'GET', url: '/api/products?limit=1&page=2' });
    expect(middle.headers.link).toBe(
      '</api/products?limit=1&page=3>; rel="next", </api/products?limit=1&page=1>; rel="prev"',
    );
    const last = await api.app.inject({ method: 'GET', url: '/api/products?limit=1&page=3' });
    expect(last.headers.link).toBe('</api/products?limit=1&page=2>; rel="prev"');
    const all = await api.app.inject({ method: 'GET', url: '/api/products' });
    expect(all.headers.link).toBeUndefined();

    const users = await api.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=1',
      headers: admin.auth,
    });
    expect(users.headers['x-total-count']).toBe('3');
    expect(users.headers.link).toBe('</api/admin/users?limit=1&page=2>; rel="next"');
  });

  it('answers a CORS preflight from an allowed origin with 204, the methods and the headers', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
    // Idempotency-Key: a shop on another origin retries checkout, pay and finalize safely too.
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Content-Type, Authorization, X-Guest-Secret, Idempotency-Key',
    );
    const listing = await api.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(listing.headers['access-control-expose-headers']).toBe('X-Total-Count, Link, Idempotent-Replayed');
  });

  it('sends a CSP without duplicate sources and an X-Frame-Options that agrees with frame-ancestors', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health/live' });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of policy.split(';')) {
      const sources = directive.trim().split(/\s+/).slice(1);
      expect([directive, new Set(sources).size]).toEqual([directive, sources.length]);
    }
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('PUBLIC_URL', () => {
  it('makes the picture URLs in answers absolute', async () => {
    const other = await createTestApp({ publicUrl: 'https://shop.example/' });
    try {
      const [product] = await createProducts(other, 1, { countInStock: 5 });
      if (!product) throw new Error('no product');
      const manager = await createUser(other, { role: 'admin' });
      const images = [
        { url: '/uploads/products/a.webp', altText: 'front' },
        { url: 'https://cdn.example/b.webp', altText: 'back' },
      ];
      const saved = await other.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}`,
        headers: manager.auth,
        payload: { images },
      });
      expect(saved.json().images[0].url).toBe('https://shop.example/uploads/products/a.webp');
      const one = (await other.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
      expect(one.images.map((image: { url: string }) => image.url)).toEqual([
        'https://shop.example/uploads/products/a.webp',
        'https://cdn.example/b.webp',
      ]);
      const listed = (await other.app.inject({ method: 'GET', url: '/api/products' })).json();
      expect(listed[0].images[0].url).toBe('https://shop.example/uploads/products/a.webp');
      const buyer = await createUser(other);
      const cart = await addToCart(other, buyer, product);
      expect(cart.products[0].image).toBe('https://shop.example/uploads/products/a.webp');
    } finally {
      await other.close();
    }
  });
});
