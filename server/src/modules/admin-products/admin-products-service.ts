import {
  ADMIN_PAGE_SIZE,
  type AdminProductListQuery,
  LOW_STOCK_THRESHOLD,
  type Product,
} from '@store/contracts';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { containsAny } from '../../lib/like.ts';
import { newestFirstPage, type Page, pageWindow } from '../../lib/paging.ts';
import { productWithVariants, serializeSelected } from '../catalog/index.ts';

/** Products with a variant (a size in a colour) at LOW_STOCK_THRESHOLD units or fewer. */
const lowInStock = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.countInStock} <= ${LOW_STOCK_THRESHOLD})`;

/**
 * One page of products, newest first, searched by name, SKU or brand, and with `stock=low` only those
 * with a variant low in stock (the dashboard's low-stock card links here); with the number of matches.
 */
export async function listProducts(db: Database, query: AdminProductListQuery): Promise<Page<Product>> {
  const where = and(
    containsAny(query.search, [products.name, products.sku, products.brand]),
    query.stock === 'low' ? lowInStock : undefined,
  );
  const window = pageWindow(query, ADMIN_PAGE_SIZE);
  const { rows, total } = await newestFirstPage(db, products, productWithVariants, where, window);
  return { items: rows.map(serializeSelected), total };
}
