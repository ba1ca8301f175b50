import { eq } from 'drizzle-orm';
import { products } from '../../server/src/db/schema.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  paidBeforeTheGateway,
  placeOrder,
  setVariantStock,
  stockOf,
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

const setStatus = (id: string, status: string) =>
  api.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.auth, payload: { status } });

async function freshOrder(stock = 10, quantity = 2) {
  const [product] = await createProducts(api, 1, { countInStock: stock, unitsSold: 0 });
  if (!product) throw new Error('no product');
  const buyer = await createUser(api, { name: 'Nila Rao' });
  const order = await placeOrder(api, buyer, product, quantity);
  // Reopening applies to orders whose cancellation refunds nothing through the gateway.
  await paidBeforeTheGateway(api, order._id);
  return { product, buyer, order };
}

describe('GET /api/admin/orders', () => {
  it('lists every order with customer name and email, the count and the sales of orders not cancelled', async () => {
    await api.reset();
    admin = await createUser(api, { role: 'admin' });
    const one = await freshOrder();
    const two = await freshOrder();
    await setStatus(two.order._id, 'Cancelled');

    const response = await api.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalOrders).toBe(2);
    expect(body.totalSales).toBe(one.order.totalPrice);
    expect(body.orders[0]).toMatchObject({
      _id: two.order._id,
      user: { name: 'Nila Rao', email: two.buyer.email },
    });

    const cancelled = await api.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=Cancelled',
      headers: admin.auth,
    });
    expect(cancelled.json()).toMatchObject({ totalOrders: 1, totalSales: 0 });

    // By payment state: the cancelled paid order's refund is pending, the other is paid.
    const byPayment = async (payment: string) =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/admin/orders?payment=${payment}`,
          headers: admin.auth,
        })
      ).json();
    expect((await byPayment('refund_pending')).orders.map((order: { _id: string }) => order._id)).toEqual([
      two.order._id,
    ]);
    expect((await byPayment('paid')).orders.map((order: { _id: string }) => order._id)).toEqual([
      one.order._id,
    ]);
    expect(await byPayment('refunded')).toMatchObject({ totalOrders: 0 });
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/api/admin/orders?payment=lost',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/orders/{id}', () => {
  it('records each status with its time; Delivered sets isDelivered and deliveredAt', async () => {
    const { order } = await freshOrder();
    const shipped = await setStatus(order._id, 'Shipped');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'Shipped', isDelivered: false, deliveredAt: null });
    const delivered = (await setStatus(order._id, 'Delivered')).json();
    expect(delivered).toMatchObject({
      status: 'Delivered',
      isDelivered: true,
      deliveredAt: expect.any(String),
    });
    expect(delivered.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(
      delivered.statusHistory.every((entry: { at: string }) => !Number.isNaN(Date.parse(entry.at))),
    ).toBe(true);
    const same = (await setStatus(order._id, 'Delivered')).json();
    expect(same.statusHistory).toHaveLength(3);
  });

  it('puts the stock back exactly once on Cancelled, and takes it again when reopened', async () => {
    const { product, order } = await freshOrder(10, 3);
    expect(await stockOf(api, product.id)).toEqual({ stock: 7, sold: 3 });
    await setStatus(order._id, 'Cancelled');
    await setStatus(order._id, 'Cancelled');
    expect(await stockOf(api, product.id)).toEqual({ stock: 10, sold: 0 });

    const reopened = await setStatus(order._id, 'Processing');
    expect(reopened.statusCode).toBe(200);
    expect(await stockOf(api, product.id)).toEqual({ stock: 7, sold: 3 });
    await setStatus(order._id, 'Cancelled');
    expect(await stockOf(api, product.id)).toEqual({ stock: 10, sold: 0 });

    // Reopening needs the units: when they were sold meanwhile, 409 names the product.
    await api.ctx.db.update(products).set({ name: 'Harbor Street Polo' }).where(eq(products.id, product.id));
    await setVariantStock(api, product.id, 1);
    const refused = await setStatus(order._id, 'Processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Only 1 left of Harbor Street Polo in ${product.sizes[0]} / ${product.colors[0]}`,
    });
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 1 });
  });

  it('refuses to reopen a cancelled first-order-discount order while another order has the discount', async () => {
    const [product] = await createProducts(api, 1, {
      countInStock: 20,
      pricePaise: 100_000,
      discountPricePaise: null,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    const first = await placeOrder(api, buyer, product, 1);
    await paidBeforeTheGateway(api, first._id);
    expect(first.totalPrice).toBe(800);
    await setStatus(first._id, 'Cancelled');
    // With the first order cancelled, the next one is the first again and gets the discount.
    const second = await placeOrder(api, buyer, product, 1);
    expect(second.totalPrice).toBe(800);

    const refused = await setStatus(first._id, 'Processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This order had the first-order discount, and another order of this customer now has it. It cannot be reopened.',
    });
    const stillCancelled = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders`,
      headers: admin.auth,
    });
    expect(stillCancelled.json().orders).toContainEqual(
      expect.objectContaining({ _id: first._id, status: 'Cancelled' }),
    );

    // Once the other discounted order is cancelled, the first may be reopened: the discount is had once.
    await setStatus(second._id, 'Cancelled');
    const reopened = await setStatus(first._id, 'Processing');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'Processing', discount: 200 });
    expect((await setStatus(second._id, 'Processing')).statusCode).toBe(409);
  });

  it('reopens a cancelled order without the discount, and a discounted one beside undiscounted orders', async () => {
    const [product] = await createProducts(api, 1, {
      countInStock: 20,
      pricePaise: 100_000,
      discountPricePaise: null,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    const discounted = await placeOrder(api, buyer, product, 1);
    const full = await placeOrder(api, buyer, product, 1);
    await paidBeforeTheGateway(api, discounted._id);
    await paidBeforeTheGateway(api, full._id);
    expect(full.totalPrice).toBe(1000);
    await setStatus(full._id, 'Cancelled');
    expect((await setStatus(full._id, 'Processing')).statusCode).toBe(200);
    await setStatus(discounted._id, 'Cancelled');
    expect((await setStatus(discounted._id, 'Processing')).statusCode).toBe(200);
  });

  it('moves a cancelled order only back to Processing, never straight to Shipped or Delivered', async () => {
    const { product, order } = await freshOrder(10, 2);
    await setStatus(order._id, 'Cancelled');
    for (const status of ['Shipped', 'Delivered']) {
      const refused = await setStatus(order._id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message:
          'This order is cancelled, so it cannot be shipped or delivered. Reopen it (set it to Processing) first.',
      });
    }
    expect(await stockOf(api, product.id)).toEqual({ stock: 10, sold: 0 });
    expect((await setStatus(order._id, 'Processing')).json()).toMatchObject({ status: 'Processing' });
    expect((await setStatus(order._id, 'Shipped')).json()).toMatchObject({ status: 'Shipped' });
  });

  it('refuses an unknown status and an unknown order', async () => {
    const { order } = await freshOrder();
    const bad = await setStatus(order._id, 'Lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of: Processing, Shipped, Delivered, Cancelled');
    const unknown = await setStatus('d'.repeat(24), 'Shipped');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });
});

describe('stale status changes (If-Match)', () => {
  const read = (id: string) =>
    api.app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: admin.auth });
  const setStatusIf = (id: string, status: string, ifMatch: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: { ...admin.auth, 'if-match': ifMatch },
      payload: { status },
    });

  it("answers 409 with the order as it is when the shopper cancelled after the admin's screen loaded", async () => {
    const { buyer, order } = await freshOrder();
    const seen = await read(order._id);
    const etag = seen.headers.etag as string;
    expect(etag).toBe(`"${seen.json().updatedAt}"`);

    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode).toBe(200);

    const stale = await setStatusIf(order._id, 'Shipped', etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'This order was changed after you loaded it: it is now Cancelled, payment Refund pending. Your change was not made.',
      current: { _id: order._id, status: 'Cancelled', paymentStatus: 'refund_pending' },
    });
    const after = (await read(order._id)).json();
    expect(after).toMatchObject({ status: 'Cancelled', paymentStatus: 'refund_pending', isPaid: true });
    expect(after.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'Processing',
      'Cancelled',
    ]);
  });

  it('makes a change based on the current version and answers the new ETag; the old one is then stale', async () => {
    const { order } = await freshOrder();
    const etag = (await read(order._id)).headers.etag as string;
    const shipped = await setStatusIf(order._id, 'Shipped', etag);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.headers.etag).toBe(`"${shipped.json().updatedAt}"`);
    expect(shipped.headers.etag).not.toBe(etag);

    const again = await setStatusIf(order._id, 'Delivered', etag);
    expect(again.statusCode).toBe(409);
    expect(again.json().current).toMatchObject({ status: 'Shipped' });
    const delivered = await setStatusIf(order._id, 'Delivered', shipped.headers.etag as string);
    expect(delivered.json()).toMatchObject({ status: 'Delivered', isDelivered: true });
  });

  it('lets only one of two changes made from the same view through', async () => {
    const { product, order } = await freshOrder(10, 2);
    const etag = (await read(order._id)).headers.etag as string;
    const answers = await Promise.all([
      setStatusIf(order._id, 'Cancelled', etag),
      setStatusIf(order._id, 'Shipped', etag),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = (await read(order._id)).json();
    expect(after.statusHistory).toHaveLength(2);
    expect(await stockOf(api, product.id)).toEqual(
      after.status === 'Cancelled' ? { stock: 10, sold: 0 } : { stock: 8, sold: 2 },
    );
  });

  it('works as before without If-Match, takes "*" for any version and refuses a malformed one', async () => {
    const { order } = await freshOrder();
    expect((await setStatus(order._id, 'Shipped')).json()).toMatchObject({ status: 'Shipped' });
    expect((await setStatusIf(order._id, 'Delivered', '*')).json()).toMatchObject({ status: 'Delivered' });
    const malformed = await setStatusIf(order._id, 'Shipped', 'yesterday');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'If-Match must be "*" or entity tags from an ETag, such as "2026-01-31T18:00:00.000Z".',
    });
    expect((await read(order._id)).json()).toMatchObject({ status: 'Delivered' });
  });
});

describe('DELETE /api/admin/orders/{id}', () => {
  it('archives an invoiced order instead: a Processing one is cancelled (stock back), a shipped one keeps its status', async () => {
    const processing = await freshOrder(10, 2);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${processing.order._id}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ message: 'Order archived' });
    expect(await stockOf(api, processing.product.id)).toEqual({ stock: 10, sold: 0 });
    const kept = await api.app.inject({
      method: 'GET',
      url: `/api/orders/${processing.order._id}`,
      headers: admin.auth,
    });
    expect(kept.json()).toMatchObject({ status: 'Cancelled', archivedAt: expect.any(String) });

    const shipped = await freshOrder(10, 2);
    await setStatus(shipped.order._id, 'Shipped');
    await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${shipped.order._id}`,
      headers: admin.auth,
    });
    expect(await stockOf(api, shipped.product.id)).toEqual({ stock: 8, sold: 2 });
    const still = await api.app.inject({
      method: 'GET',
      url: `/api/orders/${shipped.order._id}`,
      headers: admin.auth,
    });
    expect(still.json()).toMatchObject({ status: 'Shipped', archivedAt: expect.any(String) });
  });
});
