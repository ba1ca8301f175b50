/** Where each piece of a page's data is kept in the preloaded entries (preloaded.ts). */
export const PRELOAD = {
  bestSeller: 'best-seller',
  newArrivals: 'new-arrivals',
  /** A product list, by `listKey(query)`. */
  list: (key: string) => `list:${key}`,
  /** Facet counts, by `facetsKey(query)`. */
  facets: (key: string) => `facets:${key}`,
  product: (id: string) => `product:${id}`,
  /** The API's message for a product that does not exist (the page answers 404). */
  productMissing: (id: string) => `product-missing:${id}`,
  similar: (id: string) => `similar:${id}`,
  /** The catalogue's words closest to a search that found nothing. */
  suggestions: (search: string) => `suggestions:${search}`,
} as const;
