import { createProducts, createTestApp, createUser, placeOrder, type TestApp } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('GET /api/orders/my-orders', () => {
  it("answers the signed-in customer's orders only, newest first", async () => {
    const [first, second] = await createProducts(api, 2, { countInStock: 10 });
    if (!first || !second) throw new Error('no products');
    const buyer = await createUser(api);
    const other = await createUser(api);
    const older = await placeOrder(api, buyer, first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await placeOrder(api, buyer, second);
    await placeOrder(api, other, first);

    const response = await api.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: buyer.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalOrders).toBe(2);
    expect(body.orders.map((order: { _id: string }) => order._id)).toEqual([newer._id, older._id]);
    expect(body.orders[0].user).toEqual({ _id: buyer.id, name: buyer.name, email: buyer.email });

    const guest = await api.app.inject({ method: 'GET', url: '/api/orders/my-orders' });
    expect(guest.statusCode).toBe(401);

    const fresh = await createUser(api);
    const none = await api.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: fresh.auth });
    expect(none.json()).toEqual({ orders: [], totalOrders: 0 });
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers its customer and admins with the customer name; nobody else', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 10 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api, { name: 'Kabir Shah' });
    const other = await createUser(api);
    const admin = await createUser(api, { role: 'admin' });
    const order = await placeOrder(api, buyer, product);
    const get = (headers: Record<string, string>, id = order._id) =>
      api.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });

    const own = await get(buyer.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: order._id, user: { name: 'Kabir Shah' } });
    expect((await get(admin.auth)).json()._id).toBe(order._id);

    const stranger = await get(other.auth);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'That order belongs to someone else.' });
    expect((await get({})).statusCode).toBe(401);

    const missing = await get(buyer.auth, 'b'.repeat(24));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found' });
  });
});
