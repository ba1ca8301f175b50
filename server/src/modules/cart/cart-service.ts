import { type Cart, MAX_CART_QUANTITY } from '@store/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
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
  lineVariantJoin,
} from './cart-lines.ts';
import { noLongerSold, reducedTo, settleLines, soldOutRemoved } from './cart-notices.ts';
import { type CartOwner, GUEST_SECRET_REQUIRED, NOT_YOUR_CART, ownerCondition } from './cart-owner.ts';
import { type CartLineRow, inCartOrder, serializeCart } from './serialize.ts';

export const NOT_IN_CART = 'That item is not in your cart';

/**
 * The owner's cart id (null when they have none) and its lines in cart order, in one round trip;
 * lines of a variant the store no longer sells have sku null (cartOf drops them with a notice).
 */
export async function readCart(
  db: Database,
  owner: CartOwner,
): Promise<{ cartId: string | null; lines: CartLineRow[] }> {
  const rows = await executePrepared<CartLineRow & { cartId: string }>(
    db,
    sql`
      select carts.id as "cartId", ${lineColumns}
      from carts
        left join cart_items as ci on ci.cart_id = carts.id
        left join products as p on p.id = ci.product_id
        ${lineVariantJoin}
      where ${ownerCondition(owner)}`,
  );
  return { cartId: rows[0]?.cartId ?? null, lines: linesOf(rows).sort(inCartOrder) };
}

/**
 * The whole cart as the API answers it (an empty one when the owner has none); lines of a variant
 * no longer sold are removed and said so in `notices`, with any notices the caller brings.
 */
export async function cartOf(db: Database, owner: CartOwner, notices: readonly string[] = []): Promise<Cart> {
  const { cartId, lines } = await readCart(db, owner);
  const settled = await settleLines(db, cartId, lines);
  return serializeCart(cartId, settled.lines, owner, [...notices, ...settled.notices]);
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
      select product.name, product.stock, product.sku, product.size, product.color,
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
    assertStock(found, found.stock, line.quantity);
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

interface GuestLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  name: string;
  /** The variant's units; null when the store no longer sells that size and colour. */
  stock: number | null;
  /** The quantity of the same line already in the user's cart (0 when none). */
  held: number;
}

/**
 * POST /api/cart/merge: the guest's lines join the user's cart (created when missing) and the guest
 * cart is removed, in one transaction with the guest cart locked (a second merge of the same cart
 * waits, then finds nothing to merge: merging is idempotent). Lines of one variant add up, capped at
 * the variant's stock and the 99 cap; a line reduced because its variant has fewer units, or dropped
 * because it sold out or is no longer sold, is said so in the answer's `notices`.
 */
export async function mergeGuestCart(
  db: Database,
  userId: string,
  claimed: { guestId: string; secretHash: string | null },
): Promise<Cart> {
  const owner = { userId, guestId: null, guestSecretHash: null };
  const notices = await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id, secretHash: carts.guestSecretHash })
      .from(carts)
      .where(eq(carts.guestId, claimed.guestId))
      .limit(1)
      .for('update');
    // Only the browser holding the guest cart's secret may empty it into an account; a cart made
    // before carts had secrets is merged by the first one that brings a secret (docs/api.md).
    if (guest) {
      if (claimed.secretHash === null) throw badRequest(GUEST_SECRET_REQUIRED);
      if (guest.secretHash !== null && guest.secretHash !== claimed.secretHash)
        throw forbidden(NOT_YOUR_CART);
    }
    const cartId = await findOrCreateCartId(tx, owner);
    if (!guest) return [];
    const lines = rowsOf<GuestLine>(
      await tx.execute(sql`
        select g.product_id as "productId", g.size, g.color, g.quantity, p.name,
          v.count_in_stock as stock, coalesce(u.quantity, 0) as held
        from cart_items as g
          join products as p on p.id = g.product_id
          left join product_variants as v
            on v.product_id = g.product_id and v.size = g.size and v.color = g.color
          left join cart_items as u on u.cart_id = ${cartId} and u.product_id = g.product_id
            and u.size = g.size and u.color = g.color
        where g.cart_id = ${guest.id}
        order by g.added_at, g.product_id, g.size, g.color`),
    );
    const said: string[] = [];
    const keep: Array<{ line: GuestLine; quantity: number }> = [];
    const drop: GuestLine[] = [];
    for (const line of lines) {
      const wanted = line.held + line.quantity;
      if (line.stock === null) {
        said.push(noLongerSold(line.name, line.size, line.color));
        drop.push(line);
      } else if (line.stock <= 0) {
        said.push(soldOutRemoved(line.name, line.size, line.color));
        drop.push(line);
      } else {
        const quantity = Math.min(wanted, line.stock, MAX_CART_QUANTITY);
        if (quantity < wanted && line.stock < Math.min(wanted, MAX_CART_QUANTITY))
          said.push(reducedTo(line.name, line.size, line.color, quantity));
        keep.push({ line, quantity });
      }
    }
    if (keep.length > 0)
      await tx.execute(sql`
        insert into cart_items (cart_id, product_id, size, color, quantity)
        values ${sql.join(
          keep.map(
            ({ line, quantity }) =>
              sql`(${cartId}, ${line.productId}, ${line.size}, ${line.color}, ${quantity}::integer)`,
          ),
          sql`, `,
        )}
        on conflict (cart_id, product_id, size, color) do update set quantity = excluded.quantity`);
    for (const line of drop) await tx.delete(cartItems).where(lineCondition(cartId, line));
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return said;
  });
  return cartOf(db, owner, notices);
}
