import { type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/index.ts';

/** What names a line of a cart: a product in a size and a colour. */
export interface LineKey {
  productId: string;
  size: string;
  color: string;
}

/**
 * The product a cart line names, as one row (none when the id is unknown): its name and stock, and
 * the size and colour in the product's own spelling, matched case-insensitively so "m" and "M" are
 * one line; null when the product does not offer them.
 */
export const lineProduct = (line: LineKey): SQL => sql`
  select p.id, p.name, p.count_in_stock as stock,
    (select s from unnest(p.sizes) as s where lower(s) = lower(${line.size}) limit 1) as size,
    (select c from unnest(p.colors) as c where lower(c) = lower(${line.color}) limit 1) as color
  from products as p where p.id = ${line.productId}`;

/** A `lineProduct` row, or its nulls when there is no such product. */
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

/**
 * The lines of `source` (rows shaped like cart_items) with their products now, as one JSON array of
 * `CartLineRow` in the order they were added.
 */
export const linesJson = (source: SQL): SQL => sql`coalesce((
  select json_agg(json_build_object(
      'productId', l.product_id, 'size', l.size, 'color', l.color, 'quantity', l.quantity,
      'name', p.name, 'images', p.images, 'pricePaise', p.selling_price_paise,
      'countInStock', p.count_in_stock)
    order by l.added_at, l.product_id, l.size, l.color)
  from (${source}) as l join products as p on p.id = l.product_id), '[]'::json)`;
