import { variantSku } from '@store/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { orders } from '../../server/src/db/schema.ts';
import { dashboardStats, lastDays } from '../../server/src/modules/admin-stats/admin-stats-service.ts';
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
    expect(stats.revenueByDay.map((day: { date: string }) => day.date)).toEqual(
      lastDays(new Date(), 'Asia/Kolkata'),
    );
    expect(stats.revenueByDay.at(-1)).toEqual({
      date: lastDays(new Date(), 'Asia/Kolkata').at(-1),
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

describe("the shop's days (SHOP_TIME_ZONE, Asia/Kolkata by default)", () => {
  it('counts a sale at 23:30 IST (18:00 UTC) on its day and one at 00:30 IST on the next', async () => {
    await api.reset();
    const admin = await createUser(api, { role: 'admin' });
    const [product] = await createProducts(api, 1, {
      countInStock: 50,
      pricePaise: 100_000,
      discountPricePaise: null,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    const late = await placeOrder(api, buyer, product, 1); // 800 with the first-order discount
    const early = await placeOrder(api, buyer, product, 2); // 2000
    // Three days before today in Kolkata: D 23:30 IST is D 18:00 UTC; D+1 00:30 IST is D 19:00 UTC.
    const days = lastDays(new Date(), 'Asia/Kolkata');
    const day = days.at(-4) as string;
    const next = days.at(-3) as string;
    await api.ctx.db
      .update(orders)
      .set({ createdAt: new Date(`${day}T18:00:00.000Z`) })
      .where(eq(orders.id, late._id));
    await api.ctx.db
      .update(orders)
      .set({ createdAt: new Date(`${day}T19:00:00.000Z`) })
      .where(eq(orders.id, early._id));

    const response = await api.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.auth });
    const byDay = new Map(
      response.json().revenueByDay.map((entry: { date: string }) => [entry.date, entry] as const),
    );
    expect(byDay.get(day)).toEqual({ date: day, revenue: 800, orders: 1 });
    expect(byDay.get(next)).toEqual({ date: next, revenue: 2000, orders: 1 });

    // In UTC both sales fall on the same day: the zone decides.
    const inUtc = await dashboardStats(api.ctx.db, 'UTC');
    expect(inUtc.revenueByDay.find((entry) => entry.date === day)).toEqual({
      date: day,
      revenue: 2800,
      orders: 2,
    });

    const shop = await api.app.inject({ method: 'GET', url: '/api/admin/shop', headers: admin.auth });
    expect(shop.json()).toEqual({ timeZone: 'Asia/Kolkata' });
    const refused = await api.app.inject({ method: 'GET', url: '/api/admin/shop', headers: buyer.auth });
    expect(refused.statusCode).toBe(403);
  });

  it('starts the 30 days at midnight in the shop, and knows the last day by the zone', () => {
    // 18:29 UTC on 31 Jan is 23:59 IST: still 31 Jan in Kolkata; 18:30 UTC is 1 Feb there.
    expect(lastDays(new Date('2026-01-31T18:29:00.000Z'), 'Asia/Kolkata').at(-1)).toBe('2026-01-31');
    expect(lastDays(new Date('2026-01-31T18:30:00.000Z'), 'Asia/Kolkata').at(-1)).toBe('2026-02-01');
    expect(lastDays(new Date('2026-01-31T18:30:00.000Z'), 'UTC').at(-1)).toBe('2026-01-31');
    expect(lastDays(new Date('2026-03-01T00:00:00.000Z'), 'UTC').slice(0, 2)).toEqual([
      '2026-01-31',
      '2026-02-01',
    ]);
  });

  it('reads SHOP_TIME_ZONE, and refuses a name no time zone has', () => {
    const before = process.env.SHOP_TIME_ZONE;
    try {
      delete process.env.SHOP_TIME_ZONE;
      expect(loadConfig().shopTimeZone).toBe('Asia/Kolkata');
      process.env.SHOP_TIME_ZONE = 'Europe/Berlin';
      expect(loadConfig().shopTimeZone).toBe('Europe/Berlin');
      process.env.SHOP_TIME_ZONE = 'Mars/Olympus';
      expect(() => loadConfig()).toThrow(
        'SHOP_TIME_ZONE must be a time zone name such as Asia/Kolkata, got "Mars/Olympus"',
      );
    } finally {
      if (before === undefined) delete process.env.SHOP_TIME_ZONE;
      else process.env.SHOP_TIME_ZONE = before;
    }
  });
});

describe('the low-stock card', () => {
  it('counts the low variants, lists those with a few left before the sold-out ones, and filters the products to them', async () => {
    await api.reset();
    const admin = await createUser(api, { role: 'admin' });
    const [soldOut, few, plenty] = await createProducts(api, 3, {
      countInStock: 50,
      sizes: ['S', 'M'],
      colors: ['navy'],
    });
    if (!soldOut || !few || !plenty) throw new Error('no products');
    // soldOut: S 50, M 0. few: S 3, M 1. plenty: S 50, M 10.
    await setVariantStock(api, few.id, 3, { size: 'S' });
    await setVariantStock(api, few.id, 1, { size: 'M' });
    await setVariantStock(api, plenty.id, 10, { size: 'M' });

    const stats = (
      await api.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.auth })
    ).json();
    expect(
      stats.lowStock.map((variant: { name: string; size: string; countInStock: number }) => [
        variant.name,
        variant.size,
        variant.countInStock,
      ]),
    ).toEqual([
      [few.name, 'M', 1],
      [few.name, 'S', 3],
      [soldOut.name, 'M', 0],
    ]);
    expect(stats).toMatchObject({ lowStockCount: 3, soldOutCount: 1 });

    const low = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?stock=low',
      headers: admin.auth,
    });
    expect(low.statusCode).toBe(200);
    expect(low.headers['x-total-count']).toBe('2');
    expect(
      low
        .json()
        .map((product: { _id: string }) => product._id)
        .sort(),
    ).toEqual([soldOut.id, few.id].sort());
    const searched = await api.app.inject({
      method: 'GET',
      url: `/api/admin/products?stock=low&search=${encodeURIComponent(few.sku)}`,
      headers: admin.auth,
    });
    expect(searched.json().map((product: { _id: string }) => product._id)).toEqual([few.id]);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?stock=high',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('stock must be low');
  });
});
