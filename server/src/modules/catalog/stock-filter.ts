import { COLORS, type ProductListFilters, SIZES } from '@store/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

/**
 * The size and colour filters match the sizes and colours a product has in stock (docs/api.md, the
 * listing). Which ones it has is kept on the product row as bits (migration 0006, kept by triggers
 * on product_variants): `stock_sizes` bit s = SIZES[s] in stock in some colour, `stock_colors` bit c
 * = COLORS[c] in stock in some size, `stock_pairs` bit s * 10 + c = that size in that colour. A
 * filter naming a size or colour outside those lists is answered from product_variants instead.
 */

const PAIR_STRIDE = 10;
/** Bits of one size in every colour, and of one colour in every size, of `stock_pairs`. */
const ONE_SIZE = (1n << BigInt(COLORS.length)) - 1n;
const ONE_COLOR = SIZES.reduce((mask, _size, index) => mask | (1n << BigInt(index * PAIR_STRIDE)), 0n);

const sizeIndex = (size: string) => (SIZES as readonly string[]).indexOf(size);
const colorIndex = (color: string) => (COLORS as readonly string[]).indexOf(color);

export interface StockSelection {
  /** Chosen sizes, upper-cased, without repeats. */
  sizes: string[];
  /** Chosen colours, lower-cased, without repeats. */
  colors: string[];
  /** Every chosen size and colour has a bit, so the product row answers without its variants. */
  known: boolean;
}

export function stockSelection(filters: Pick<ProductListFilters, 'size' | 'color'>): StockSelection {
  const sizes = [...new Set((filters.size ?? []).map((size) => size.trim().toUpperCase()))];
  const colors = [...new Set((filters.color ?? []).map((color) => color.trim().toLowerCase()))];
  const known =
    sizes.every((size) => sizeIndex(size) >= 0) && colors.every((color) => colorIndex(color) >= 0);
  return { sizes, colors, known };
}

const bits = (indexes: number[]) => indexes.reduce((mask, index) => mask | (1 << index), 0);

/** Bits of `stock_pairs` for these sizes in these colours (every size or colour when none given). */
export function pairMask(sizes: string[], colors: string[]): bigint {
  const sizeIndexes = sizes.length ? sizes.map(sizeIndex) : SIZES.map((_size, index) => index);
  const colorIndexes = colors.length ? colors.map(colorIndex) : COLORS.map((_color, index) => index);
  let mask = 0n;
  for (const s of sizeIndexes)
    for (const c of colorIndexes) if (s >= 0 && c >= 0) mask |= 1n << BigInt(s * PAIR_STRIDE + c);
  return mask;
}

const bigintParam = (value: bigint) => sql`${value.toString()}::bigint`;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The variants of the product row in scope that are in stock in the chosen sizes and colours. The
 * outer column is written out in full: drizzle leaves columns unqualified in one-table selects,
 * where `id` would name the variant's own.
 */
function variantsInStock(selection: StockSelection, sizes = true, colors = true): SQL {
  const conditions = [sql`v.product_id = "products"."id"`, sql`v.count_in_stock > 0`];
  if (sizes && selection.sizes.length)
    conditions.push(sql`upper(v.size) = any(${textArray(selection.sizes)})`);
  if (colors && selection.colors.length)
    conditions.push(sql`lower(v.color) = any(${textArray(selection.colors)})`);
  return sql.join(conditions, sql` and `);
}

/** The listing's condition for the size and colour filters; undefined when neither is set. */
export function stockCondition(selection: StockSelection): SQL | undefined {
  const { sizes, colors, known } = selection;
  if (!sizes.length && !colors.length) return undefined;
  if (!known) return sql`exists (select 1 from product_variants v where ${variantsInStock(selection)})`;
  if (!colors.length) return sql`(${products.stockSizes} & ${bits(sizes.map(sizeIndex))}) <> 0`;
  if (!sizes.length) return sql`(${products.stockColors} & ${bits(colors.map(colorIndex))}) <> 0`;
  return sql`(${products.stockPairs} & ${bigintParam(pairMask(sizes, colors))}) <> 0`;
}

/**
 * What the size and colour facets group the matching products by, and how to read the groups: for
 * each size (colour) of SIZES (COLORS), the bits of a group's signature that mean "in stock in that
 * size (colour), in the chosen colours (sizes)". `inStock` is the listing's own stock condition.
 */
export interface StockFacetShape {
  sizeSignature: SQL;
  colorSignature: SQL;
  inStock: SQL;
  sizeBits: bigint[];
  colorBits: bigint[];
  /** A lateral subquery over the product's variants the signatures read (unknown values only). */
  lateral: SQL | undefined;
}

export function stockFacetShape(selection: StockSelection): StockFacetShape {
  const { sizes, colors, known } = selection;
  const inStock = stockCondition(selection) ?? sql`true`;
  const singleBits = (count: number) => Array.from({ length: count }, (_, index) => 1n << BigInt(index));
  if (!known) {
    return {
      lateral: sql`cross join lateral (
        select
          coalesce(bit_or(variant_size_bit(v.size)) filter (where ${colors.length ? sql`lower(v.color) = any(${textArray(colors)})` : sql`true`}), 0)::bigint as size_signature,
          coalesce(bit_or(variant_color_bit(v.color)) filter (where ${sizes.length ? sql`upper(v.size) = any(${textArray(sizes)})` : sql`true`}), 0)::bigint as color_signature
        from product_variants v where ${variantsInStock(selection, false, false)}
      ) as stock`,
      sizeSignature: sql`stock.size_signature`,
      colorSignature: sql`stock.color_signature`,
      inStock,
      sizeBits: singleBits(SIZES.length),
      colorBits: singleBits(COLORS.length),
    };
  }
  return {
    lateral: undefined,
    sizeSignature: colors.length
      ? sql`(${products.stockPairs} & ${bigintParam(pairMask([], colors))})`
      : sql`${products.stockSizes}::bigint`,
    colorSignature: sizes.length
      ? sql`(${products.stockPairs} & ${bigintParam(pairMask(sizes, []))})`
      : sql`${products.stockColors}::bigint`,
    inStock,
    sizeBits: colors.length
      ? SIZES.map((_size, index) => ONE_SIZE << BigInt(index * PAIR_STRIDE))
      : singleBits(SIZES.length),
    colorBits: sizes.length
      ? COLORS.map((_color, index) => ONE_COLOR << BigInt(index))
      : singleBits(COLORS.length),
  };
}
