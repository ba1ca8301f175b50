import { adminStatsSchema, LOW_STOCK_THRESHOLD } from '@store/contracts';
import { asc, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { orders, products } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { serializeProduct } from '../catalog/serialize.ts';
import { selectOrders } from '../orders/serialize.ts';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_LIMIT = 10;
const RECENT_ORDERS = 5;
const notCancelled = sql`${orders.status} <> 'Cancelled'`;

/** YYYY-MM-DD of the last `DAYS` days in UTC, oldest first, ending today. */
export function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, index) =>
    new Date(today - (DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export function adminStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/admin/stats',
      {
        schema: {
          tags: ['Admin: dashboard'],
          security: [{ bearer: [] }],
          summary: 'Dashboard figures',
          description: `revenue sums the orders that are not cancelled; totalOrders counts every order; revenueByDay covers the last ${DAYS} days (UTC, oldest first, orders not cancelled); lowStock lists up to ${LOW_STOCK_LIMIT} products with at most ${LOW_STOCK_THRESHOLD} units; recentOrders the ${RECENT_ORDERS} newest orders.`,
          response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireAdmin(request);
        const days = lastDays(new Date());
        const since = new Date(`${days[0]}T00:00:00.000Z`);
        const [totals, productCount, byDay, lowStock, recentOrders] = await Promise.all([
          db
            .select({
              count: sql<number>`count(*)`.mapWith(Number),
              revenue:
                sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${notCancelled}), 0)`.mapWith(
                  Number,
                ),
            })
            .from(orders),
          db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(products),
          db
            .select({
              day: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
              revenue:
                sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${notCancelled}), 0)`.mapWith(
                  Number,
                ),
              orders: sql<number>`count(*) filter (where ${notCancelled})`.mapWith(Number),
            })
            .from(orders)
            .where(gte(orders.createdAt, since))
            .groupBy(sql`1`),
          db
            .select()
            .from(products)
            .where(lte(products.countInStock, LOW_STOCK_THRESHOLD))
            .orderBy(asc(products.countInStock), asc(products.name), asc(products.id))
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
          lowStock: lowStock.map(serializeProduct),
          recentOrders,
        };
      },
    );
  };
}
