import {
  checkoutCreateSchema,
  checkoutPaySchema,
  checkoutSchema,
  firstOrderDiscountSchema,
  idParamsSchema,
  orderSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createCheckout,
  finalizeCheckout,
  findCheckout,
  firstOrderDiscountFor,
  payCheckout,
} from './checkout-service.ts';

const schema = signedIn('Checkout');

export function checkoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.post(
      '/api/checkout',
      {
        schema: schema({
          summary: "Create a checkout from the signed-in customer's cart",
          description:
            "Items, prices and totals are built by the server from the cart in the database; checkoutItems and totalPrice in the body are ignored. The first order of a customer (no order that is not cancelled) gets the first-order discount. The checkout holds its units for its lifetime: 409 naming the variant when the stock is not there (before anything is paid); the customer's earlier unpaid checkout gives its units back (replaced).",
          body: checkoutCreateSchema,
          response: { 201: checkoutSchema, ...errorResponses(400, 401, 409) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return reply.status(201).send(await createCheckout(ctx, user, request.body));
      },
    );

    app.get(
      '/api/checkout/first-order-discount',
      {
        schema: schema({
          summary: "Whether the signed-in customer's next checkout gets the first-order discount",
          description:
            'Eligible while the customer has no order that is not cancelled: the rule POST /api/checkout applies. The storefront shows its promotion only to those who can still get it.',
          response: { 200: firstOrderDiscountSchema, ...errorResponses(401) },
        }),
      },
      async (request) => firstOrderDiscountFor(db, requireUser(request)),
    );

    app.put(
      '/api/checkout/:id/pay',
      {
        schema: schema({
          summary: 'Mark the checkout paid (owner only)',
          description:
            'An unpaid checkout older than its lifetime (CHECKOUT_TTL_MINUTES, 30 by default), replaced by a newer checkout of the customer, or whose payment failed answers 410: its held stock went back, and the shopper creates a new checkout, which reads prices and stock again.',
          params: idParamsSchema,
          body: checkoutPaySchema,
          response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404, 410) },
        }),
      },
      async (request) => payCheckout(ctx, requireUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/checkout/:id/finalize',
      {
        schema: schema({
          summary: 'Turn the paid checkout into an order (owner only)',
          description:
            "Atomic: the checkout's held stock becomes the order (a checkout without a hold takes it, never below zero), one order is created, the checkout is marked finalized and the cart is emptied. 201 with the order; a repeat answers the same order with 200. An unpaid checkout older than its lifetime answers 410.",
          params: idParamsSchema,
          response: { 200: orderSchema, 201: orderSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
        }),
      },
      async (request, reply) => {
        const { created, order } = await finalizeCheckout(ctx, requireUser(request), request.params.id);
        return reply.status(created ? 201 : 200).send(order);
      },
    );

    app.get(
      '/api/checkout/:id',
      {
        schema: schema({
          summary: 'A checkout of the signed-in customer, with its order id once finalized',
          params: idParamsSchema,
          response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404) },
        }),
      },
      async (request) => findCheckout(db, requireUser(request), request.params.id),
    );
  };
}
