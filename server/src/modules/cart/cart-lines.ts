import { type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/index.ts';
import type { CartLineRow } from './serialize.ts';

/** What names a line of a cart: a product in a size and a colour. */
export interface LineKey {
  productId: string;
  size: string;
  color: string;
}

/**
 * The product a cart line names, as one row (none when the id is unknown): its name, stock, first
 * picture and selling price, and the size and colour in the product's own spelling, matched
 * case-insensitively so "m" and "M" are one line; null when the product does not offer them.
 */
export const lineProduct = (line: LineKey): SQL => sql`
  select p.id, p.name, p.count_in_stock as stock, p.images->0->>'url' as image,
    p.selling_price_paise as price_paise,
    (select s from unnest(p.sizes) as s where lower(s) = lower(${line.size}) limit 1) as size,
    (select c from unnest(p.colors) as c where lower(c) = lower(${line.color}) limit 1) as color
  from products as p where p.id = ${line.productId}`;

/** The product of a line as the statements answer it: nulls when there is no such product. */
export interface LineProduct {
  name: string | null;
  stock: number | null;
  size: string | null;
  color: string | null;
}

/** 404 when the product is unknown, 400 when it does not offer the size or the colour. */
export function assertOffered(
  product: LineProduct,
  line: LineKey,
): asserts product is { name: string; stock: number; size: string; color: string } {
  if (product.name === null || product.stock === null) throw notFound(PRODUCT_NOT_FOUND);
  if (product.size === null) throw badRequest(`Size ${line.size} is not available for ${product.name}`);
  if (product.color === null) throw badRequest(`Color ${line.color} is not available for ${product.name}`);
}

/** A cart line's columns, named as `CartLineRow`, from cart_items as `ci` joined with products as `p`. */
export const lineColumns = sql`ci.product_id as "productId", ci.size, ci.color, ci.quantity, p.name,
  p.images->0->>'url' as image, p.selling_price_paise as "pricePaise", p.count_in_stock as "countInStock",
  date_part('epoch', ci.added_at) as "addedAt"`;

/** The lines among rows read with `lineColumns` (a cart without lines gives one row of nulls). */
export const linesOf = (rows: ReadonlyArray<CartLineRow | { productId: null }>): CartLineRow[] =>
  rows.filter((row): row is CartLineRow => row.productId !== null);
