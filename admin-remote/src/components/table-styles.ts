/**
 * Class names for the admin tables. From the md breakpoint up they are ordinary tables; on a phone
 * each row becomes a card and every cell shows its column name (from data-label) before the value,
 * so nothing needs sideways scrolling.
 */
export const table = {
  frame: 'rounded-lg border border-stone-200 bg-white shadow-sm',
  table: 'block w-full text-left text-sm md:table',
  head: 'hidden border-b border-stone-200 bg-stone-100 text-xs uppercase tracking-wide text-stone-600 md:table-header-group',
  th: 'px-4 py-3 font-semibold',
  body: 'block md:table-row-group',
  row: 'block border-b border-stone-200 px-4 py-3 last:border-b-0 md:table-row md:p-0',
  cell: 'flex min-h-9 items-center justify-between gap-4 py-1 text-right md:table-cell md:px-4 md:py-3 md:text-left before:shrink-0 before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-stone-500 before:content-[attr(data-label)] md:before:content-none',
  /** A cell without a label on phones (the card's title or its actions). */
  plainCell: 'flex items-center gap-3 py-1 md:table-cell md:px-4 md:py-3',
} as const;
