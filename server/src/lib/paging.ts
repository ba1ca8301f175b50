import { ADMIN_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '@store/contracts';
import { count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/**
 * Paging of the lists (docs/api.md, paging): `page` counts from 1, `limit` is the page size, and
 * the catalogue listing and the admin lists of products and users answer a bare array with the
 * number of all matches in the X-Total-Count header.
 */

/** The rows one page covers. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of a list and the number of all matches. */
export interface Page<T> {
  items: T[];
  total: number;
}

export function pageWindow(
  query: { page?: number | undefined; limit?: number | undefined },
  defaultLimit: number,
): PageWindow {
  const limit = query.limit ?? defaultLimit;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/**
 * The number of all matches beside a page whose rows each carry it (`count(*) over ()`, or a count
 * of the matches in the same statement): read from the first row. Only a page past the end has no
 * row to read it from; then `count` runs (a first page without rows has no matches at all).
 */
export async function totalBeside(
  rows: ReadonlyArray<{ total: number }>,
  window: PageWindow,
  count: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return window.offset === 0 ? 0 : count();
}

/** The number of rows of `table` matching `where` (for a page past the end). */
export async function countMatches(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/**
 * The `fields` of the rows of `table` matching `where` that `window` covers, newest first (creation
 * time, then id), and the number of all matches: one round trip, the matches counted beside the
 * rows (`count(*) over ()`, so each row also carries `total`), a second only for a page past the end.
 */
export async function newestFirstPage<F extends SelectedFields>(
  db: Database,
  table: PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn },
  fields: F,
  where: SQL | undefined,
  window: PageWindow,
) {
  const rows = await db
    .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await totalBeside(rows, window, () => countMatches(db, table, where));
  return { rows, total };
}

type HeaderTarget = {
  header: (name: string, value: string) => unknown;
  /** The request being answered (a Fastify reply has it): its URL and validated page and limit. */
  request?: { url: string; query: unknown };
};

/**
 * The RFC 8288 `Link` header of a page: `rel="next"` when matches remain after it, `rel="prev"`
 * when it is not the first, each the request's own path and query with `page` changed (relative
 * URLs, resolved against the request's). A client that sends no `limit` learns it got one page.
 */
export function pageLinks(url: string, query: unknown, total: number, defaultLimit: number): string | null {
  const { page, limit } = (query ?? {}) as { page?: unknown; limit?: unknown };
  const current = typeof page === 'number' && page >= 1 ? page : 1;
  const size = typeof limit === 'number' && limit >= 1 ? limit : defaultLimit;
  const [path = '/', search = ''] = url.split('?', 2);
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (current * size < total) links.push(link(current + 1, 'next'));
  if (current > 1) links.push(link(Math.min(current - 1, Math.max(1, Math.ceil(total / size))), 'prev'));
  return links.length > 0 ? links.join(', ') : null;
}

/**
 * Puts the number of all matches in X-Total-Count, beside the page in the body, and the links to
 * the next and previous pages in `Link` (from the request's page and limit; `defaultLimit` when it
 * sent none).
 */
export function setTotalCount(reply: HeaderTarget, total: number, defaultLimit = DEFAULT_PAGE_SIZE): void {
  reply.header('X-Total-Count', String(total));
  if (!reply.request) return;
  const links = pageLinks(reply.request.url, reply.request.query, total, defaultLimit);
  if (links) reply.header('Link', links);
}

/** The answer of a paged list: the page's items as a bare array, the total in X-Total-Count. */
export function answerPage<T>(reply: HeaderTarget, page: Page<T>): T[] {
  setTotalCount(reply, page.total, ADMIN_PAGE_SIZE);
  return page.items;
}
