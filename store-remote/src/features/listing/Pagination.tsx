import { Link } from '@store/router';
import { cn } from '@store/ui';

interface PaginationProps {
  page: number;
  pages: number;
  /** The link of a page (same filters, another page number). */
  hrefOf: (page: number) => string;
  /** The history state of the page links (where focus goes once there). */
  state?: unknown;
}

const item =
  'inline-flex h-10 items-center rounded-md border border-stone-300 px-4 text-sm font-medium text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function Pagination({ page, pages, hrefOf, state }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} state={state} className={item} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={cn(item, 'pointer-events-none border-stone-200 text-stone-500')} aria-hidden="true">
          Previous
        </span>
      )}
      <span className="text-sm text-stone-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} state={state} className={item} rel="next">
          Next
        </Link>
      ) : (
        <span className={cn(item, 'pointer-events-none border-stone-200 text-stone-500')} aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}
