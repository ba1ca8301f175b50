import { idParamsSchema, myOrdersResponseSchema, orderSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { IDEMPOTENT, idempotent } from '../../lib/idempotency.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { cancelOwnOrder, myOrders, orderFor } from './orders-service.ts';

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

    app.post(
      '/api/orders/:id/cancel',
      {
        schema: schema({
          summary: 'Cancel your own order while it is still Processing',
          description: `The stock goes back once to each line's variant and the payment becomes refund_pending (an order paid online is refunded through the gateway); the change is recorded in statusHistory with by: customer and the cancellation mail is sent. Cancelling a cancelled order answers it unchanged. 403 for an order of someone else (admins included), 409 once it has shipped or been delivered.${IDEMPOTENT}`,
          params: idParamsSchema,
          response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => ({
          status: 200,
          body: await cancelOwnOrder(ctx, user, request.params.id),
        }));
      },
    );
  };
}
