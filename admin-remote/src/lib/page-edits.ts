import type { Page } from '@store/api';

/** What a list page shows before its first answer. */
export const emptyPage = <T>(): Page<T> => ({ items: [], total: 0 });

type RowPage = Page<{ _id: string }>;
type RowOf<P extends RowPage> = P['items'][number];

export const hasRow = (page: RowPage, id: string) => page.items.some((item) => item._id === id);

/** The page with the server's answer in place of the row it changed (rows on other pages stay away). */
export function replaceRow<P extends RowPage>(page: P, row: RowOf<P>): P {
  return { ...page, items: page.items.map((item) => (item._id === row._id ? row : item)) };
}

/** A new row heads the page, since lists are newest first like the server sends them. */
export function prependRow<P extends RowPage>(page: P, row: RowOf<P>): P {
  return { ...page, items: [row, ...page.items], total: page.total + 1 };
}

/** The page without a deleted row, its total one less when the row was on it. */
export function removeRow<P extends RowPage>(page: P, id: string): P {
  const items = page.items.filter((item) => item._id !== id);
  return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
}
