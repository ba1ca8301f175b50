import {
  cartAddSchema,
  cartMergeSchema,
  cartQuerySchema,
  cartRemoveSchema,
  cartSchema,
  cartUpdateSchema,
  errorResponseSchema,
  MAX_CART_QUANTITY,
} from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { cartItems, carts, products } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  addLineFast,
  assertStock,
  cartOwner,
  cartView,
  findCartId,
  findOrCreateCartId,
  lineCondition,
  MAX_LINE_MESSAGE,
  NOT_IN_CART,
  productForLine,
  stockMessage,
} from './cart-service.ts';

const tags = ['Cart'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

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
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwner(request, request.query);
        return cartView(db, await findCartId(db, owner), owner);
      },
    );

    app.post(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Add a product in a size and colour; the same line adds up, capped at the stock',
          body: cartAddSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwner(request, request.body);
        const fast = await addLineFast(db, owner, request.body);
        if (fast) return fast;
        const product = await productForLine(db, request.body, owner);
        const { quantity } = request.body;
        assertStock(product.name, product.countInStock, quantity);
        const cartId = await findOrCreateCartId(db, owner, product.cartId);
        // The sum is checked against the stock in the same statement, so two adds at once cannot
        // pass it together.
        const [saved] = await db
          .insert(cartItems)
          .values({ cartId, ...product.line, quantity })
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId, cartItems.size, cartItems.color],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
            setWhere: sql`${cartItems.quantity} + excluded.quantity <= least(${MAX_CART_QUANTITY}, (select ${products.countInStock} from ${products} where ${products.id} = excluded.product_id))`,
          })
          .returning({ quantity: cartItems.quantity });
        if (!saved) {
          if (product.countInStock >= MAX_CART_QUANTITY) throw conflict(MAX_LINE_MESSAGE);
          throw conflict(stockMessage(product.name, product.countInStock));
        }
        return cartView(db, cartId, owner);
      },
    );

    app.put(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Set the quantity of a line (0 removes it)',
          body: cartUpdateSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwner(request, request.body);
        const product = await productForLine(db, request.body, owner);
        const { cartId } = product;
        if (cartId === null) throw notFound(NOT_IN_CART);
        if (request.body.quantity === 0) {
          await db.delete(cartItems).where(lineCondition(cartId, product.line));
        } else {
          assertStock(product.name, product.countInStock, request.body.quantity);
          const updated = await db
            .update(cartItems)
            .set({ quantity: request.body.quantity })
            .where(lineCondition(cartId, product.line))
            .returning({ productId: cartItems.productId });
          if (updated.length === 0) throw notFound(NOT_IN_CART);
        }
        return cartView(db, cartId, owner);
      },
    );

    app.delete(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'Remove a line (removing a line that is not there is not an error)',
          body: cartRemoveSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => {
        const owner = cartOwner(request, request.body);
        const cartId = await findCartId(db, owner);
        if (cartId !== null) {
          await db
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.cartId, cartId),
                eq(cartItems.productId, request.body.productId),
                sql`lower(${cartItems.size}) = lower(${request.body.size})`,
                sql`lower(${cartItems.color}) = lower(${request.body.color})`,
              ),
            );
        }
        return cartView(db, cartId, owner);
      },
    );

    app.post(
      '/api/cart/merge',
      {
        schema: {
          tags,
          summary: "Merge a guest cart into the signed-in user's cart and remove the guest cart",
          security: [{ bearer: [] }],
          body: cartMergeSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const owner = { userId: user.id, guestId: null };
        const cartId = await db.transaction(async (tx) => {
          const [guest] = await tx
            .select({ id: carts.id })
            .from(carts)
            .where(eq(carts.guestId, request.body.guestId))
            .limit(1);
          const userCartId = await findOrCreateCartId(tx as typeof db, owner);
          if (!guest) return userCartId;
          const guestLines = await tx
            .select({
              productId: cartItems.productId,
              size: cartItems.size,
              color: cartItems.color,
              quantity: cartItems.quantity,
              stock: products.countInStock,
            })
            .from(cartItems)
            .innerJoin(products, eq(products.id, cartItems.productId))
            .where(eq(cartItems.cartId, guest.id));
          for (const line of guestLines) {
            if (line.stock <= 0) continue;
            await tx
              .insert(cartItems)
              .values({
                cartId: userCartId,
                productId: line.productId,
                size: line.size,
                color: line.color,
                quantity: Math.min(line.quantity, line.stock, MAX_CART_QUANTITY),
              })
              .onConflictDoUpdate({
                target: [cartItems.cartId, cartItems.productId, cartItems.size, cartItems.color],
                set: {
                  quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${line.stock}, ${MAX_CART_QUANTITY})`,
                },
              });
          }
          await tx.delete(carts).where(eq(carts.id, guest.id));
          return userCartId;
        });
        return cartView(db, cartId, owner);
      },
    );
  };
}
