import { idParamsSchema, myOrdersResponseSchema, orderSchema } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { orders } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findOrder, selectOrders } from './serialize.ts';

const tags = ['Orders'];
const security = [{ bearer: [] }];
export const ORDER_NOT_FOUND = 'Order not found';
export const NOT_YOUR_ORDER = 'That order belongs to someone else.';

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/orders/my-orders',
      {
        schema: {
          tags,
          security,
          summary: "The signed-in customer's orders, newest first",
          response: { 200: myOrdersResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const list = await selectOrders(db, { where: eq(orders.userId, user.id) });
        return { orders: list, totalOrders: list.length };
      },
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One order (its customer or an admin)',
          params: idParamsSchema,
          response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const order = await findOrder(db, request.params.id);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        if (order.user._id !== user.id && user.role !== 'admin') throw forbidden(NOT_YOUR_ORDER);
        return order;
      },
    );
  };
}
