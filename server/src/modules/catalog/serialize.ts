import type { Product, Variant } from '@store/contracts';
import { sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * A product's variants as one JSON array in grid order, read in the same statement as the product
 * (a correlated subquery on the (product_id, size, color) index: no second round trip). The outer
 * column is written out in full: drizzle leaves it unqualified in one-table selects, where `id`
 * would name the variant's own.
 */
export const variantsJson = sql<Variant[]>`(
  select coalesce(json_agg(json_build_object(
    'sku', v.sku, 'size', v.size, 'color', v.color, 'countInStock', v.count_in_stock
  ) order by v.position), '[]'::json)
  from product_variants v where v.product_id = "products"."id")`;

/** The fields to select for serializeSelected: the product row and its variants. */
export const productWithVariants = { product: products, variants: variantsJson };

export function serializeSelected(row: { product: ProductRow; variants: Variant[] }): Product {
  return serializeProduct(row.product, row.variants);
}

export function serializeProduct(row: ProductRow, variants: readonly Variant[]): Product {
  const onSale = row.discountPricePaise !== null && row.discountPricePaise < row.pricePaise;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    discountPrice: row.discountPricePaise === null ? null : toRupees(row.discountPricePaise),
    onSale,
    // Pictures stored before colours had pictures carry no colour: they fit every colour.
    images: row.images.map((image) => ({
      url: image.url,
      altText: image.altText,
      color: image.color ?? null,
    })),
    colors: row.colors,
    sizes: row.sizes,
    category: row.category,
    brand: row.brand,
    material: row.material,
    gender: row.gender,
    sku: row.sku,
    countInStock: row.countInStock,
    variants: variants.map((variant) => ({
      sku: variant.sku,
      size: variant.size,
      color: variant.color,
      countInStock: variant.countInStock,
    })),
    collections: row.collections,
    rating: Math.round(row.rating * 10) / 10,
    numReviews: row.numReviews,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
