import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** Selected beside a page's columns: the number of all rows matching the query, on every row. */
export const totalOfMatches = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The number of rows of `table` matching `where` (for a page past the end). */
export async function countMatches(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** One page of a list and the number of all matches. */
export interface Page<T> {
  items: T[];
  total: number;
}

type HeaderTarget = { header: (name: string, value: string) => unknown };

/** Puts the number of all matches in X-Total-Count, beside the page in the body. */
export function setTotalCount(reply: HeaderTarget, total: number): void {
  reply.header('X-Total-Count', String(total));
}

/** The answer of a paged list: the page's items as a bare array, the total in X-Total-Count. */
export function answerPage<T>(reply: HeaderTarget, page: Page<T>): T[] {
  setTotalCount(reply, page.total);
  return page.items;
}
