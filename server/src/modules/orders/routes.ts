import { idParamsSchema, myOrdersResponseSchema, orderSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { myOrders, orderFor } from './orders-service.ts';

const schema = signedIn('Orders');

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/orders/my-orders',
      {
        schema: schema({
          summary: "The signed-in customer's orders, newest first",
          response: { 200: myOrdersResponseSchema, ...errorResponses(401) },
        }),
      },
      async (request) => myOrders(db, requireUser(request)),
    );

    app.get(
      '/api/orders/:id',
      {
        schema: schema({
          summary: 'One order (its customer or an admin)',
          params: idParamsSchema,
          response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
        }),
      },
      async (request) => orderFor(db, requireUser(request), request.params.id),
    );
  };
}
