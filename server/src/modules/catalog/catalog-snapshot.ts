import { bayesianRating, COLORS, type ProductListFilters, SIZES } from '@store/contracts';
import { addTo, type Bitset, emptySet, fullSet } from './bitset.ts';
import { alternatives, SEARCH_WEIGHTS } from './search.ts';
import { buildTextIndex, type TextIndex, type WeightedText } from './search-index.ts';

/**
 * What the listing filters, sorts and counts by, for one product: a narrow copy of its row
 * (docs/api.md, "Listing and facets from the catalogue index").
 */
export interface IndexedProduct {
  id: string;
  /** Selling price in paise. */
  price: number;
  gender: string;
  category: string;
  /** Lower-cased: the material filter and facet ignore case. */
  material: string;
  brand: string;
  featured: boolean;
  /** Lower-cased collection names. */
  collections: readonly string[];
  countInStock: number;
  /** Bits of the sizes (SIZES order) and colours (COLORS order) in stock (catalog/stock-filter.ts). */
  stockSizes: number;
  stockColors: number;
  /** For each size of SIZES, the bits of the colours (COLORS order) it is in stock in. */
  colorsBySize: readonly number[];
  /** Microseconds since the epoch: the database's precision, so ties order as they do there. */
  createdAt: number;
  unitsSold: number;
  rating: number;
  numReviews: number;
  /** Sum of the stars of the published reviews (the Top Rated sort's Bayesian average). */
  ratingTotal: number;
  /** The searched text by weight (search-index.ts). */
  text: WeightedText;
}

/**
 * The catalogue index as the listing reads it (docs/api.md, "Listing and facets from the catalogue
 * index"): the products in a fixed order, and for every value a filter can choose the set of
 * positions that have it, so that filtering is ANDs and ORs of sets and a facet count a popcount,
 * whatever the number of products matching. Built once per change of the catalogue; the sort orders
 * are made on first use.
 */
export interface CatalogSnapshot {
  products: readonly IndexedProduct[];
  all: Bitset;
  price: Int32Array;
  /** Positions from the lowest price to the highest, made on first use: a price range drops only the products outside it. */
  byPrice: () => Int32Array;
  featured: Bitset;
  /** By exact value (material lower-cased). */
  gender: ReadonlyMap<string, Bitset>;
  category: ReadonlyMap<string, Bitset>;
  material: ReadonlyMap<string, Bitset>;
  brand: ReadonlyMap<string, Bitset>;
  /** By lower-cased collection name. */
  collection: ReadonlyMap<string, Bitset>;
  /** In stock in that size (SIZES order; any colour), that colour (COLORS order; any size). */
  size: readonly Bitset[];
  color: readonly Bitset[];
  /** In stock in that size and colour: pair[size * COLORS.length + color]. */
  pair: readonly Bitset[];
  /** Positions in the listing's order for a sort (product-filters.ts, listOrder). */
  order: (sortBy: ProductListFilters['sortBy']) => Int32Array;
  /** 1 at the positions of products with no variant in stock. */
  soldOut: Uint8Array;
  /** The text index and the typo vocabulary (catalog/search.ts), made on the first search. */
  text: () => TextIndex;
  vocabulary: () => readonly string[];
  /** alternatives() of a search word over the vocabulary, remembered (shoppers repeat words). */
  alternatives: (word: string) => string[];
}

