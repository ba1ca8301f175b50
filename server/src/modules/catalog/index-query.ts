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
import { toPaise } from '../../lib/money.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { andInto, type Bitset, countBoth, countOf, emptySet, has, orInto, removeFrom } from './bitset.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { searchWords } from './search.ts';
import { matchTerms, rankedPositions } from './search-index.ts';
import { stockSelection } from './stock-filter.ts';

/**
 * The listing's filters, page, count and facet counts over the catalogue index, with exactly the
 * meaning of their SQL in product-filters.ts, stock-filter.ts and facets.ts
 * (tests/api/catalog-index.test.ts compares the two on random filters), and a search with the
 * meaning of search.ts's (search-index.ts). A size or colour outside the catalogue's lists is not
 * answered here (compileFilters answers null) but by the database.
 */

/** The listing's filters as they are read from the index. */
export interface CompiledFilters {
  /** Lower-cased collection name; 'all' and absent are no filter. */
  collection: string | null;
  /** Price bounds in paise. */
  minPrice: number | null;
  maxPrice: number | null;
  gender: string | null;
  category: string | null;
  /** Lower-cased. */
  materials: readonly string[] | null;
  brands: readonly string[] | null;
  /** Positions in SIZES and COLORS of the chosen sizes and colours. */
  sizes: readonly number[];
  colors: readonly number[];
  /** The search's words (search.ts, searchWords); null without a search or when none is left. */
  search: readonly string[] | null;
}

export function compileFilters(filters: ProductListFilters): CompiledFilters | null {
  const selection = stockSelection(filters);
  if (!selection.known) return null;
  const collection = filters.collection?.trim().toLowerCase();
  const words = filters.search ? searchWords(filters.search) : null;
  return {
    collection: collection && collection !== 'all' ? collection : null,
    minPrice: filters.minPrice === undefined ? null : toPaise(filters.minPrice),
    maxPrice: filters.maxPrice === undefined ? null : toPaise(filters.maxPrice),
    gender: filters.gender ?? null,
    category: filters.category ?? null,
    materials: filters.material?.length ? filters.material.map((value) => value.toLowerCase()) : null,
    brands: filters.brand?.length ? filters.brand : null,
    sizes: selection.sizes.map((size) => (SIZES as readonly string[]).indexOf(size)),
    colors: selection.colors.map((color) => (COLORS as readonly string[]).indexOf(color)),
    search: words && words.length > 0 ? words : null,
  };
}

/** Positions having any of `values` (an empty set when none has). */
function anyOf(catalogue: CatalogSnapshot, sets: ReadonlyMap<string, Bitset>, values: readonly string[]) {
  const union = emptySet(catalogue.products.length);
  for (const value of values) {
    const set = sets.get(value);
    if (set) orInto(union, set);
  }
  return union;
}

/** In stock in a size of `sizes` (any size when empty) in a colour of `colors` (any when empty). */
function inStock(catalogue: CatalogSnapshot, sizes: readonly number[], colors: readonly number[]): Bitset {
  const union = emptySet(catalogue.products.length);
  if (colors.length === 0) for (const size of sizes) orInto(union, catalogue.size[size] as Bitset);
  else if (sizes.length === 0) for (const color of colors) orInto(union, catalogue.color[color] as Bitset);
  else
    for (const size of sizes)
      for (const color of colors) orInto(union, catalogue.pair[size * COLORS.length + color] as Bitset);
  return union;
}

/** The sets of the filters that have a facet of their own (null: filter not set). */
interface FacetSets {
  gender: Bitset | null;
  category: Bitset | null;
  material: Bitset | null;
  brand: Bitset | null;
  stock: Bitset | null;
}
type FacetName = keyof FacetSets;

