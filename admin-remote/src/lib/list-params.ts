import { useSearchParams } from '@store/router';

/** Page and search of a list screen, kept in the address so they survive a reload or a Back. */
export interface ListParams {
  page: number;
  search: string;
}

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The query for a list address: empty values and page 1 are left out. */
export function listQuery(values: Record<string, string | number | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    query[key] = String(value);
  }
  return query;
}

export interface ListAddress extends ListParams {
  /** Every parameter of the address, filters included. */
  params: URLSearchParams;
  /** Goes to another page, search or filter. */
  goTo: (next: Record<string, string | number | undefined>) => void;
}

/**
 * A list screen's address: its page, search and other filters (`params`), and `goTo` to change them.
 * Changing anything but the page starts again at page 1.
 */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const goTo: ListAddress['goTo'] = (next) =>
    setParams(listQuery({ ...Object.fromEntries(params), page: 1, ...next }));
  return { ...readListParams(params), params, goTo };
}
