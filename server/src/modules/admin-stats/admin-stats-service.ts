import { type AdminStats, LOW_STOCK_THRESHOLD } from '@store/contracts';
import { asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, products, productVariants } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';
import { notCancelled, revenuePaise, selectOrders } from '../orders/index.ts';

export const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const LOW_STOCK_LIMIT = 20;
export const RECENT_ORDERS = 5;

/** YYYY-MM-DD of the last `DAYS` days in UTC, oldest first, ending today. */
export function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, index) =>
    new Date(today - (DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The dashboard's figures: revenue, counts, revenue per day, variants low in stock, recent orders. */
export async function dashboardStats(db: Database): Promise<AdminStats> {
  const days = lastDays(new Date());
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const [totals, productCount, byDay, lowStock, recentOrders] = await Promise.all([
    db
      .select({
        count: count(),
        revenue: revenuePaise(),
      })
      .from(orders),
    db.select({ value: count() }).from(products),
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        revenue: revenuePaise(),
        orders: sql<number>`count(*) filter (where ${notCancelled})`.mapWith(Number),
      })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({
        productId: products.id,
        name: products.name,
        sku: productVariants.sku,
        size: productVariants.size,
        color: productVariants.color,
        countInStock: productVariants.countInStock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lte(productVariants.countInStock, LOW_STOCK_THRESHOLD))
      .orderBy(
        asc(productVariants.countInStock),
        asc(products.name),
        asc(products.id),
        asc(productVariants.position),
      )
      .limit(LOW_STOCK_LIMIT),
    selectOrders(db, { limit: RECENT_ORDERS }),
  ]);
  const perDay = new Map(byDay.map((row) => [row.day, row]));
  return {
    revenue: toRupees(totals[0]?.revenue ?? 0),
    totalOrders: totals[0]?.count ?? 0,
    totalProducts: productCount[0]?.value ?? 0,
    revenueByDay: days.map((date) => ({
      date,
      revenue: toRupees(perDay.get(date)?.revenue ?? 0),
      orders: perDay.get(date)?.orders ?? 0,
    })),
    lowStock,
    recentOrders,
  };
}
