import { type Cart, MAX_CART_QUANTITY } from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { cartItems, carts } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertStock } from '../inventory/index.ts';
import {
  assertOffered,
  type LineKey,
  type LineProduct,
  lineColumns,
  lineProduct,
  linesOf,
} from './cart-lines.ts';
import { type CartOwner, GUEST_SECRET_REQUIRED, NOT_YOUR_CART, ownerCondition } from './cart-owner.ts';
import { type CartLineRow, inCartOrder, serializeCart } from './serialize.ts';

export const NOT_IN_CART = 'That item is not in your cart';

/** The owner's cart id (null when they have none) and its lines in cart order, in one round trip. */
export async function readCart(
  db: Database,
  owner: CartOwner,
): Promise<{ cartId: string | null; lines: CartLineRow[] }> {
  const rows = rowsOf<CartLineRow & { cartId: string }>(
    await db.execute(sql`
      select carts.id as "cartId", ${lineColumns}
      from carts
        left join cart_items as ci on ci.cart_id = carts.id
        left join products as p on p.id = ci.product_id
      where ${ownerCondition(owner)}`),
  );
  return { cartId: rows[0]?.cartId ?? null, lines: linesOf(rows).sort(inCartOrder) };
}

/** The whole cart as the API answers it (an empty one when the owner has none). */
export async function cartOf(db: Database, owner: CartOwner): Promise<Cart> {
  const { cartId, lines } = await readCart(db, owner);
  return serializeCart(cartId, lines, owner);
}

async function findOrCreateCartId(db: Database, owner: CartOwner): Promise<string> {
  const [row] = await db
    .insert(carts)
    .values({ id: newId(), userId: owner.userId, guestId: owner.guestId })
    .onConflictDoUpdate({
      target: owner.userId !== null ? carts.userId : carts.guestId,
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

const lineCondition = (cartId: string, line: LineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, line.productId),
    eq(cartItems.size, line.size),
    eq(cartItems.color, line.color),
  );

/** PUT /api/cart: sets the quantity of a line that is in the cart (0 removes it), within the stock. */
export async function setLineQuantity(
  db: Database,
  owner: CartOwner,
  line: LineKey & { quantity: number },
): Promise<Cart> {
  const [found] = rowsOf<LineProduct & { cartId: string | null }>(
    await db.execute(sql`
      select product.name, product.stock, product.size, product.color,
        (select id from carts where ${ownerCondition(owner)}) as "cartId"
      from (select 1) as one left join (${lineProduct(line)}) as product on true`),
  );
  if (!found) throw new Error('the line query answered no row');
  assertOffered(found, line);
  if (found.cartId === null) throw notFound(NOT_IN_CART);
  const key = lineCondition(found.cartId, { ...line, size: found.size, color: found.color });
  if (line.quantity === 0) {
    await db.delete(cartItems).where(key);
  } else {
    assertStock(found.name, found.stock, line.quantity);
    const updated = await db
      .update(cartItems)
      .set({ quantity: line.quantity })
      .where(key)
      .returning({ productId: cartItems.productId });
    if (updated.length === 0) throw notFound(NOT_IN_CART);
  }
  return cartOf(db, owner);
}

/** DELETE /api/cart: removes a line, matching size and colour in any case; a missing line is no error. */
export async function removeLine(db: Database, owner: CartOwner, line: LineKey): Promise<Cart> {
  await db
    .delete(cartItems)
    .where(
      and(
        sql`${cartItems.cartId} = (select ${carts.id} from ${carts} where ${ownerCondition(owner)})`,
        eq(cartItems.productId, line.productId),
        sql`lower(${cartItems.size}) = lower(${line.size})`,
        sql`lower(${cartItems.color}) = lower(${line.color})`,
      ),
    );
  return cartOf(db, owner);
}

/**
 * POST /api/cart/merge: the guest's lines join the user's cart (created when missing) and the guest
 * cart is removed. Lines of one product, size and colour add up; every line is capped at the stock
 * and the 99 cap, and sold-out lines are dropped.
 */
export async function mergeGuestCart(
  db: Database,
  userId: string,
  guest: { guestId: string; secretHash: string | null },
): Promise<Cart> {
  const owner = { userId, guestId: null, guestSecretHash: null };
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: carts.id, secretHash: carts.guestSecretHash })
      .from(carts)
      .where(eq(carts.guestId, guest.guestId))
      .limit(1)
      .for('update');
    // Only the browser holding the guest cart's secret may empty it into an account; a cart made
    // before carts had secrets is merged by the first one that brings a secret (docs/api.md).
    if (found) {
      if (guest.secretHash === null) throw badRequest(GUEST_SECRET_REQUIRED);
      if (found.secretHash !== null && found.secretHash !== guest.secretHash) throw forbidden(NOT_YOUR_CART);
    }
    const cartId = await findOrCreateCartId(tx, owner);
    if (!found) return;
    const cap = sql`${MAX_CART_QUANTITY}::integer`;
    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, size, color, quantity)
      select ${cartId}, g.product_id, g.size, g.color, least(g.quantity, p.count_in_stock, ${cap})
      from cart_items as g join products as p on p.id = g.product_id
      where g.cart_id = ${found.id} and p.count_in_stock > 0
      on conflict (cart_id, product_id, size, color) do update
        set quantity = least(
          cart_items.quantity + excluded.quantity,
          (select count_in_stock from products where id = excluded.product_id),
          ${cap})`);
    await tx.delete(carts).where(eq(carts.id, found.id));
  });
  return cartOf(db, owner);
}
