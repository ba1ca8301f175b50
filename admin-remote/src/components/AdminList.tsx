import type { Page } from '@store/api';
import { ADMIN_PAGE_SIZE } from '@store/contracts/constants';
import { Skeleton } from '@store/ui';
import type { ReactNode } from 'react';
import type { ListAddress } from '../lib/list-params.ts';
import type { Loaded } from '../lib/load-store.ts';
import { LoadError } from './LoadError.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchForm } from './SearchForm.tsx';
import { table } from './table-styles.ts';

interface AdminListProps {
  /**
   * What the list holds, in the plural ('users', 'products', 'orders'). It names the search box
   * ('Search users'), the loading text and the failure ('Error loading users', docs/product.md §8).
   */
  noun: string;
  /** The list's page as its load store holds it. */
  list: Loaded<Page<unknown>>;
  /** The page and search in the address, and how to change them. */
  address: ListAddress;
  /** The search box's placeholder; a list the server cannot search has none. */
  searchPlaceholder?: string | undefined;
  /** More controls on the search's line (a filter). */
  filters?: ReactNode;
  /** The height class of the placeholder rows shown while the first page loads. */
  rowHeight: string;
  /** What an empty list says, e.g. 'No Products Available'. */
  empty: ReactNode;
  /** The table of the page's rows. */
  children: ReactNode;
}

/**
 * What every admin list shares: a server-side search kept in the address, then the list's state:
 * failed (with Retry), first load, empty, or the rows and Previous/Next.
 */
export function AdminList({
  noun,
  list,
  address,
  searchPlaceholder,
  filters,
  rowHeight,
  empty,
  children,
}: AdminListProps) {
  const { page, search, goTo } = address;
  return (
    <>
      {searchPlaceholder !== undefined && (
        <SearchForm
          label={`Search ${noun}`}
          placeholder={searchPlaceholder}
          value={search}
          onSearch={(text) => goTo({ search: text })}
        >
          {filters}
        </SearchForm>
      )}
      <ListState noun={noun} list={list} rowHeight={rowHeight} empty={empty}>
        <div className={table.frame} aria-busy={list.loading || undefined}>
          {children}
        </div>
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={list.data.total}
          onPage={(next) => goTo({ page: next })}
        />
      </ListState>
    </>
  );
}

type ListStateProps = Pick<AdminListProps, 'noun' | 'list' | 'rowHeight' | 'empty' | 'children'>;

/** Failed (with Retry), first load, empty, or the list. */
function ListState({ noun, list, rowHeight, empty, children }: ListStateProps) {
  const { data, loading, error, retry } = list;
  if (error) return <LoadError title={`Error loading ${noun}`} detail={error} onRetry={() => void retry()} />;
  if (data.items.length > 0) return children;
  if (!loading) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-600">{empty}</p>
    );
  }
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{`Loading ${noun}…`}</span>
      {Array.from({ length: 4 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={row} className={rowHeight} />
      ))}
    </div>
  );
}
