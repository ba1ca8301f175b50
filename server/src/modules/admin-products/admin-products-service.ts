import { ADMIN_PAGE_SIZE, type AdminListQuery, type Product } from '@store/contracts';
import { desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { likePattern } from '../../lib/like.ts';
import { countMatches, type Page, pageWindow, totalBeside, totalOfMatches } from '../../lib/paging.ts';
import { serializeProduct } from '../catalog/index.ts';

/** One page of products, newest first, searched by name, SKU or brand; with the number of matches. */
export async function listProducts(db: Database, query: AdminListQuery): Promise<Page<Product>> {
  const window = pageWindow(query, ADMIN_PAGE_SIZE);
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.brand, pattern))
    : undefined;
  const rows = await db
    .select({ product: products, total: totalOfMatches() })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await totalBeside(rows, window, () => countMatches(db, products, where));
  return { items: rows.map((row) => serializeProduct(row.product)), total };
}
