import { adminShopSchema, adminStatsSchema, LOW_STOCK_THRESHOLD } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { adminOnly } from '../../plugins/auth.ts';
import { DAYS, dashboardStats, LOW_STOCK_LIMIT, RECENT_ORDERS } from './admin-stats-service.ts';

export function adminStatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    adminOnly(app);

    app.get(
      '/api/admin/stats',
      {
        schema: signedIn('Admin: dashboard')({
          summary: 'Dashboard figures',
          description: `revenue sums the orders that are not cancelled; totalOrders counts every order; revenueByDay covers the last ${DAYS} days, the shop's days (in the time zone of GET /api/admin/shop), oldest first, orders not cancelled; lowStock lists up to ${LOW_STOCK_LIMIT} variants (size × colour of a product) with at most ${LOW_STOCK_THRESHOLD} units, those with a few left first (fewest first), then the sold-out ones; lowStockCount counts every such variant and soldOutCount those with none (GET /api/admin/products?stock=low lists their products); recentOrders the ${RECENT_ORDERS} newest orders.`,
          response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
        }),
      },
      async () => dashboardStats(ctx.db, ctx.config.shopTimeZone),
    );

    app.get(
      '/api/admin/shop',
      {
        schema: signedIn('Admin: dashboard')({
          summary: "The shop's settings the admin screens need",
          description:
            "timeZone: the shop's time zone (SHOP_TIME_ZONE, Asia/Kolkata by default); the admin shows every date and day in it.",
          response: { 200: adminShopSchema, ...errorResponses(401, 403) },
        }),
      },
      async () => ({ timeZone: ctx.config.shopTimeZone }),
    );
  };
}
