import { Skeleton } from '@store/ui';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';

interface ListBodyProps {
  /** The failure's title of spec §8, e.g. 'Error loading users'. */
  errorTitle: string;
  error: string | null;
  onRetry: () => void;
  loading: boolean;
  /** Rows on the current page. */
  count: number;
  /** Read by screen readers while the first page loads, e.g. 'Loading users…'. */
  loadingLabel: string;
  /** Placeholder rows while the first page loads, and their height class. */
  skeletons: { rows: number; className: string };
  /** What an empty list says, e.g. 'No Products Available'. */
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** The states every admin list shares: failed (with Retry), first load, empty, or the list. */
export function ListBody({
  errorTitle,
  error,
  onRetry,
  loading,
  count,
  loadingLabel,
  skeletons,
  empty,
  children,
}: ListBodyProps) {
  if (error) return <LoadError title={errorTitle} detail={error} onRetry={onRetry} />;
  if (loading && count === 0) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: skeletons.rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={row} className={skeletons.className} />
        ))}
      </div>
    );
  }
  if (count === 0) {
    return (
      <p className="rounded-lg border border-stone-200 bg-white p-8 text-center text-stone-600">{empty}</p>
    );
  }
  return children;
}
