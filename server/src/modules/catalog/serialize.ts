import type { Product } from '@store/contracts';
import type { products } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type ProductRow = typeof products.$inferSelect;

export function serializeProduct(row: ProductRow): Product {
  const onSale = row.discountPricePaise !== null && row.discountPricePaise < row.pricePaise;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    discountPrice: row.discountPricePaise === null ? null : toRupees(row.discountPricePaise),
    onSale,
    images: row.images,
    colors: row.colors,
    sizes: row.sizes,
    category: row.category,
    brand: row.brand,
    material: row.material,
    gender: row.gender,
    sku: row.sku,
    countInStock: row.countInStock,
    collections: row.collections,
    rating: Math.round(row.rating * 10) / 10,
    numReviews: row.numReviews,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
