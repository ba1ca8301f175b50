import {
  type AdminReturnRequest,
  adminReturnListQuerySchema,
  adminReturnRequestSchema,
  adminReturnsResponseSchema,
  idParamsSchema,
  orderReturnsSchema,
  rejectReturnSchema,
  returnCreateSchema,
  returnRequestSchema,
  usualSizeSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { IDEMPOTENT, idempotent } from '../../lib/idempotency.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { advanceReturn, listReturns } from './admin-returns-service.ts';
import { createReturn, orderReturns } from './returns-service.ts';
import { usualSize } from './usual-size.ts';

const schema = signedIn('Returns');

/** Returns and exchanges of delivered order lines (docs/product.md §3 and §4, Returns). */
export function returnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/orders/:id/returns',
      {
        schema: schema({
          summary:
            "The order's return requests, the return window, and per line the units that may still be returned and the sizes and colours in stock for an exchange",
          params: idParamsSchema,
          response: { 200: orderReturnsSchema, ...errorResponses(400, 401, 403, 404) },
        }),
      },
      async (request) => orderReturns(ctx.db, requireUser(request), request.params.id),
    );

    app.post(
      '/api/orders/:id/returns',
      {
        schema: schema({
          summary: 'Ask to return units of one line of your delivered order, for a refund or an exchange',
          description:
            "Only the order's customer (403 otherwise), once it is delivered and within the return window (409), for at most the units bought minus those in requests that are not rejected (409; two requests at once are counted one after the other). An exchange names another size or colour of the same product; its units are held from the request (409 when they are not in stock). The customer is mailed.",
          params: idParamsSchema,
          body: returnCreateSchema,
          response: { 201: returnRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createReturn(ctx, requireUser(request), request.params.id, request.body)),
    );

    app.get(
      '/api/products/:id/usual-size',
      {
        schema: schema({
          summary:
            "The size the signed-in shopper usually keeps in the product's category, from delivered orders they did not return (null when none)",
          params: idParamsSchema,
          response: { 200: usualSizeSchema, ...errorResponses(400, 401, 404) },
        }),
      },
      async (request) => usualSize(ctx.db, requireUser(request), request.params.id),
    );
  };
}

export function adminReturnRoutes(ctx: AppContext) {
  return adminArea('Admin: returns', (admin, app) => {
    app.get(
      '/api/admin/returns',
      {
        schema: admin.schema({
          summary: 'Return requests, newest first, by status or order, with the customer and the refund due',
          querystring: adminReturnListQuerySchema,
          response: { 200: adminReturnsResponseSchema },
        }),
      },
      async (request) => listReturns(ctx.db, request.query),
    );

    const step = (
      path: string,
      summary: string,
      run: (id: string, body: { reason?: string } | undefined) => Promise<AdminReturnRequest>,
      withReason = false,
    ) =>
      app.post(
        `/api/admin/returns/:id/${path}`,
        {
          schema: admin.schema({
            summary,
            description: `A step of the return (a refund goes to the gateway for an order paid online).${IDEMPOTENT}`,
            params: idParamsSchema,
            ...(withReason && { body: rejectReturnSchema }),
            response: { 200: adminReturnRequestSchema, ...errorResponses(422) },
          }),
        },
        async (request, reply) =>
          idempotent(ctx.db, request, reply, requireUser(request).id, async () => ({
            status: 200,
            body: await run(request.params.id, request.body as { reason?: string } | undefined),
          })),
      );

    step('approve', 'Approve a requested return (409 from any other status)', (id) =>
      advanceReturn(ctx, id, 'approve'),
    );
    step(
      'reject',
      'Reject a requested or approved return with a reason; a held exchange is released',
      (id, body) => advanceReturn(ctx, id, 'reject', body?.reason),
      true,
    );
    step(
      'receive',
      'Mark an approved return received: its units go back to their variant once, unless the reason is defective',
      (id) => advanceReturn(ctx, id, 'receive'),
    );
    step(
      'refund',
      "Refund a received return: the line's paid amount for its units, its share of the discount taken off",
      (id) => advanceReturn(ctx, id, 'refund'),
    );
    step(
      'send-exchange',
      'Send a received exchange: the held units join the order as a new line at no charge',
      (id) => advanceReturn(ctx, id, 'send-exchange'),
    );
  });
}
