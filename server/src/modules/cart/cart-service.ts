import { type Cart, MAX_CART_QUANTITY } from '@store/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cartItems, carts, products } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { optionalUser } from '../../plugins/auth.ts';

export interface CartOwner {
  userId: string | null;
  guestId: string | null;
}

/**
 * Whose cart a request reaches. Identity comes from the bearer token: a userId without that user's
 * token is refused; a guest reaches a cart only through its guestId.
 */
export function cartOwner(
  request: FastifyRequest,
  claimed: { userId?: string | undefined; guestId?: string | undefined },
): CartOwner {
  const user = optionalUser(request);
  if (claimed.userId !== undefined) {
    if (!user) throw unauthorized('Sign in to use your cart.');
    if (user.id !== claimed.userId) throw forbidden('That cart belongs to someone else.');
  }
  if (user) return { userId: user.id, guestId: null };
  if (claimed.guestId) return { userId: null, guestId: claimed.guestId };
  throw badRequest('Send a guestId or sign in to use a cart.');
}

const ownerCondition = (owner: CartOwner) =>
  owner.userId !== null ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId ?? '');

export async function findCartId(db: Database, owner: CartOwner): Promise<string | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id ?? null;
}

export async function findOrCreateCartId(
  db: Database,
  owner: CartOwner,
  known?: string | null,
): Promise<string> {
  const existing = known === undefined ? await findCartId(db, owner) : known;
  if (existing) return existing;
  const target = owner.userId !== null ? carts.userId : carts.guestId;
  const [row] = await db
    .insert(carts)
    .values({ id: newId(), userId: owner.userId, guestId: owner.guestId })
    .onConflictDoUpdate({ target, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

/** The whole cart as the API answers it, priced at today's selling prices. */
export async function cartView(db: Database, cartId: string | null, owner: CartOwner): Promise<Cart> {
  const lines =
    cartId === null
      ? []
      : await db
          .select({
            productId: cartItems.productId,
            size: cartItems.size,
            color: cartItems.color,
            quantity: cartItems.quantity,
            name: products.name,
            images: products.images,
            pricePaise: products.sellingPricePaise,
            countInStock: products.countInStock,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(eq(cartItems.cartId, cartId))
          .orderBy(
            asc(cartItems.addedAt),
            asc(cartItems.productId),
            asc(cartItems.size),
            asc(cartItems.color),
          );
  const totalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  return {
    _id: cartId,
    products: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: line.images[0]?.url ?? '',
      price: toRupees(line.pricePaise),
      quantity: line.quantity,
      size: line.size,
      color: line.color,
      countInStock: line.countInStock,
    })),
    totalPrice: toRupees(totalPaise),
    user: owner.userId,
    guestId: owner.guestId,
  };
}

export interface LineKey {
  productId: string;
  size: string;
  color: string;
}

/**
 * The product behind a cart line, checked (it exists and offers that size and colour), and the
 * owner's cart id, in one round trip.
 */
export async function productForLine(db: Database, line: LineKey, owner: CartOwner) {
  const [product] = await db
    .select({
      name: products.name,
      sizes: products.sizes,
      colors: products.colors,
      countInStock: products.countInStock,
      cartId: sql<string | null>`(select ${carts.id} from ${carts} where ${ownerCondition(owner)} limit 1)`,
    })
    .from(products)
    .where(eq(products.id, line.productId))
    .limit(1);
  if (!product) throw notFound('Product not found');
  const size = product.sizes.find((candidate) => candidate.toLowerCase() === line.size.toLowerCase());
  if (size === undefined) throw badRequest(`Size ${line.size} is not available for ${product.name}`);
  const color = product.colors.find((candidate) => candidate.toLowerCase() === line.color.toLowerCase());
  if (color === undefined) throw badRequest(`Color ${line.color} is not available for ${product.name}`);
  /** The line with the product's own spelling of size and colour, so "m" and "M" are one line. */
  return { ...product, line: { productId: line.productId, size, color } };
}

export function stockMessage(name: string, stock: number): string {
  return stock === 0 ? `${name} is out of stock` : `Only ${stock} of ${name} left in stock`;
}

export function assertStock(name: string, stock: number, wanted: number): void {
  if (wanted > stock) throw conflict(stockMessage(name, stock));
}

export const lineCondition = (cartId: string, line: LineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, line.productId),
    eq(cartItems.size, line.size),
    eq(cartItems.color, line.color),
  );

export const NOT_IN_CART = 'That item is not in your cart';
export const MAX_LINE_MESSAGE = `You can have at most ${MAX_CART_QUANTITY} of one item in your cart`;

interface AddedRow {
  kind: 'line' | 'saved';
  cart_id: string;
  product_id: string;
  size: string;
  color: string;
  quantity: number;
  name: string;
  images: Array<{ url: string }>;
  price_paise: number;
  count_in_stock: number;
  added_at: Date | string;
}

/**
 * POST /api/cart in one statement on the usual path: the product's own spelling of size and
 * colour, the owner's cart (created when missing), the line added with the stock checked in the
 * same statement, and the cart's lines. The lines are read from the statement's snapshot, before
 * the write; the written line comes back separately and is merged here. Answers null when nothing
 * was written (unknown product, size or colour, not enough stock, a cart created at the same
 * moment): the caller then takes the slow path, which says why.
 */
export async function addLineFast(
  db: Database,
  owner: CartOwner,
  line: LineKey & { quantity: number },
): Promise<Cart | null> {
  const ownerMatch =
    owner.userId !== null ? sql`user_id = ${owner.userId}` : sql`guest_id = ${owner.guestId}`;
  const result = await db.execute(sql`
    with product as (
      select p.id, p.count_in_stock as stock,
        (select s from unnest(p.sizes) as s where lower(s) = lower(${line.size}) limit 1) as size,
        (select c from unnest(p.colors) as c where lower(c) = lower(${line.color}) limit 1) as color
      from products as p where p.id = ${line.productId}
    ),
    existing as (select id from carts where ${ownerMatch}),
    created as (
      insert into carts (id, user_id, guest_id)
      select ${newId()}, ${owner.userId}::text, ${owner.guestId}::text
      where not exists (select 1 from existing)
        and exists (select 1 from product where size is not null and color is not null)
      on conflict do nothing
      returning id
    ),
    cart as (select id from existing union all select id from created),
    saved as (
      insert into cart_items (cart_id, product_id, size, color, quantity)
      select cart.id, product.id, product.size, product.color, ${line.quantity}::integer
      from cart, product
      where product.size is not null and product.color is not null
        and ${line.quantity}::integer <= least(product.stock, ${MAX_CART_QUANTITY}::integer)
      on conflict (cart_id, product_id, size, color) do update
        set quantity = cart_items.quantity + excluded.quantity
        where cart_items.quantity + excluded.quantity
          <= least((select stock from product), ${MAX_CART_QUANTITY}::integer)
      returning product_id, size, color, quantity
    )
    select 'line' as kind, ci.cart_id, ci.product_id, ci.size, ci.color, ci.quantity, p.name, p.images,
      p.selling_price_paise as price_paise, p.count_in_stock, ci.added_at
    from cart_items ci join products p on p.id = ci.product_id
    where ci.cart_id = (select id from cart)
    union all
    select 'saved', (select id from cart), s.product_id, s.size, s.color, s.quantity, p.name, p.images,
      p.selling_price_paise, p.count_in_stock, now()
    from saved s join products p on p.id = s.product_id`);
  const rows = (result as unknown as { rows: AddedRow[] }).rows;
  const saved = rows.find((row) => row.kind === 'saved');
  if (!saved) return null;
  const key = (row: AddedRow) => `${row.product_id}\u0000${row.size}\u0000${row.color}`;
  const lines = new Map(rows.filter((row) => row.kind === 'line').map((row) => [key(row), row]));
  const previous = lines.get(key(saved));
  lines.set(key(saved), previous ? { ...previous, quantity: saved.quantity } : saved);
  const ordered = [...lines.values()].sort(
    (a, b) =>
      new Date(a.added_at).getTime() - new Date(b.added_at).getTime() ||
      a.product_id.localeCompare(b.product_id) ||
      a.size.localeCompare(b.size) ||
      a.color.localeCompare(b.color),
  );
  const totalPaise = ordered.reduce((sum, row) => sum + row.price_paise * row.quantity, 0);
  return {
    _id: saved.cart_id,
    products: ordered.map((row) => ({
      productId: row.product_id,
      name: row.name,
      image: row.images[0]?.url ?? '',
      price: toRupees(row.price_paise),
      quantity: row.quantity,
      size: row.size,
      color: row.color,
      countInStock: row.count_in_stock,
    })),
    totalPrice: toRupees(totalPaise),
    user: owner.userId,
    guestId: owner.guestId,
  };
}
