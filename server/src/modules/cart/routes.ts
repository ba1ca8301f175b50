import {
  cartAddSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartRemoveSchema,
  cartSchema,
  cartUpdateSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { optionalUser, requireUser } from '../../plugins/auth.ts';
import { addToCart } from './add-to-cart.ts';
import { cartOwner } from './cart-owner.ts';
import { cartOf, mergeGuestCart, removeLine, setLineQuantity } from './cart-service.ts';

const tags = ['Cart'];
const response = { 200: cartSchema, ...errorResponses(400, 401, 403, 404, 409) };

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'The cart of the signed-in user, or of a guest by guestId (empty when there is none)',
          querystring: cartQuerySchema,
          response,
        },
      },
      async (request) => cartOf(db, cartOwner(optionalUser(request), request.query)),
    );

    app.post(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Add a product in a size and colour; the same line adds up, capped at the stock',
          body: cartAddSchema,
          response,
        },
      },
      async (request) => addToCart(db, cartOwner(optionalUser(request), request.body), request.body),
    );

    app.put(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Set the quantity of a line (0 removes it)',
          body: cartUpdateSchema,
          response,
        },
      },
      async (request) => setLineQuantity(db, cartOwner(optionalUser(request), request.body), request.body),
    );

    app.delete(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Remove a line (removing a line that is not there is not an error)',
          body: cartRemoveSchema,
          response,
        },
      },
      async (request) => removeLine(db, cartOwner(optionalUser(request), request.body), request.body),
    );

    app.post(
      '/api/cart/merge',
      {
        schema: signedIn('Cart')({
          summary: "Merge a guest cart into the signed-in user's cart and remove the guest cart",
          body: cartMergeSchema,
          response,
        }),
      },
      async (request) => mergeGuestCart(db, requireUser(request).id, request.body.guestId),
    );
  };
}
