import { request } from './http.ts';
import { type ParamValue, toSearchParams } from './search-params.ts';

/** One page of a list and how many items match over every page. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * GET a paged list: the API answers a bare array and the match count in `X-Total-Count`
 * (docs/api.md, paging). Only non-empty query values are sent. An answer that is not an array is an
 * empty page; without a usable header the total is the page's length.
 */
export async function getPage<T>(
  path: string,
  query: Readonly<Record<string, ParamValue>> = {},
): Promise<Page<T>> {
  const { data, headers } = await request<unknown>(path, { searchParams: toSearchParams(query) });
  const items = Array.isArray(data) ? (data as T[]) : [];
  const header = headers.get('X-Total-Count')?.trim();
  const total = header ? Number(header) : Number.NaN;
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}
