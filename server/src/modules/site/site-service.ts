import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export interface ProductPageEntry {
  id: string;
  updatedAt: Date;
}

/** Every product's id and when it last changed, most recently changed first (the sitemap's products). */
export async function productPageEntries(db: Database): Promise<ProductPageEntry[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.updatedAt), products.id);
}