/** Collection and price, which every facet keeps, and the facet filters' sets. */
function filterSets(catalogue: CatalogSnapshot, compiled: CompiledFilters) {
  const common = catalogue.all.slice();
  const none = emptySet(catalogue.products.length);
  const { collection } = compiled;
  if (collection === 'men') andInto(common, catalogue.gender.get('Men') ?? none);
  else if (collection === 'women') andInto(common, catalogue.gender.get('Women') ?? none);
  else if (collection === 'featured') andInto(common, catalogue.featured);
  else if (collection !== null) andInto(common, catalogue.collection.get(collection) ?? none);
  if (compiled.minPrice !== null || compiled.maxPrice !== null) {
    const min = compiled.minPrice ?? Number.NEGATIVE_INFINITY;
    const max = compiled.maxPrice ?? Number.POSITIVE_INFINITY;
    const { price } = catalogue;
    const byPrice = catalogue.byPrice();
    for (let at = 0; at < byPrice.length && (price[byPrice[at] as number] as number) < min; at++) {
      removeFrom(common, byPrice[at] as number);
    }
    for (let at = byPrice.length - 1; at >= 0 && (price[byPrice[at] as number] as number) > max; at--) {
      removeFrom(common, byPrice[at] as number);
    }
  }
  let scores: Uint16Array | null = null;
  if (compiled.search) {
    const terms = compiled.search.map((word) => catalogue.alternatives(word));
    const text = matchTerms(catalogue.text(), catalogue.products.length, terms);
    scores = text.scores;
    andInto(common, text.found);
  }
  const facets: FacetSets = {
    gender: compiled.gender === null ? null : anyOf(catalogue, catalogue.gender, [compiled.gender]),
    category: compiled.category === null ? null : anyOf(catalogue, catalogue.category, [compiled.category]),
    material: compiled.materials && anyOf(catalogue, catalogue.material, compiled.materials),
    brand: compiled.brands && anyOf(catalogue, catalogue.brand, compiled.brands),
    stock:
      compiled.sizes.length || compiled.colors.length
        ? inStock(catalogue, compiled.sizes, compiled.colors)
        : null,
  };
  return { common, facets, scores };
}

/** `common` and every facet filter but `except`. */
function matching(common: Bitset, facets: FacetSets, except?: FacetName): Bitset {
  const set = common.slice();
  for (const [name, filter] of Object.entries(facets) as Array<[FacetName, Bitset | null]>) {
    if (filter && name !== except) andInto(set, filter);
  }
  return set;
}

/** The ids of one page of the matching products in the listing's order, and the number of matches. */
export function listFromIndex(
  catalogue: CatalogSnapshot,
  filters: ProductListFilters,
  compiled: CompiledFilters,
  window: PageWindow,
): { ids: string[]; total: number } {
  const { common, facets, scores } = filterSets(catalogue, compiled);
  const matches = matching(common, facets);
  const total = countOf(matches);
  const ids: string[] = [];
  if (scores && (filters.sortBy === undefined || filters.sortBy === 'default')) {
    // The default order with a search puts the most relevant first (product-filters.ts, listOrder).
    const ranked = rankedPositions(
      matches,
      catalogue.order(filters.sortBy),
      scores,
      catalogue.soldOut,
      compiled.search?.length ?? 0,
      window.offset + window.limit,
    );
    for (const position of ranked.slice(window.offset)) ids.push(catalogue.products[position]?.id as string);
  } else if (window.offset < total) {
    const order = catalogue.order(filters.sortBy);
    let skipped = 0;
    for (let rank = 0; rank < order.length && ids.length < window.limit; rank++) {
      const position = order[rank] as number;
      if (!has(matches, position)) continue;
      if (skipped < window.offset) skipped++;
      else ids.push(catalogue.products[position]?.id as string);
    }
  }
  return { ids, total };
}

/**
 * The facet counts (docs/api.md, facets): for each value of a filter, the products the listing would
 * show with that value chosen and every other filter kept. Sizes and colours are one filter (a
 * chosen size in a chosen colour in stock) that each facet of the two counts within the other's
 * choice: the size facet counts the products with that size in stock in a chosen colour.
 */
export function facetsFromIndex(catalogue: CatalogSnapshot, compiled: CompiledFilters): ProductFacets {
  const { common, facets } = filterSets(catalogue, compiled);
  const counts = (
    name: FacetName,
    values: readonly string[],
    setOf: (value: string) => Bitset | undefined,
  ) => {
    const others = matching(common, facets, name);
    return values.map((value) => {
      const set = setOf(value);
      return { value, count: set ? countBoth(others, set) : 0 };
    });
  };
  const stockless = matching(common, facets, 'stock');
  return {
    size: SIZES.map((value, size) => ({
      value,
      count: countBoth(stockless, inStock(catalogue, [size], compiled.colors)),
    })),
    color: COLORS.map((value, color) => ({
      value,
      count: countBoth(stockless, inStock(catalogue, compiled.sizes, [color])),
    })),
    gender: counts('gender', GENDERS, (value) => catalogue.gender.get(value)),
    category: counts('category', CATEGORIES, (value) => catalogue.category.get(value)),
    material: counts('material', MATERIALS, (value) => catalogue.material.get(value.toLowerCase())),
    brand: counts('brand', BRANDS, (value) => catalogue.brand.get(value)),
  };
}
