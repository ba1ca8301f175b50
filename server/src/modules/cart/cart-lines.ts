import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/index.ts';
import { notSoldMessage } from '../inventory/index.ts';
import type { CartLineRow } from './serialize.ts';

/** What names a line of a cart: a product in a size and a colour (one of its variants). */
export interface LineKey {
  productId: string;
  size: string;
  color: string;
}

/**
 * The picture of a line in its colour, from the product's pictures as `p.images`: its colour's first
 * picture, else the first that fits every colour, else the product's first (the rule of the product
 * page's gallery, docs/product.md §2). Navy chinos are shown navy in the cart, the order and the mail.
 */
const colourPicture = (color: SQL) => {
  // Two filtered scans that stop at their first match, then the first picture: a third of the
  // cost of ranking every picture with a sort, per line of every cart answer.
  const first = (match: SQL) => sql`(
    select picture->>'url'
    from jsonb_array_elements(p.images) with ordinality as pictures(picture, place)
    where ${match} order by place limit 1)`;
  return sql`coalesce(${first(sql`lower(picture->>'color') = lower(${color})`)},
    ${first(sql`coalesce(picture->>'color', '') = ''`)}, p.images->0->>'url')`;
};

/**
 * The product a cart line names, as one row (none when the id is unknown): its name, the picture of
 * the line's colour, selling price and list price, the size and colour in the product's own spelling, matched case-insensitively
 * so "m" and "M" are one line (null when the product does not offer them), and the variant's SKU
 * and stock (null when there is no such variant).
 */
export const lineProduct = (line: { [K in keyof LineKey]: LineKey[K] | Placeholder }): SQL => sql`
  select offer.*, v.sku, v.count_in_stock as stock
  from (
    select p.id, p.name, ${colourPicture(sql`${line.color}`)} as image, p.selling_price_paise as price_paise,
      p.price_paise as list_price_paise,
      (select s from unnest(p.sizes) as s where lower(s) = lower(${line.size}) limit 1) as size,
      (select c from unnest(p.colors) as c where lower(c) = lower(${line.color}) limit 1) as color
    from products as p where p.id = ${line.productId}
  ) as offer
  left join product_variants as v
    on v.product_id = offer.id and v.size = offer.size and v.color = offer.color`;

/** The product of a line as the statements answer it: nulls when there is no such product or variant. */
export interface LineProduct {
  name: string | null;
  stock: number | null;
  sku: string | null;
  size: string | null;
  color: string | null;
}

/** 404 when the product is unknown, 400 when it is not sold in that size and colour. */
export function assertOffered(
  product: LineProduct,
  line: LineKey,
): asserts product is { name: string; stock: number; sku: string; size: string; color: string } {
  if (product.name === null) throw notFound(PRODUCT_NOT_FOUND);
  if (product.size === null || product.color === null || product.sku === null || product.stock === null)
    throw badRequest(notSoldMessage(product.name, product.size ?? line.size, product.color ?? line.color));
}

/**
 * A cart line's columns, named as `CartLineRow`, from cart_items as `ci` joined with products as `p`
 * and, left joined, its variant as `v` (sku null when the store no longer sells that variant).
 */
export const lineColumns = sql`ci.product_id as "productId", ci.size, ci.color, ci.quantity, p.name,
  ${colourPicture(sql`ci.color`)} as image, p.selling_price_paise as "pricePaise",
  p.price_paise as "listPricePaise",
  coalesce(v.count_in_stock, 0) as "countInStock", v.sku,
  date_part('epoch', ci.added_at) as "addedAt"`;

/** The variant of a line, joined for `lineColumns`. */
export const lineVariantJoin = sql`left join product_variants as v
  on v.product_id = ci.product_id and v.size = ci.size and v.color = ci.color`;

/** The lines among rows read with `lineColumns` (a cart without lines gives one row of nulls). */
export const linesOf = (rows: ReadonlyArray<CartLineRow | { productId: null }>): CartLineRow[] =>
  rows.filter((row): row is CartLineRow => row.productId !== null);
