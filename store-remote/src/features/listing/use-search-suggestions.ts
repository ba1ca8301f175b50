import { searchApi } from '@store/api/search';
import { useEffect, useState } from 'react';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { usePreloaded } from '../../ssr/preloaded.ts';

/**
 * The catalogue's words closest to a search that found nothing (the server's, docs/api.md): those the
 * page was rendered with, else asked for once the empty result shows. None while unknown or when the
 * request fails (the suggestions step aside; the way back stays).
 */
export function useSearchSuggestions(search: string): string[] {
  const preloaded = usePreloaded<string[]>(PRELOAD.suggestions(search));
  const [fetched, setFetched] = useState<{ search: string; words: string[] } | null>(null);

  useEffect(() => {
    if (preloaded !== undefined || search === '') return;
    let current = true;
    searchApi.getSuggestions(search).then(
      (words) => current && setFetched({ search, words }),
      () => current && setFetched({ search, words: [] }),
    );
    return () => {
      current = false;
    };
  }, [search, preloaded]);

  if (preloaded !== undefined) return preloaded;
  return fetched?.search === search ? fetched.words : [];
}
