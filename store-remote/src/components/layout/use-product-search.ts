import { useNavigate } from '@store/router';
import { useCallback } from 'react';

/** Where a search goes: the main listing, with `search={text}` (the search forms' GET action too). */
export const SEARCH_ACTION = '/collections/all';

/**
 * Submits a search (docs/product.md §5): only non-blank trimmed text counts; it opens the main listing with
 * search={text}, which runs the product search. Resolves whether anything was submitted.
 */
export function useProductSearch(): (text: string) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (text: string) => {
      const term = text.trim();
      if (term === '') return false;
      navigate(`${SEARCH_ACTION}?${new URLSearchParams({ search: term }).toString()}`);
      return true;
    },
    [navigate],
  );
}
