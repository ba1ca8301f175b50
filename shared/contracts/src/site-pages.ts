/**
 * The storefront's addresses that search engines are told about (docs/product.md §2): one list for
 * the storefront's routes and the server's robots.txt and sitemap.xml (docs/api.md, "robots.txt
 * and sitemap.xml"), so a page added to one is in the other.
 */

/** The support and legal pages, each routed by the storefront at `/{slug}` and listed in the sitemap. */
export const SUPPORT_PAGE_SLUGS = [
  'contact',
  'about',
  'faq',
  'shipping',
  'returns',
  'privacy',
  'terms',
  'cookies',
] as const;
export type SupportPageSlug = (typeof SUPPORT_PAGE_SLUGS)[number];

/**
 * The listing pages of the store's collections (all, men, women, top wear, bottom wear), as the
 * storefront addresses them: top and bottom wear are the main listing with one category filter, in
 * the query string the listing writes itself (spaces as `+`).
 */
export const COLLECTION_PAGE_PATHS = [
  '/collections/all',
  '/collections/men',
  '/collections/women',
  '/collections/all?category=Top+Wear',
  '/collections/all?category=Bottom+Wear',
] as const;

/** A product's page (the storefront also answers `/products/{id}`; this one is the address it links to). */
export const productPagePath = (id: string): string => `/product/${encodeURIComponent(id)}`;

/**
 * Pages no search engine should visit: the admin, the cart, checkout and everything behind sign-in
 * or about an account (robots.txt `Disallow`, matched as path prefixes).
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/admin',
  '/cart',
  '/checkout',
  '/profile',
  '/my-orders',
  '/order/',
  '/order-confirmation',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
] as const;
