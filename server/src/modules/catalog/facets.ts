import {
  BRANDS,
  CATEGORIES,
  COLORS,
  GENDERS,
  MATERIALS,
  type ProductFacets,
  type ProductListFilters,
  SIZES,
} from '@store/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { products } from '../../db/schema.ts';
import { filterConditions } from './product-filters.ts';
import { type PreparedSearch, prepareSearch, type SearchVocabulary } from './search.ts';
import { stockFacetShape, stockSelection } from './stock-filter.ts';

type FacetName = keyof ProductFacets;

/** A filter's condition as a column of the grouped rows: `true` when the filter is not set. */
const flag = (condition: SQL | undefined) => condition ?? sql`true`;
const bigintValues = (values: readonly string[], masks: bigint[]) =>
  sql.join(
    values.map((value, index) => sql`(${value}, ${(masks[index] ?? 0n).toString()}::bigint)`),
    sql`, `,
  );

/**
 * The facet counts of the listing with these filters (docs/api.md, facets), in one statement. The
 * products matching the filters every facet keeps (collection, price, search) are read once, from
 * a narrow index, and grouped three ways at once (grouping sets): by which chosen-colour sizes they
 * have in stock, by which chosen-size colours, and by gender, category, material and brand with a
 * flag per filter. Each facet value then adds up the groups that have it and pass every OTHER
 * filter: a few dozen groups, not the products again.
 */
export async function productFacets(
  db: Database,
  filters: ProductListFilters,
  vocabulary: SearchVocabulary,
): Promise<ProductFacets> {
  const search = filters.search
    ? prepareSearch(filters.search, await vocabulary.get())
    : { condition: undefined, relevance: undefined };
  const counts = new Map<string, number>();
  const rows = rowsOf<{ facet: FacetName; value: string; count: number }>(
    await db.execute(facetStatement(filters, search)),
  );
  for (const row of rows) counts.set(`${row.facet}:${row.value}`, Number(row.count));
  const facet = (name: FacetName, values: readonly string[], key = (value: string) => value) =>
    values.map((value) => ({ value, count: counts.get(`${name}:${key(value)}`) ?? 0 }));
  return {
    size: facet('size', SIZES),
    color: facet('color', COLORS),
    gender: facet('gender', GENDERS),
    category: facet('category', CATEGORIES),
    material: facet('material', MATERIALS, (value) => value.toLowerCase()),
    brand: facet('brand', BRANDS),
  };
}

/** The one statement behind productFacets: rows of (facet, value, count) for the values with products. */
export function facetStatement(filters: ProductListFilters, search: PreparedSearch): SQL {
  const { common, facets } = filterConditions(filters, search);
  const stock = stockFacetShape(stockSelection(filters));
  const attributes = [facets.gender, facets.category, facets.material, facets.brand];
  const everyAttribute = and(...attributes);
  // Sizes and colours count only the products every other filter (gender... brand) lets through.
  const signature = (expression: SQL) =>
    everyAttribute ? sql`case when ${everyAttribute} then ${expression} end` : expression;

  return sql`
    with matched as (
      select
        ${signature(stock.sizeSignature)} as size_signature,
        ${signature(stock.colorSignature)} as color_signature,
        ${products.gender} as gender, ${products.category} as category,
        ${products.material} as material, ${products.brand} as brand,
        ${flag(facets.stock)} as stock_ok, ${flag(facets.gender)} as gender_ok,
        ${flag(facets.category)} as category_ok, ${flag(facets.material)} as material_ok,
        ${flag(facets.brand)} as brand_ok
      from ${products} ${stock.lateral ?? sql``}
      where ${and(...common) ?? sql`true`}
    ),
    grouped as (
      select grouping(size_signature) as by_size, grouping(color_signature) as by_color,
        size_signature, color_signature, gender, category, material, brand,
        stock_ok, gender_ok, category_ok, material_ok, brand_ok, count(*)::int as products
      from matched
      group by grouping sets ((size_signature), (color_signature),
        (gender, category, material, brand, stock_ok, gender_ok, category_ok, material_ok, brand_ok))
    ),
    attributes as (select * from grouped where by_size = 1 and by_color = 1)
    select 'size' as facet, v.value, sum(g.products)::int as count
      from (values ${bigintValues(SIZES, stock.sizeBits)}) as v(value, mask)
      join grouped g on g.by_size = 0 and (g.size_signature & v.mask) <> 0 group by v.value
    union all
    select 'color', v.value, sum(g.products)::int
      from (values ${bigintValues(COLORS, stock.colorBits)}) as v(value, mask)
      join grouped g on g.by_color = 0 and (g.color_signature & v.mask) <> 0 group by v.value
    union all
    select 'gender', gender, sum(products)::int from attributes
      where stock_ok and category_ok and material_ok and brand_ok group by gender
    union all
    select 'category', category, sum(products)::int from attributes
      where stock_ok and gender_ok and material_ok and brand_ok group by category
    union all
    select 'material', lower(material), sum(products)::int from attributes
      where stock_ok and gender_ok and category_ok and brand_ok group by lower(material)
    union all
    select 'brand', brand, sum(products)::int from attributes
      where stock_ok and gender_ok and category_ok and material_ok group by brand`;
}
