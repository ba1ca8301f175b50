import {
  createProducts,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const newProduct = {
  name: 'Monsoon Linen Kurta',
  description: 'Airy linen kurta for humid days.',
  price: 2499,
  discountPrice: 1999,
  countInStock: 12,
  sku: 'TEST-KURTA-001',
  category: 'Top Wear',
  gender: 'Men',
  brand: 'Rangrez',
  material: 'Linen',
  colors: ['White', ' beige '],
  sizes: ['m', 'L'],
  collections: ['Festive'],
  images: [{ url: '/uploads/products/a.webp', altText: 'Front' }],
};

describe('/api/admin/products', () => {
  it('creates (201), reads, updates and lists products with a search and X-Total-Count', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: newProduct,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Monsoon Linen Kurta',
      price: 2499,
      discountPrice: 1999,
      onSale: true,
      colors: ['white', 'beige'],
      sizes: ['M', 'L'],
      collections: ['festive'],
      rating: 4,
    });

    const read = await api.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product._id}`,
      headers: admin.auth,
    });
    expect(read.json()._id).toBe(product._id);

    const updated = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: admin.auth,
      payload: { price: 2299, countInStock: 3 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 2299, discountPrice: 1999, countInStock: 3 });

    await createProducts(api, 5);
    const searched = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=monsoon%20linen',
      headers: admin.auth,
    });
    expect(searched.headers['x-total-count']).toBe('1');
    expect(searched.json().map((row: { _id: string }) => row._id)).toEqual([product._id]);

    const page = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=2&page=2',
      headers: admin.auth,
    });
    expect(page.json()).toHaveLength(2);
    const total = page.headers['x-total-count'];
    expect(Number(total)).toBeGreaterThanOrEqual(6);
    const pastTheEnd = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=2&page=500',
      headers: admin.auth,
    });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe(total);
  });

  it('refuses a duplicate SKU, a discount above the price and missing fields with readable 4xx', async () => {
    const sku = 'TEST-DUP-1';
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...newProduct, sku },
    });
    const duplicate = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...newProduct, sku },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'A product with that SKU already exists' });

    const [row] = await createProducts(api, 1, { pricePaise: 100_000, discountPricePaise: null });
    const tooHigh = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row?.id}`,
      headers: admin.auth,
      payload: { discountPrice: 1500 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('Discount price must not exceed the price');

    const { name: _name, ...withoutName } = newProduct;
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...withoutName, sku: 'TEST-NONAME' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name is required');

    const unknown = await api.app.inject({
      method: 'GET',
      url: `/api/admin/products/${'c'.repeat(24)}`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
  });

  it('deletes through /api/admin/products/{id} and /api/products/{id}, and the listing forgets them', async () => {
    const [first, second] = await createProducts(api, 2);
    for (const url of [`/api/admin/products/${first?.id}`, `/api/products/${second?.id}`]) {
      const response = await api.app.inject({ method: 'DELETE', url, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Product deleted' });
    }
    const gone = await api.app.inject({ method: 'GET', url: `/api/products/${first?.id}` });
    expect(gone.statusCode).toBe(404);
    const again = await api.app.inject({
      method: 'DELETE',
      url: `/api/products/${first?.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const customer = await createUser(api);
    const asCustomer = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: customer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'Only admins can do that.' });
    const asGuest = await api.app.inject({ method: 'POST', url: '/api/admin/products', payload: newProduct });
    expect(asGuest.statusCode).toBe(401);
  });
});