function grouped(count: number, list: readonly IndexedProduct[], key: (product: IndexedProduct) => string) {
  const sets = new Map<string, Bitset>();
  list.forEach((product, position) => {
    const value = key(product);
    let set = sets.get(value);
    if (!set) {
      set = emptySet(count);
      sets.set(value, set);
    }
    addTo(set, position);
  });
  return sets;
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number;
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The listing's sort (product-filters.ts, listOrder), as a comparison: every order ends with the id. */
export function listComparison(sortBy: ProductListFilters['sortBy']): Compare {
  switch (sortBy) {
    case 'priceAsc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'priceDesc':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'popularity':
      return (a, b) =>
        b.unitsSold - a.unitsSold ||
        bayesianRating(b.numReviews, b.ratingTotal) - bayesianRating(a.numReviews, a.ratingTotal) ||
        byId(a, b);
    case 'newest':
      return (a, b) => b.createdAt - a.createdAt || byId(b, a);
    case 'rating':
      return (a, b) =>
        bayesianRating(b.numReviews, b.ratingTotal) - bayesianRating(a.numReviews, a.ratingTotal) ||
        b.numReviews - a.numReviews ||
        byId(a, b);
    default:
      return (a, b) =>
        Number(a.countInStock === 0) - Number(b.countInStock === 0) ||
        Number(b.featured) - Number(a.featured) ||
        b.createdAt - a.createdAt ||
        byId(a, b);
  }
}

/** Search words whose alternatives a snapshot remembers, at most. */
const MAX_REMEMBERED = 10_000;

export function buildSnapshot(list: readonly IndexedProduct[]): CatalogSnapshot {
  const count = list.length;
  const price = new Int32Array(count);
  const featured = emptySet(count);
  const size = SIZES.map(() => emptySet(count));
  const color = COLORS.map(() => emptySet(count));
  const pair = SIZES.flatMap(() => COLORS.map(() => emptySet(count)));
  const collection = new Map<string, Bitset>();
  list.forEach((product, position) => {
    price[position] = product.price;
    if (product.featured) addTo(featured, position);
    for (const name of product.collections) {
      let set = collection.get(name);
      if (!set) {
        set = emptySet(count);
        collection.set(name, set);
      }
      addTo(set, position);
    }
    SIZES.forEach((_size, s) => {
      if ((product.stockSizes & (1 << s)) !== 0) addTo(size[s] as Bitset, position);
      const colours = product.colorsBySize[s] ?? 0;
      COLORS.forEach((_color, c) => {
        if ((colours & (1 << c)) !== 0) addTo(pair[s * COLORS.length + c] as Bitset, position);
      });
    });
    COLORS.forEach((_color, c) => {
      if ((product.stockColors & (1 << c)) !== 0) addTo(color[c] as Bitset, position);
    });
  });
  const orders = new Map<string, Int32Array>();
  const remembered = new Map<string, string[]>();
  let text: TextIndex | null = null;
  let vocabulary: string[] | null = null;
  const textIndex = () => {
    text ??= buildTextIndex(list.map((product) => product.text));
    return text;
  };
  const order = (sortBy: ProductListFilters['sortBy']) => {
    const key = sortBy ?? 'default';
    let positions = orders.get(key);
    if (!positions) {
      const compare = listComparison(sortBy);
      const all = Array.from({ length: count }, (_, position) => position);
      all.sort((a, b) => compare(list[a] as IndexedProduct, list[b] as IndexedProduct));
      positions = Int32Array.from(all);
      orders.set(key, positions);
    }
    return positions;
  };
  let byPrice: Int32Array | null = null;
  const priceOrder = () => {
    byPrice ??= Int32Array.from({ length: count }, (_, position) => position).sort(
      (a, b) => (price[a] as number) - (price[b] as number),
    );
    return byPrice;
  };
  const vocabularyOf = () => {
    vocabulary ??= typoVocabulary(textIndex());
    return vocabulary;
  };
  return {
    products: list,
    all: fullSet(count),
    price,
    byPrice: priceOrder,
    featured,
    gender: grouped(count, list, (product) => product.gender),
    category: grouped(count, list, (product) => product.category),
    material: grouped(count, list, (product) => product.material),
    brand: grouped(count, list, (product) => product.brand),
    collection,
    size,
    color,
    pair,
    order,
    soldOut: Uint8Array.from(list, (product) => (product.countInStock === 0 ? 1 : 0)),
    text: textIndex,
    vocabulary: vocabularyOf,
    alternatives: (word) => {
      let options = remembered.get(word);
      if (!options) {
        options = alternatives(word, vocabularyOf());
        if (remembered.size >= MAX_REMEMBERED) remembered.clear();
        remembered.set(word, options);
      }
      return options;
    },
  };
}

/**
 * The words of names, brands, categories, genders, materials, colours and collections (every place
 * but the description) of 3 letters or more: SearchVocabulary's words (catalog/search.ts).
 */
function typoVocabulary(index: TextIndex): string[] {
  const words: string[] = [];
  index.words.forEach((word, at) => {
    if (word.length >= 3 && (index.weights[at] as Uint8Array).some((weight) => weight >= SEARCH_WEIGHTS.C))
      words.push(word);
  });
  return words;
}
