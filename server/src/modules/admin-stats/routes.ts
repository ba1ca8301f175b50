import { adminStatsSchema, LOW_STOCK_THRESHOLD } from '@store/contracts';
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
          description: `revenue sums the orders that are not cancelled; totalOrders counts every order; revenueByDay covers the last ${DAYS} days (UTC, oldest first, orders not cancelled); lowStock lists up to ${LOW_STOCK_LIMIT} variants (size × colour of a product) with at most ${LOW_STOCK_THRESHOLD} units, fewest first; recentOrders the ${RECENT_ORDERS} newest orders.`,
          response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
        }),
      },
      async () => dashboardStats(ctx.db),
    );
  };
}
