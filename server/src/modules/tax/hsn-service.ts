import { CATEGORIES, type Category, HSN_MESSAGE, HSN_PATTERN } from '@store/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoryHsn, products } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-errors.ts';

/** The HSN code of goods whose category has none (chapter 62, "other garments"). */
export const DEFAULT_HSN = '6211';

/** GET /api/admin/hsn-codes: every category with its HSN code, in the categories' order. */
export async function listHsnCodes(db: Database): Promise<Array<{ category: Category; hsn: string }>> {
  const rows = await db.select().from(categoryHsn).orderBy(asc(categoryHsn.category));
  const byCategory = new Map(rows.map((row) => [row.category, row.hsn]));
  return CATEGORIES.map((category) => ({ category, hsn: byCategory.get(category) ?? DEFAULT_HSN }));
}

/** PUT /api/admin/hsn-codes/{category}: sets the category's HSN code (used by documents issued from now on). */
export async function setHsnCode(db: Database, category: Category, hsn: string) {
  if (!HSN_PATTERN.test(hsn)) throw badRequest(HSN_MESSAGE);
  await db
    .insert(categoryHsn)
    .values({ category, hsn })
    .onConflictDoUpdate({ target: categoryHsn.category, set: { hsn, updatedAt: sql`now()` } });
  return { category, hsn };
}

/** The HSN code of each product (by its category today); products gone since get DEFAULT_HSN. */
export async function hsnOfProducts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, hsn: categoryHsn.hsn })
    .from(products)
    .leftJoin(categoryHsn, eq(categoryHsn.category, products.category))
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.hsn ?? DEFAULT_HSN]));
}
