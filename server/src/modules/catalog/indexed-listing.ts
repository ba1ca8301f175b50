import { DEFAULT_PAGE_SIZE, type ProductFacets, type ProductListFilters } from '@store/contracts';
import type { AppContext, CachedList } from '../../app-context.ts';
import { pageWindow } from '../../lib/paging.ts';
import { compileFilters, facetsFromIndex, listFromIndex } from './index-query.ts';

/**
 * A listing page from the catalogue index: the matches, their order and their number from the
 * index, the page's products from their kept JSON. Null when the index cannot answer these filters
 * (a search, a size or colour outside the catalogue's lists) or cannot be trusted right now: the
 * database answers then (catalog-service.ts, listProducts).
 */
export async function listFromCatalogIndex(
  ctx: AppContext,
  filters: ProductListFilters,
): Promise<CachedList | null> {
  const compiled = compileFilters(filters);
  if (!compiled) return null;
  const catalogue = await ctx.catalogIndex.products();
  if (!catalogue) return null;
  const { ids, total } = listFromIndex(catalogue, filters, compiled, pageWindow(filters, DEFAULT_PAGE_SIZE));
  return { body: await ctx.productDocuments.jsonArray(ids), total };
}

/** The facet counts from the catalogue index; null when the database must count (as above). */
export async function facetsFromCatalogIndex(
  ctx: AppContext,
  filters: ProductListFilters,
): Promise<ProductFacets | null> {
  const compiled = compileFilters(filters);
  if (!compiled) return null;
  const catalogue = await ctx.catalogIndex.products();
  return catalogue ? facetsFromIndex(catalogue, compiled) : null;
}
