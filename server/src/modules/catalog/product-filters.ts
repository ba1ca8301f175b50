import { type ProductListFilters, RATING_PRIOR_REVIEWS, RATING_PRIOR_STARS } from '@store/contracts';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import type { PreparedSearch } from './search.ts';
import { stockCondition, stockSelection } from './stock-filter.ts';

const lowerList = (values: string[]) => values.map((value) => value.toLowerCase());
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The filters that have a facet of their own (docs/api.md, facets). */
export interface FacetConditions {
  gender: SQL | undefined;
  category: SQL | undefined;
  material: SQL | undefined;
  brand: SQL | undefined;
  /** Size and colour together: a product matches when it has a chosen size in a chosen colour in stock. */
  stock: SQL | undefined;
}

/**
 * The listing's filters, split into the ones every facet keeps (collection, price, search) and the
 * ones a facet of their own ignores when it counts its values.
 */
export function filterConditions(
  filters: ProductListFilters,
  search: PreparedSearch,
): { common: Array<SQL | undefined>; facets: FacetConditions } {
  const common: Array<SQL | undefined> = [];
  const collection = filters.collection?.trim().toLowerCase();
  if (collection && collection !== 'all') {
    if (collection === 'men') common.push(eq(products.gender, 'Men'));
    else if (collection === 'women') common.push(eq(products.gender, 'Women'));
    else if (collection === 'featured') common.push(eq(products.featured, true));
    else common.push(sql`${products.collections} @> ${textArray([collection])}`);
  }
  if (filters.minPrice !== undefined) common.push(gte(products.sellingPricePaise, toPaise(filters.minPrice)));
  if (filters.maxPrice !== undefined) common.push(lte(products.sellingPricePaise, toPaise(filters.maxPrice)));
  common.push(search.condition);
  return {
    common,
    facets: {
      gender: filters.gender ? eq(products.gender, filters.gender) : undefined,
      category: filters.category ? eq(products.category, filters.category) : undefined,
      material: filters.material?.length
        ? sql`lower(${products.material}) in ${lowerList(filters.material)}`
        : undefined,
      brand: filters.brand?.length ? inArray(products.brand, filters.brand) : undefined,
      stock: stockCondition(stockSelection(filters)),
    },
  };
}

/** The catalogue listing's filters as one condition (collection, gender, category, sizes, colours...). */
export function listConditions(filters: ProductListFilters, search: PreparedSearch): SQL | undefined {
  const { common, facets } = filterConditions(filters, search);
  return and(...common, facets.gender, facets.category, facets.material, facets.brand, facets.stock);
}

/**
 * The Top Rated key, the Bayesian average of bayesianRating (@store/contracts) in float8: the
 * division of the same two integers as in the catalogue index, so both order ties alike.
 */
export const bayesianRatingSql = sql`((${products.ratingTotal} + ${sql.raw(String(RATING_PRIOR_REVIEWS * RATING_PRIOR_STARS))})::float8 / (${products.numReviews} + ${sql.raw(String(RATING_PRIOR_REVIEWS))}))`;

/** Sold-out products (no variant in stock) come last in the default order. */
const soldOutLast = sql`(${products.countInStock} = 0)`;

/**
 * The listing's sort; the default puts products in stock first, then search matches by name, then
 * featured and newest.
 */
export function listOrder(filters: ProductListFilters, search: PreparedSearch): SQL[] {
  switch (filters.sortBy) {
    case 'priceAsc':
      return [asc(products.sellingPricePaise), asc(products.id)];
    case 'priceDesc':
      return [desc(products.sellingPricePaise), asc(products.id)];
    case 'popularity':
      return [desc(products.unitsSold), desc(bayesianRatingSql), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(bayesianRatingSql), desc(products.numReviews), asc(products.id)];
    default: {
      const relevance = search.relevance ? [search.relevance] : [];
      return [soldOutLast, ...relevance, desc(products.featured), desc(products.createdAt), asc(products.id)];
    }
  }
}
