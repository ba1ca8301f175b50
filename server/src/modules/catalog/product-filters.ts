import type { ProductListFilters } from '@store/contracts';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import type { PreparedSearch } from './search.ts';

const lowerList = (values: string[]) => values.map((value) => value.toLowerCase());
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The catalogue listing's filters as one condition (collection, gender, category, sizes, colours...). */
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

/** The listing's sort; the default puts search matches by name first, then featured and newest. */
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
