import { DEFAULT_PAGE_SIZE, type ProductListFilters } from '@store/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import { type PreparedSearch, prepareSearch, type SearchVocabulary } from './search.ts';
import type { ProductRow } from './serialize.ts';

const lowerList = (values: string[]) => values.map((value) => value.toLowerCase());
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export function listConditions(filters: ProductListFilters, search: PreparedSearch): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  const collection = filters.collection?.trim().toLowerCase();
  if (collection && collection !== 'all') {
    if (collection === 'men') conditions.push(eq(products.gender, 'Men'));
    else if (collection === 'women') conditions.push(eq(products.gender, 'Women'));
    else if (collection === 'featured') conditions.push(eq(products.featured, true));
    else conditions.push(sql`${products.collections} @> ${textArray([collection])}`);
  }
  if (filters.gender) conditions.push(eq(products.gender, filters.gender));
  if (filters.category) conditions.push(eq(products.category, filters.category));
  if (filters.size?.length)
    conditions.push(sql`${products.sizes} && ${textArray(filters.size.map((size) => size.toUpperCase()))}`);
  if (filters.color?.length)
    conditions.push(sql`${products.colors} && ${textArray(lowerList(filters.color))}`);
  if (filters.material?.length)
    conditions.push(sql`lower(${products.material}) in ${lowerList(filters.material)}`);
  if (filters.brand?.length) conditions.push(inArray(products.brand, filters.brand));
  if (filters.minPrice !== undefined)
    conditions.push(gte(products.sellingPricePaise, toPaise(filters.minPrice)));
  if (filters.maxPrice !== undefined)
    conditions.push(lte(products.sellingPricePaise, toPaise(filters.maxPrice)));
  conditions.push(search.condition);
  return and(...conditions);
}

export function listOrder(filters: ProductListFilters, search: PreparedSearch): SQL[] {
  switch (filters.sortBy) {
    case 'priceAsc':
      return [asc(products.sellingPricePaise), asc(products.id)];
    case 'priceDesc':
      return [desc(products.sellingPricePaise), asc(products.id)];
    case 'popularity':
      return [desc(products.unitsSold), desc(products.rating), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.numReviews), asc(products.id)];
    default: {
      const relevance = search.relevance ? [search.relevance] : [];
      return [...relevance, desc(products.featured), desc(products.createdAt), asc(products.id)];
    }
  }
}

export interface ListResult {
  rows: ProductRow[];
  total: number;
}

/**
 * One round trip. The matches are numbered in a narrow CTE (id and sort keys only), so the sort
 * never carries whole rows; only the page's rows are then read in full, with the match count.
 */
export async function listProducts(
  db: Database,
  filters: ProductListFilters,
  vocabulary: SearchVocabulary,
): Promise<ListResult> {
  const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((filters.page ?? 1) - 1) * limit;
  const search = filters.search
    ? prepareSearch(filters.search, await vocabulary.get())
    : { condition: undefined, relevance: undefined };
  const where = listConditions(filters, search);
  const matches = db.$with('matches').as(
    db
      .select({
        id: products.id,
        position:
          sql<number>`row_number() over (order by ${sql.join(listOrder(filters, search), sql`, `)})`.as(
            'position',
          ),
      })
      .from(products)
      .where(where),
  );
  const rows = await db
    .with(matches)
    .select({ product: products, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(matches)
    .innerJoin(products, eq(products.id, matches.id))
    .where(and(gt(matches.position, offset), lte(matches.position, offset + limit)))
    .orderBy(asc(matches.position));
  if (rows.length > 0) return { rows: rows.map((row) => row.product), total: rows[0]?.total ?? rows.length };
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
