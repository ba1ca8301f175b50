import {
  idParamsSchema,
  messageResponseSchema,
  STOCK_ALERT_REMOVED,
  STOCK_ALERTS_REMOVED,
  stockAlertCreateSchema,
  stockAlertRemoveSchema,
  stockAlertSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createStockAlert,
  listMyAlerts,
  removeAlertsByToken,
  removeMyAlert,
} from './stock-alerts-service.ts';

const tags = ['Stock alerts'];

/** "Notify me" when a sold-out size and colour is back (docs/product.md §2, "Back in stock"). */
export function stockAlertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Per client address, like sign-in: asking for alerts by e-mail must not become a mail cannon.
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.post(
      '/api/stock-alerts',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            'Ask for one e-mail when a sold-out size and colour is back in stock (guests send an email; signed-in shoppers may leave it out)',
          description:
            'The same answer whether or not the address already waits for that variant. 400 when the variant is not sold, or is in stock.',
          body: stockAlertCreateSchema,
          response: { 201: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ message: await createStockAlert(ctx, request.user, request.body) }),
    );

    app.post(
      '/api/stock-alerts/remove',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            'Remove every waiting alert of an address with the token of the link in a back-in-stock mail (no sign-in)',
          body: stockAlertRemoveSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await removeAlertsByToken(ctx.db, request.body.token);
        return { message: STOCK_ALERTS_REMOVED };
      },
    );

    app.get(
      '/api/stock-alerts',
      {
        schema: signedIn('Stock alerts')({
          summary: "The signed-in shopper's waiting alerts (made while signed in, or for their email)",
          response: { 200: z.array(stockAlertSchema), ...errorResponses(401) },
        }),
      },
      async (request) => listMyAlerts(ctx.db, requireUser(request)),
    );

    app.delete(
      '/api/stock-alerts/:id',
      {
        schema: signedIn('Stock alerts')({
          summary: "Remove one of the signed-in shopper's waiting alerts",
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404) },
        }),
      },
      async (request) => {
        await removeMyAlert(ctx.db, requireUser(request), request.params.id);
        return { message: STOCK_ALERT_REMOVED };
      },
    );
  };
}
