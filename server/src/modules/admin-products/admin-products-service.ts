import { ADMIN_PAGE_SIZE, type AdminListQuery, type Product } from '@store/contracts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { containsAny } from '../../lib/like.ts';
import { newestFirstPage, type Page, pageWindow } from '../../lib/paging.ts';
import { productWithVariants, serializeSelected } from '../catalog/index.ts';

/** One page of products, newest first, searched by name, SKU or brand; with the number of matches. */
export async function listProducts(db: Database, query: AdminListQuery): Promise<Page<Product>> {
  const where = containsAny(query.search, [products.name, products.sku, products.brand]);
  const window = pageWindow(query, ADMIN_PAGE_SIZE);
  const { rows, total } = await newestFirstPage(db, products, productWithVariants, where, window);
  return { items: rows.map(serializeSelected), total };
}
