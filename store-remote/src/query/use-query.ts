import { SERVER_DATA_ELEMENT_ID } from '@store/contracts/server-render';
import { useLocation } from '@store/router';
import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type DehydratedCache, type Query, QueryCache, type QueryState } from './query-cache.ts';

/** The server's cache for the page it renders; in the browser none is provided (`pageCache`). */
export const QueryCacheContext = createContext<QueryCache | null>(null);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's data script, read once: what the server rendered the page with, for which address. */
function pageData(): DehydratedCache | null {
  if (typeof document === 'undefined') return null;
  try {
    const value: unknown = JSON.parse(document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent ?? 'null');
    if (isRecord(value) && typeof value.url === 'string' && isRecord(value.entries))
      return value as unknown as DehydratedCache;
  } catch {
    // No usable data: every screen loads its own, as on a page rendered in the browser.
  }
  return null;
}

let browserCache: QueryCache | null = null;

/** The browser's one cache, hydrated from the page's data when the server rendered the page. */
export function pageCache(): QueryCache {
  if (browserCache === null) {
    const data = pageData();
    browserCache = new QueryCache(data?.url ?? null, data?.entries);
  }
  return browserCache;
}

export function useQueryCache(): QueryCache {
  return use(QueryCacheContext) ?? pageCache();
}

const LOADING: QueryState<never> = { status: 'loading' };

/**
 * Called once, high in the tree (the layout): when the shopper moves on from the first page, its
 * data is no longer taken as it is (later screens, that address again included, ask for theirs).
 */
export function useFirstPageEnds(): void {
  const cache = useQueryCache();
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) cache.leaveFirstPage();
  }, [key, cache]);
}

/**
 * The state of `query` for the screen showing it (null: nothing to ask yet). The screen asks the API
 * when it is shown and whenever the key changes, except on the first page for what the server
 * loaded; until it has asked, whatever the cache holds under the key from an earlier screen is not
 * shown (it may be out of date): the screen shows that it is loading.
 */
export function useQuery<T>(query: Query<T> | null): QueryState<T> {
  const cache = useQueryCache();
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const key = query?.key ?? null;
  const read = () => (key === null ? undefined : cache.get<T>(key));
  const state = useSyncExternalStore(cache.subscribe, read, read);
  // The key this screen has asked for (or was rendered with on the server).
  const [asked, setAsked] = useState(() => (key !== null && cache.servesFirstPage(key, url) ? key : null));
  const latest = useRef({ query, url });
  latest.current = { query, url };

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the key changes, with the latest query
  useEffect(() => {
    const { query: current, url: at } = latest.current;
    if (current === null) return;
    if (!cache.servesFirstPage(current.key, at)) void cache.fetch(current);
    setAsked(current.key);
  }, [key, cache]);

  if (key === null || asked !== key || state === undefined) return LOADING;
  return state;
}
