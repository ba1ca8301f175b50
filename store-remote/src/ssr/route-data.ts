import { ApiError, productApi } from '@store/api';
import { searchApi } from '@store/api/search';
import type { Product } from '@store/contracts';
import type { SupportPageSlug } from '@store/contracts/constants';
import { matchPath } from '@store/router';
import { facetsKey, listKey } from '../features/catalog/index.ts';
import { PREMIUM_QUERY } from '../features/home/PremiumGrid.tsx';
import {
  filtersFromParams,
  listingQuery,
  listingTitle,
  pageFromParams,
} from '../features/listing/filters-url.ts';
import { PRELOAD } from './preload-keys.ts';

/**
 * Support and policy pages, by the slug of the one list the routes and the sitemap share
 * (`SUPPORT_PAGE_SLUGS`): rendered on the server with no data (titles as their screens show).
 */
const SUPPORT_PAGE_TITLES: Record<SupportPageSlug, string> = {
  contact: 'Contact Us',
  about: 'About Us',
  faq: 'Frequently Asked Questions',
  shipping: 'Shipping',
  returns: 'Returns & Exchanges',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
};
const supportPageTitle = (pathname: string): string | undefined =>
  Object.hasOwn(SUPPORT_PAGE_TITLES, pathname.slice(1))
    ? SUPPORT_PAGE_TITLES[pathname.slice(1) as SupportPageSlug]
    : undefined;

/**
 * The screens of App.tsx that show what lives in the browser's storage (the cart, the session):
 * rendered in the browser only. Keep in step with App.tsx's routes.
 */
const BROWSER_ONLY = [
  '/cart',
  '/checkout',
  '/checkout/:id/return',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/my-orders',
  '/order/:id',
  '/order-confirmation',
];

/** What a server-rendered page shows, for its head tags (head.ts). */
export type PageFacts =
  | { kind: 'home'; bestSeller: Product | null }
  | { kind: 'listing'; title: string; collection: string; total: number; page: number; products: Product[] }
  | { kind: 'product'; product: Product }
  | { kind: 'static'; title: string }
  | { kind: 'not-found' };

export interface RouteData {
  status: number;
  entries: Record<string, unknown>;
  facts: PageFacts;
}

/** An answer the page can do without (a section steps aside, as it does in the browser). */
const optional = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);

/**
 * The data a storefront address needs, read through the API client (the server hands it a fetch
 * that reaches the API in its own process), or null for screens that are rendered in the browser
 * only: the cart, checkout and account screens show what lives in the browser's storage. A product
 * that does not exist is left to the browser too (its screen says so).
 */
export async function loadRouteData(url: string): Promise<RouteData | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/') {
    const [bestSeller, newArrivals, premium] = await Promise.all([
      optional(productApi.getBestSeller()),
      optional(productApi.getNewArrivals()),
      optional(productApi.listProducts({ ...PREMIUM_QUERY })),
    ]);
    const entries: Record<string, unknown> = {};
    if (bestSeller) entries[PRELOAD.bestSeller] = bestSeller;
    if (newArrivals) entries[PRELOAD.newArrivals] = newArrivals;
    if (premium) entries[PRELOAD.list(listKey({ ...PREMIUM_QUERY }))] = premium;
    return { status: 200, entries, facts: { kind: 'home', bestSeller: bestSeller ?? null } };
  }

  const listing = matchPath('/collections/:collection', pathname);
  if (listing) {
    const collection = listing.params.collection ?? 'all';
    const filters = filtersFromParams(collection, searchParams);
    const page = pageFromParams(searchParams);
    const query = listingQuery(collection, filters, page);
    const [list, facets] = await Promise.all([
      productApi.listProducts(query),
      optional(productApi.getFacets(query)),
    ]);
    const entries: Record<string, unknown> = { [PRELOAD.list(listKey(query))]: list };
    if (facets) entries[PRELOAD.facets(facetsKey(query))] = facets;
    // A search that found nothing offers the catalogue's closest words (NoResults).
    if (list.total === 0 && filters.search) {
      const suggestions = await optional(searchApi.getSuggestions(filters.search));
      if (suggestions) entries[PRELOAD.suggestions(filters.search)] = suggestions;
    }
    const title = listingTitle(collection, filters);
    return {
      status: 200,
      entries,
      facts: { kind: 'listing', title, collection, total: list.total, page, products: list.products },
    };
  }

  const product = matchPath('/product/:id', pathname) ?? matchPath('/products/:id', pathname);
  if (product) {
    const id = product.params.id ?? '';
    try {
      const [found, similar] = await Promise.all([
        productApi.getProduct(id),
        optional(productApi.getSimilarProducts(id)),
      ]);
      const entries: Record<string, unknown> = { [PRELOAD.product(id)]: found };
      if (Array.isArray(similar)) entries[PRELOAD.similar(id)] = similar;
      return { status: 200, entries, facts: { kind: 'product', product: found } };
    } catch (error) {
      // A product that does not exist, or an id that cannot be one (the API answers 400 'That id is
      // not valid'): the screen's message, with the status of a page that is not there.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        return {
          status: 404,
          entries: { [PRELOAD.productMissing(id)]: error.message },
          facts: { kind: 'not-found' },
        };
      }
      throw error;
    }
  }

  const staticTitle = supportPageTitle(pathname);
  if (staticTitle) return { status: 200, entries: {}, facts: { kind: 'static', title: staticTitle } };
  if (BROWSER_ONLY.some((pattern) => matchPath(pattern, pathname))) return null;
  // Any other address is no screen: the not-found page, with its status for search engines.
  return { status: 404, entries: {}, facts: { kind: 'not-found' } };
}
