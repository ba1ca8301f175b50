import { createProducts, createTestApp, type TestApp } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('GET /api/products', () => {
  it('answers a bare array and the number of matches in X-Total-Count', async () => {
    await createProducts(api, 30);
    const response = await api.app.inject({ method: 'GET', url: '/api/products?limit=8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('30');
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(8);
    expect(body[0]).toEqual(
      expect.objectContaining({
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        price: expect.any(Number),
        images: expect.any(Array),
      }),
    );
  });

  it('refuses an unknown sort with a readable 400', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/products?sortBy=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'sortBy must be one of: default, priceAsc, priceDesc, popularity, newest, rating',
    );
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product, and 404 with a message for an unknown id', async () => {
    const [row] = await createProducts(api, 1);
    const found = await api.app.inject({ method: 'GET', url: `/api/products/${row?.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      _id: row?.id,
      name: row?.name,
      price: (row?.pricePaise ?? 0) / 100,
    });
    const missing = await api.app.inject({ method: 'GET', url: `/api/products/${'0'.repeat(24)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
  });
});

describe('guest cart', () => {
  it('adds to the same line for the same product, size and colour', async () => {
    const [row] = await createProducts(api, 1, { countInStock: 10 });
    const line = {
      productId: row?.id,
      size: row?.sizes[0],
      color: row?.colors[0],
      guestId: 'guest_1700000000001',
    };
    await api.app.inject({ method: 'POST', url: '/api/cart', payload: { ...line, quantity: 1 } });
    const second = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { ...line, quantity: 2 },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().products).toHaveLength(1);
    expect(second.json().products[0].quantity).toBe(3);
    expect(second.json().guestId).toBe('guest_1700000000001');
  });
});
