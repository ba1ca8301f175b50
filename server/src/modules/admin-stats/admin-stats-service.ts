import { type AdminStats, LOW_STOCK_THRESHOLD } from '@store/contracts';
import { asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, products, productVariants } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';
import { notCancelled, revenuePaise, selectOrders } from '../orders/index.ts';

export const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const LOW_STOCK_LIMIT = 20;
export const RECENT_ORDERS = 5;

/** YYYY-MM-DD of `now` in `timeZone`. */
function dayIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** YYYY-MM-DD of the last `DAYS` days in the shop's time zone, oldest first, ending today there. */
export function lastDays(now: Date, timeZone: string): string[] {
  const today = Date.parse(`${dayIn(now, timeZone)}T00:00:00.000Z`);
  // Calendar arithmetic on the dates themselves (as UTC midnights): no day is 23 or 25 hours here.
  return Array.from({ length: DAYS }, (_, index) =>
    new Date(today - (DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The dashboard's figures: revenue, counts, revenue per day, variants low in stock, recent orders.
 * The days are the shop's (docs/product.md §2): an order counts on the date it was placed in
 * `timeZone`, computed by the database (PostgreSQL and PGlite alike) from the UTC time it keeps.
 */
export async function dashboardStats(db: Database, timeZone: string, now = new Date()): Promise<AdminStats> {
  const days = lastDays(now, timeZone);
  // Midnight starting the first day, in the shop's zone.
  const since = sql`(${days[0]}::date)::timestamp at time zone ${timeZone}`;
  const [totals, productCount, byDay, lowStock, lowCounts, recentOrders] = await Promise.all([
    db
      .select({
        count: count(),
        revenue: revenuePaise(),
      })
      .from(orders),
    db.select({ value: count() }).from(products),
    db
      .select({
        day: sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
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
      // A few left before sold out: those can still be sold, so they are the ones to restock first.
      .orderBy(
        sql`${productVariants.countInStock} = 0`,
        asc(productVariants.countInStock),
        asc(products.name),
        asc(products.id),
        asc(productVariants.position),
      )
      .limit(LOW_STOCK_LIMIT),
    db
      .select({
        low: count(),
        soldOut: sql<number>`count(*) filter (where ${productVariants.countInStock} = 0)`.mapWith(Number),
      })
      .from(productVariants)
      .where(lte(productVariants.countInStock, LOW_STOCK_THRESHOLD)),
    selectOrders(db, { where: isNull(orders.archivedAt), limit: RECENT_ORDERS }),
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
    lowStockCount: lowCounts[0]?.low ?? 0,
    soldOutCount: lowCounts[0]?.soldOut ?? 0,
    recentOrders,
  };
}
