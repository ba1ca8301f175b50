import { searchApi } from '@store/api/search';
import type { Query } from '../../query/query-cache.ts';
import { useQuery } from '../../query/use-query.ts';

/** The catalogue's words closest to `search` (the server's, docs/api.md). */
export const suggestionsQuery = (search: string): Query<string[]> => ({
  key: `suggestions:${search}`,
  fetch: () => searchApi.getSuggestions(search),
});

/**
 * The catalogue's words closest to a search that found nothing: those the page was rendered with,
 * else asked for once the empty result shows. None while unknown or when the request fails (the
 * suggestions step aside; the way back stays).
 */
export function useSearchSuggestions(search: string): string[] {
  const state = useQuery(search === '' ? null : suggestionsQuery(search));
  return state.status === 'ready' ? state.data : [];
}
