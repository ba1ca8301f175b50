import { type Cart, MAX_CART_QUANTITY } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { conflict } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { stockMessage } from '../inventory/index.ts';
import { assertOffered, type LineKey, type LineProduct, lineProduct, linesJson } from './cart-lines.ts';
import { type CartOwner, ownerColumn, ownerCondition } from './cart-owner.ts';
import { type CartLineRow, serializeCart } from './serialize.ts';

export const MAX_LINE_MESSAGE = `You can have at most ${MAX_CART_QUANTITY} of one item in your cart`;

interface AddOutcome extends LineProduct {
  cartId: string | null;
  /** The line's quantity after the add; null when nothing was written. */
  saved: number | null;
  lines: CartLineRow[];
}

/**
 * POST /api/cart in one statement: the product's own spelling of size and colour, the owner's cart
 * (created when missing, or found when another request creates it at the same moment), the line
 * added with its stock and the 99 cap checked in the same statement (so two adds at once cannot
 * pass them together), and the cart's lines after the write. When nothing was written the same row
 * says why: no product, a size or colour it does not offer, or a quantity over the stock or the cap.
 */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  line: LineKey & { quantity: number },
): Promise<Cart> {
  const quantity = sql`${line.quantity}::integer`;
  const cap = sql`${MAX_CART_QUANTITY}::integer`;
  const result = await db.execute(sql`
    with product as (${lineProduct(line)}),
    existing as (select id from carts where ${ownerCondition(owner)}),
    created as (
      insert into carts (id, user_id, guest_id)
      select ${newId()}, ${owner.userId}::text, ${owner.guestId}::text
      where not exists (select 1 from existing)
        and exists (
          select 1 from product
          where size is not null and color is not null and ${quantity} <= least(stock, ${cap}))
      on conflict (${ownerColumn(owner)}) do update set updated_at = now()
      returning id
    ),
    cart as (select id from existing union all select id from created),
    saved as (
      insert into cart_items (cart_id, product_id, size, color, quantity)
      select cart.id, product.id, product.size, product.color, ${quantity}
      from cart, product
      where product.size is not null and product.color is not null
        and ${quantity} <= least(product.stock, ${cap})
      on conflict (cart_id, product_id, size, color) do update
        set quantity = cart_items.quantity + excluded.quantity
        where cart_items.quantity + excluded.quantity <= least((select stock from product), ${cap})
      returning product_id, size, color, quantity, added_at
    ),
    lines as (
      select product_id, size, color, quantity, added_at from cart_items
      where cart_id = (select id from cart)
        and (product_id, size, color) not in (select product_id, size, color from saved)
      union all
      select product_id, size, color, quantity, added_at from saved
    )
    select (select id from cart) as "cartId", product.name, product.stock, product.size, product.color,
      saved.quantity as saved,
      case when saved.quantity is null then '[]'::json else ${linesJson(sql`select * from lines`)} end as lines
    from (select 1) as one left join product on true left join saved on true`);
  const [outcome] = rowsOf<AddOutcome>(result);
  if (!outcome) throw new Error('the add-to-cart statement answered no row');
  assertOffered(outcome, line);
  if (outcome.saved === null) {
    throw conflict(
      outcome.stock >= MAX_CART_QUANTITY ? MAX_LINE_MESSAGE : stockMessage(outcome.name, outcome.stock),
    );
  }
  return serializeCart(outcome.cartId, outcome.lines, owner);
}
