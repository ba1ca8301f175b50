import {
  cartAddSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartRemoveSchema,
  cartSchema,
  cartUpdateSchema,
  GUEST_SECRET_HEADER,
} from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { optionalUser, requireUser } from '../../plugins/auth.ts';
import { addToCart } from './add-to-cart.ts';
import {
  assertMayChangeCart,
  type CartOwner,
  cartOwner,
  guestSecretHash,
  mayReadCart,
} from './cart-owner.ts';
import { cartOf, mergeGuestCart, removeLine, setLineQuantity } from './cart-service.ts';
import { serializeCart } from './serialize.ts';

const tags = ['Cart'];
const response = { 200: cartSchema, ...errorResponses(400, 401, 403, 404, 409) };
const secretHeader = GUEST_SECRET_HEADER.toLowerCase();
const guestNote = `A guest's cart is reached with its guestId and the secret its browser holds, in the ${GUEST_SECRET_HEADER} header`;

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    /** The owner of a cart change, refused (400/403) when a guest lacks the cart's secret. */
    const changer = async (
      request: FastifyRequest,
      claimed: { userId?: string | undefined; guestId?: string | undefined },
    ): Promise<CartOwner> => {
      const owner = cartOwner(optionalUser(request), claimed, request.headers[secretHeader]);
      await assertMayChangeCart(db, owner);
      return owner;
    };

    app.get(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'The cart of the signed-in user, or of a guest by guestId (empty when there is none)',
          description: `${guestNote}; without it, or with another one, the answer is an empty cart.`,
          querystring: cartQuerySchema,
          response,
        },
      },
      async (request) => {
        const owner = cartOwner(optionalUser(request), request.query, request.headers[secretHeader]);
        return (await mayReadCart(db, owner)) ? cartOf(db, owner) : serializeCart(null, [], owner);
      },
    );

    app.post(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Add a product in a size and colour; the same line adds up, capped at the stock',
          description: `${guestNote} (400 without it, 403 when the cart has another one).`,
          body: cartAddSchema,
          response,
        },
        config: { accountCheckedByRoute: true },
      },
      async (request) => {
        const claims = request.uncheckedToken;
        if (claims === null) return addToCart(db, await changer(request, request.body), request.body);
        // Signed in: the token's account and revocation are checked in the add statement itself
        // (one round trip); a token that fails the check is 401 and nothing is written.
        const owner = cartOwner({ id: claims.userId }, request.body, request.headers[secretHeader]);
        return addToCart(db, owner, request.body, claims);
      },
    );

    app.put(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Set the quantity of a line (0 removes it)',
          description: `${guestNote} (400 without it, 403 when the cart has another one).`,
          body: cartUpdateSchema,
          response,
        },
      },
      async (request) => setLineQuantity(db, await changer(request, request.body), request.body),
    );

    app.delete(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Remove a line (removing a line that is not there is not an error)',
          description: `${guestNote} (400 without it, 403 when the cart has another one).`,
          body: cartRemoveSchema,
          response,
        },
      },
      async (request) => removeLine(db, await changer(request, request.body), request.body),
    );

    app.post(
      '/api/cart/merge',
      {
        schema: signedIn('Cart')({
          summary: "Merge a guest cart into the signed-in user's cart and remove the guest cart",
          description: `The guest cart's secret comes in the ${GUEST_SECRET_HEADER} header: 400 without it, 403 when the guest cart has another one (a cart made before carts had secrets is merged by the first secret).`,
          body: cartMergeSchema,
          response,
        }),
      },
      async (request) =>
        mergeGuestCart(db, requireUser(request).id, {
          guestId: request.body.guestId,
          secretHash: guestSecretHash(request.headers[secretHeader]),
        }),
    );
  };
}
