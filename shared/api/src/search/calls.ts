import { get } from '@store/api';
import type { SearchSuggestions } from '@store/contracts';

/** GET /api/products/search-suggestions: the catalogue's words closest to the search, closest first. */
export async function getSuggestions(search: string): Promise<string[]> {
  const { suggestions } = await get<SearchSuggestions>('/api/products/search-suggestions', { search });
  return Array.isArray(suggestions) ? suggestions.filter((word) => typeof word === 'string') : [];
}
