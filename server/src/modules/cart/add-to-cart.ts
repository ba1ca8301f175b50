import { type Cart, MAX_CART_QUANTITY } from '@store/contracts';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeShaped } from '../../db/prepared.ts';
import { conflict, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TokenClaims } from '../../lib/tokens.ts';
import { accountCheck, SESSION_EXPIRED } from '../../plugins/auth.ts';
import { stockMessage } from '../inventory/index.ts';
import { assertOffered, type LineKey, lineColumns, lineProduct, lineVariantJoin } from './cart-lines.ts';
import { settleLines } from './cart-notices.ts';
import { type CartOwner, NOT_YOUR_CART } from './cart-owner.ts';
import { type CartLineRow, inCartOrder, serializeCart } from './serialize.ts';

export const MAX_LINE_MESSAGE = `You can have at most ${MAX_CART_QUANTITY} of one item in your cart`;

/** The outcome row of the statement: the line as saved, or nulls that say why nothing was. */
type Outcome = { [K in keyof CartLineRow]: CartLineRow[K] | null } & {
  cartId: string | null;
  /** False when the token's account check failed (nothing was written). */
  signedIn: boolean;
};

/** What makes the statement's text differ: whose cart, and which account check. */
interface AddShape {
  owner: 'user' | 'guest';
  /** No check for a guest; a signed-in shopper's token, with a token id or from before them. */
  account: 'none' | 'token' | 'token without id';
}

/** The statement's values, by placeholder name. */
const p = (name: string): Placeholder => sql.placeholder(name);

/** The statement of `addToCart` (below), with placeholders where the values it binds go. */
function addStatement(shape: AddShape) {
  const line = { productId: p('productId'), size: p('size'), color: p('color') };
  const account =
    shape.account === 'none'
      ? sql<boolean>`true`
      : accountCheck({
          userId: p('accountUserId'),
          version: p('accountVersion'),
          tokenId: shape.account === 'token' ? p('tokenId') : null,
        });
  const ownerCondition =
    shape.owner === 'user'
      ? sql`carts.user_id = ${p('userId')}`
      : sql`carts.guest_id = ${p('guestId')} and carts.guest_secret_hash = ${p('guestSecretHash')}`;
  const ownerColumn = sql.raw(shape.owner === 'user' ? 'user_id' : 'guest_id');
  const quantity = sql`${p('quantity')}::integer`;
  const cap = sql`${MAX_CART_QUANTITY}::integer`;
  return sql`
    with account as (select ${account} as ok),
    product as (${lineProduct(line)}),
    existing as (select id from carts where ${ownerCondition} and (select ok from account)),
    created as (
      insert into carts (id, user_id, guest_id, guest_secret_hash)
      select ${p('cartId')}, ${p('userId')}::text, ${p('guestId')}::text, ${p('guestSecretHash')}::text
      where not exists (select 1 from existing) and (select ok from account)
        and exists (
          select 1 from product where sku is not null and ${quantity} <= least(stock, ${cap}))
      on conflict (${ownerColumn}) do update set updated_at = now()
        where carts.guest_secret_hash is not distinct from excluded.guest_secret_hash
      returning id
    ),
    cart as (select id from existing union all select id from created),
    saved as (
      insert into cart_items (cart_id, product_id, size, color, quantity)
      select cart.id, product.id, product.size, product.color, ${quantity}
      from cart, product
      where product.sku is not null and ${quantity} <= least(product.stock, ${cap})
      on conflict (cart_id, product_id, size, color) do update
        set quantity = cart_items.quantity + excluded.quantity
        where cart_items.quantity + excluded.quantity <= least((select stock from product), ${cap})
      returning quantity
    )
    select (select id from cart) as "cartId", (select ok from account) as "signedIn",
      product.id as "productId", product.size, product.color,
      saved.quantity, product.name, product.image, product.price_paise as "pricePaise",
      product.list_price_paise as "listPricePaise",
      product.stock as "countInStock", product.sku, null::float8 as "addedAt"
    from (select 1) as one left join product on true left join saved on true
    union all
    select null, null, ${lineColumns}
    from cart_items as ci join products as p on p.id = ci.product_id ${lineVariantJoin}
    where ci.cart_id = (select id from cart) and exists (select 1 from saved)`;
}

/**
 * POST /api/cart in one statement (one round trip): for a signed-in shopper the token's account
 * check (`account`: the account exists, the token carries its version and was not revoked, as the
 * auth hook checks it elsewhere), the product's own spelling of size and colour and its variant, the owner's cart
 * (created when missing, or found when another request creates it at the same moment), the line
 * added with its stock and the 99 cap checked in the same statement (so two adds at once cannot
 * pass them together), and the cart's lines. One row is the outcome: the line as saved, or nulls
 * that say why nothing was written (no product, no variant in that size and colour, a quantity
 * over the variant's stock or the cap). The other rows are the cart's lines as they were before the write.
 */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  line: LineKey & { quantity: number },
  /** A signed-in shopper's token, whose account and revocation the statement checks; null for none. */
  token: TokenClaims | null = null,
): Promise<Cart> {
  const shape: AddShape = {
    owner: owner.userId !== null ? 'user' : 'guest',
    account: token === null ? 'none' : token.tokenId !== null ? 'token' : 'token without id',
  };
  const rows = await executeShaped<Outcome>(
    db,
    `add to cart: ${shape.owner}, ${shape.account}`,
    () => addStatement(shape),
    {
      productId: line.productId,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      cartId: newId(),
      userId: owner.userId,
      guestId: owner.guestId,
      guestSecretHash: owner.guestSecretHash,
      accountUserId: token?.userId,
      accountVersion: token?.version,
      tokenId: token?.tokenId,
    },
  );
  // One row has no addedAt: the outcome. The others are the lines as they were before the write.
  const outcome = rows.find((row) => row.addedAt === null);
  if (!outcome) throw new Error('the add-to-cart statement answered no outcome');
  if (!outcome.signedIn) throw unauthorized(SESSION_EXPIRED);
  const offered = {
    name: outcome.name,
    stock: outcome.countInStock,
    sku: outcome.sku,
    size: outcome.size,
    color: outcome.color,
  };
  assertOffered(offered, line);
  if (outcome.quantity === null) {
    // No cart although the line fits: a guest cart of this id bound to another secret won a race.
    if (outcome.cartId === null && line.quantity <= Math.min(offered.stock, MAX_CART_QUANTITY)) {
      throw forbidden(NOT_YOUR_CART);
    }
    throw conflict(
      offered.stock >= MAX_CART_QUANTITY
        ? MAX_LINE_MESSAGE
        : stockMessage(offered.name, offered.size, offered.color, offered.stock),
    );
  }
  // The saved line replaces its old self (keeping when it was added) or joins the lines as the newest.
  const saved = outcome as CartLineRow;
  const before = rows.filter((row) => row !== outcome) as CartLineRow[];
  const old = before.find(
    (other) =>
      other.productId === saved.productId && other.size === saved.size && other.color === saved.color,
  );
  const merged = old
    ? before.map((other) => (other === old ? { ...saved, addedAt: old.addedAt } : other))
    : [...before, saved];
  const settled = await settleLines(db, outcome.cartId, merged.sort(inCartOrder));
  return serializeCart(outcome.cartId, settled.lines, owner, settled.notices);
}
