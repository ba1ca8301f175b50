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
    const headers = { 'x-guest-secret': 'secret-of-this-browser' };
    await api.app.inject({ method: 'POST', url: '/api/cart', headers, payload: { ...line, quantity: 1 } });
    const second = await api.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { ...line, quantity: 2 },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().products).toHaveLength(1);
    expect(second.json().products[0].quantity).toBe(3);
    expect(second.json().guestId).toBe('guest_1700000000001');
  });
});

describe('search', () => {
  const names = async (search: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(search)}&limit=100`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ name: string }>).map((product) => product.name).sort();
  };

  beforeAll(async () => {
    await api.reset();
    const base = {
      brand: 'Weftworks',
      collections: ['essentials'],
      gender: 'Women',
      category: 'Top Wear',
      description: 'Soft and easy to wear.',
    };
    const men = { ...base, gender: 'Men', category: 'Bottom Wear' };
    await createProducts(api, 1, { ...men, name: 'Indigo Slim Jeans', material: 'Denim', colors: ['blue'] });
    await createProducts(api, 1, { ...men, name: 'Black Slim Jeans', material: 'Denim', colors: ['black'] });
    await createProducts(api, 1, { ...base, name: 'Straight Kurta', material: 'Cotton', colors: ['white'] });
    await createProducts(api, 1, { ...base, name: 'Pullover Hoodie', material: 'Fleece', colors: ['gray'] });
    await createProducts(api, 1, { ...base, name: 'Silk Blouse', material: 'Silk', colors: ['blue'] });
    await createProducts(api, 1, {
      ...base,
      name: "Women's Wrap Dress",
      material: 'Viscose',
      colors: ['red'],
    });
  });

  it('tolerates small typos', async () => {
    expect(await names('jeens')).toEqual(['Black Slim Jeans', 'Indigo Slim Jeans']);
    expect(await names('krta')).toEqual(['Straight Kurta']);
    expect(await names('hoody')).toEqual(['Pullover Hoodie']);
  });

  it('matches colours and needs every word ("blue denim")', async () => {
    expect(await names('blue denim')).toEqual(['Indigo Slim Jeans']);
    expect(await names('blue')).toEqual(['Indigo Slim Jeans', 'Silk Blouse']);
  });

  it('matches the start of words, so "men" does not find women\'s clothes', async () => {
    expect(await names('wrap')).toEqual(["Women's Wrap Dress"]);
    expect(await names('men')).toEqual(['Black Slim Jeans', 'Indigo Slim Jeans']);
  });

  it('treats SQL and HTML in the search as plain text', async () => {
    expect(await names("'; drop table products; --")).toEqual([]);
    expect(await names('<script>alert(1)</script>')).toEqual([]);
    expect((await names('jeans')).length).toBe(2);
  });
});
