import { matchStoreRoute, staticFacts } from '../app/routes.tsx';
import { type DehydratedCache, QueryCache } from '../query/query-cache.ts';
import type { PageFacts } from './screen-page.ts';

export interface LoadedPage {
  /** 200, or 404 for an address that is no screen and for a product that does not exist. */
  status: number;
  facts: PageFacts;
  /** The page's cache, filled with what its screen shows first: the render reads it. */
  cache: QueryCache;
  /** The same entries as the page carries them to the browser (its data script). */
  data: DehydratedCache;
}

/**
 * What the server needs to render `url` (path and query), from the route table: the screen's data
 * read through the API client into a cache of the page's own, and what the head says; null for a
 * screen that is rendered in the browser only.
 */
export async function loadPage(url: string): Promise<LoadedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { route, params } = matchStoreRoute(pathname);
  if (!route.serverRendered) return null;
  const cache = new QueryCache(url);
  const address = { params, search: searchParams };
  const page = await route.page?.();
  await page?.load(address, cache);
  const facts = page ? page.facts(address, cache) : staticFacts(route);
  return {
    status: facts.kind === 'not-found' ? 404 : 200,
    facts,
    cache,
    data: { url, entries: cache.dehydrate() },
  };
}
