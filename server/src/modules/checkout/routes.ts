import {
  checkoutCreateSchema,
  checkoutPaySchema,
  checkoutSchema,
  firstOrderDiscountSchema,
  idParamsSchema,
  orderSchema,
  paymentStartSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { IDEMPOTENT, idempotent } from '../../lib/idempotency.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createCheckout,
  finalizeCheckout,
  findCheckout,
  firstOrderDiscountFor,
  payCheckout,
  placeCodOrder,
  startPayment,
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
          description: `Items, prices and totals are built by the server from the cart in the database; checkoutItems and totalPrice in the body are ignored. The first order of a customer (no order that is not cancelled) gets the first-order discount. The checkout holds its units for its lifetime: 409 naming the variant when the stock is not there (before anything is paid); the customer's earlier unpaid checkout gives its units back (replaced).${IDEMPOTENT}`,
          body: checkoutCreateSchema,
          response: { 201: checkoutSchema, ...errorResponses(400, 401, 409, 422) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => ({
          status: 201,
          body: await createCheckout(ctx, user, request.body),
        }));
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
          response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404, 410, 422) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => ({
          status: 200,
          body: await payCheckout(ctx, user, request.params.id, request.body),
        }));
      },
    );

    app.post(
      '/api/checkout/:id/payment',
      {
        schema: schema({
          summary: 'Start paying the checkout online (owner only)',
          description: `Creates the gateway order for the checkout's total as the server computed it and records the attempt; answers where the browser goes to pay (the hosted payment page). 409 when the checkout is paid already, 410 past its lifetime, 503 with a message when the gateway is down or online payments are not set up.${IDEMPOTENT}`,
          params: idParamsSchema,
          response: { 201: paymentStartSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 422, 503) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => ({
          status: 201,
          body: await startPayment(ctx, user, request.params.id, `${request.protocol}://${request.host}`),
        }));
      },
    );

    app.post(
      '/api/checkout/:id/finalize',
      {
        schema: schema({
          summary: 'Turn the paid checkout into an order (owner only)',
          description: `Atomic: the checkout's held stock becomes the order (a checkout without a hold takes it, never below zero), one order is created, the checkout is marked finalized and the cart is emptied. 201 with the order; a repeat answers the same order with 200. An unpaid checkout older than its lifetime answers 410. A paid checkout that cannot become an order (its stock is gone, the first-order discount was spent) is refunded in full through its provider: 409 saying so.${IDEMPOTENT}`,
          params: idParamsSchema,
          response: {
            200: orderSchema,
            201: orderSchema,
            ...errorResponses(400, 401, 403, 404, 409, 410, 422),
          },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => {
          const { created, order } = await finalizeCheckout(ctx, user, request.params.id);
          return { status: created ? 201 : 200, body: order };
        });
      },
    );

    app.post(
      '/api/checkout/:id/cod',
      {
        schema: schema({
          summary: 'Place the order to pay on delivery (owner only)',
          description: `Cash on Delivery: the order total must be within the store's limits and the delivery PIN code one it serves (the checkout's cashOnDelivery says so before; 400 with the reason otherwise). The fee is added to the total, and the order is placed unpaid ('Pay on delivery') from the checkout's held stock; it becomes paid when it is delivered. 201 with the order; a repeat answers the same order with 200.${IDEMPOTENT}`,
          params: idParamsSchema,
          response: {
            200: orderSchema,
            201: orderSchema,
            ...errorResponses(400, 401, 403, 404, 409, 410, 422),
          },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        return idempotent(db, request, reply, user.id, async () => {
          const { created, order } = await placeCodOrder(ctx, user, request.params.id);
          return { status: created ? 201 : 200, body: order };
        });
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
      async (request) => findCheckout(ctx, requireUser(request), request.params.id),
    );
  };
}
