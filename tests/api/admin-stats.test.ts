import { variantSku } from '@store/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../../server/src/db/schema.ts';
import { lastDays } from '../../server/src/modules/admin-stats/admin-stats-service.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  setVariantStock,
  type TestApp,
} from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('GET /api/admin/stats', () => {
  it('answers revenue, counts, 30 days of revenue, low stock and recent orders', async () => {
    const admin = await createUser(api, { role: 'admin' });
    const [product, scarce] = await createProducts(api, 2, {
      countInStock: 50,
      pricePaise: 100_000,
      discountPricePaise: null,
      sizes: ['M'],
      colors: ['navy', 'white'],
    });
    if (!product || !scarce) throw new Error('no products');
    await setVariantStock(api, product.id, 20, { color: 'white' });
    await setVariantStock(api, scarce.id, 2);
    await setVariantStock(api, scarce.id, 5, { color: 'white' });
    const buyer = await createUser(api);
    const first = await placeOrder(api, buyer, product, 1); // 1000 - 20% = 800
    const second = await placeOrder(api, buyer, product, 2); // 2000
    const cancelled = await placeOrder(api, await createUser(api), product, 1);
    await api.ctx.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled._id));
    // An order from 40 days ago counts in the totals but not in the 30 days.
    const old = await placeOrder(api, await createUser(api), product, 1);
    await api.ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(orders.id, old._id));

    const response = await api.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.revenue).toBe(first.totalPrice + second.totalPrice + old.totalPrice);
    expect(stats.totalOrders).toBe(4);
    expect(stats.totalProducts).toBe(2);
    expect(stats.revenueByDay).toHaveLength(30);
    expect(stats.revenueByDay.map((day: { date: string }) => day.date)).toEqual(lastDays(new Date()));
    expect(stats.revenueByDay.at(-1)).toEqual({
      date: lastDays(new Date()).at(-1),
      revenue: 2800,
      orders: 2,
    });
    // Variants at or below 5 units, fewest first.
    expect(stats.lowStock).toEqual([
      {
        productId: scarce.id,
        name: scarce.name,
        sku: variantSku(scarce.sku, 'M', 'navy'),
        size: 'M',
        color: 'navy',
        countInStock: 2,
      },
      {
        productId: scarce.id,
        name: scarce.name,
        sku: variantSku(scarce.sku, 'M', 'white'),
        size: 'M',
        color: 'white',
        countInStock: 5,
      },
    ]);
    expect(stats.recentOrders.map((order: { _id: string }) => order._id)).toEqual([
      cancelled._id,
      second._id,
      first._id,
      old._id,
    ]);

    const customer = await api.app.inject({ method: 'GET', url: '/api/admin/stats', headers: buyer.auth });
    expect(customer.statusCode).toBe(403);
  });
});
