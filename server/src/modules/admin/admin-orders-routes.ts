import {
  ADMIN_PAGE_SIZE,
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  adminOrdersResponseSchema,
  idParamsSchema,
  orderSchema,
} from '@store/contracts';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { orders } from '../../db/schema.ts';
import { likePattern } from '../../lib/like.ts';
import { toRupees } from '../../lib/money.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { selectOrders } from '../orders/serialize.ts';
import { deleteOrder, setOrderStatus } from './order-status.ts';

const tags = ['Admin: orders'];
const security = [{ bearer: [] }];
const refusals = errorResponses(400, 401, 403, 404, 409);

export function adminOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags,
          security,
          summary: 'Orders, newest first, with their customer name and email',
          description:
            'totalOrders counts every order matching the filters (page with page and limit); totalSales sums the totalPrice of those that are not cancelled.',
          querystring: adminOrderListQuerySchema,
          response: { 200: adminOrdersResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { search, status, page = 1, limit = ADMIN_PAGE_SIZE } = request.query;
        const conditions: Array<SQL | undefined> = [];
        if (status) conditions.push(eq(orders.status, status));
        if (search) {
          const pattern = likePattern(search);
          conditions.push(
            or(ilike(orders.id, pattern), ilike(orders.userName, pattern), ilike(orders.userEmail, pattern)),
          );
        }
        const where = and(...conditions);
        const [list, [figures]] = await Promise.all([
          selectOrders(db, { where, limit, offset: (page - 1) * limit }),
          db
            .select({
              count: sql<number>`count(*)`.mapWith(Number),
              sales:
                sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${ne(orders.status, 'Cancelled')}), 0)`.mapWith(
                  Number,
                ),
            })
            .from(orders)
            .where(where),
        ]);
        return { orders: list, totalOrders: figures?.count ?? 0, totalSales: toRupees(figures?.sales ?? 0) };
      },
    );

    app.put(
      '/api/admin/orders/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Set the status: Processing, Shipped, Delivered or Cancelled',
          description:
            'Each change is recorded with its time in statusHistory. Cancelled puts the stock back once; reopening a cancelled order takes the stock again (409 when it is gone). Delivered sets isDelivered and deliveredAt.',
          params: idParamsSchema,
          body: adminOrderStatusSchema,
          response: { 200: orderSchema, ...refusals },
        },
      },
      async (request) => setOrderStatus(ctx, request.params.id, request.body.status),
    );

    app.delete(
      '/api/admin/orders/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete an order (a Processing order puts its stock back)',
          params: idParamsSchema,
          response: { 200: z.object({ message: z.string() }), ...refusals },
        },
      },
      async (request) => {
        await deleteOrder(ctx, request.params.id);
        return { message: 'Order deleted' };
      },
    );
  };
}
