import { Link } from '@store/router';
import type { ReactNode } from 'react';
import { paramsFromFilters } from './filters-url.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

export const NO_RESULTS_TEXT = {
  filtered: 'No products match these filters',
  fewerFilters: 'Try fewer filters or another search.',
  searched: (search: string) => `No results for “${search}”`,
  spelling: 'Check the spelling or try a more general word.',
  suggestions: 'Did you mean',
  clearSearch: 'Clear the search',
  emptyCollection: 'Nothing here yet',
  emptyCollectionDetail: 'This collection has no products just now.',
  browseAll: 'Browse all products',
  noPage: (page: number) => `There is no page ${page}`,
  pageCount: (pages: number) => `This listing has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  lastPage: (pages: number) => `Go to page ${pages}`,
} as const;

const action =
  'inline-flex h-10 items-center rounded-md border border-stone-300 px-4 text-sm font-medium text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const word =
  'rounded-full bg-stone-100 px-3 py-1.5 text-sm font-medium text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface NoResultsProps {
  /** The search in force ('' for none). */
  search: string;
  /** Whether filters narrow the view. */
  filtered: boolean;
  /** 'Clear all filters' as the listing offers it (a link without scripts, a button with them). */
  clearFilters: ReactNode;
  /** The address of this view without the search (filters and sort kept). */
  clearSearchHref: string;
  /** The collection of the view ('all' is every product). */
  collection: string;
  page: number;
  pages: number;
  /** Products the view has over all its pages. */
  total: number;
  /** The link of a page of this view. */
  hrefOf: (page: number) => string;
}

/**
 * What a listing page with no products says (docs/product.md §2): a page past the last one names the
 * last page; a search that found nothing says what was searched, offers the catalogue's closest words
 * and a way back; filters that leave nothing offer to clear them. Links only, so it works without
 * scripts.
 */
export function NoResults(props: NoResultsProps) {
  if (props.total > 0 && props.page > props.pages) {
    return (
      <Box title={NO_RESULTS_TEXT.noPage(props.page)} detail={NO_RESULTS_TEXT.pageCount(props.pages)}>
        <Link to={props.hrefOf(props.pages)} className={action}>
          {NO_RESULTS_TEXT.lastPage(props.pages)}
        </Link>
      </Box>
    );
  }
  if (props.search) return <SearchNotFound {...props} />;
  if (props.filtered) {
    return (
      <Box title={NO_RESULTS_TEXT.filtered} detail={NO_RESULTS_TEXT.fewerFilters}>
        {props.clearFilters}
      </Box>
    );
  }
  return (
    <Box title={NO_RESULTS_TEXT.emptyCollection} detail={NO_RESULTS_TEXT.emptyCollectionDetail}>
      {props.collection.toLowerCase() !== 'all' && (
        <Link to="/collections/all" className={action}>
          {NO_RESULTS_TEXT.browseAll}
        </Link>
      )}
    </Box>
  );
}

function SearchNotFound({ search, filtered, clearFilters, clearSearchHref }: NoResultsProps) {
  const suggestions = useSearchSuggestions(search);
  return (
    <Box
      title={NO_RESULTS_TEXT.searched(search)}
      detail={filtered ? NO_RESULTS_TEXT.fewerFilters : NO_RESULTS_TEXT.spelling}
      suggestions={
        suggestions.length > 0 && (
          <div className="mt-5">
            <p id="search-suggestions" className="text-sm text-stone-700">
              {NO_RESULTS_TEXT.suggestions}
            </p>
            <ul aria-labelledby="search-suggestions" className="mt-3 flex flex-wrap justify-center gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Link
                    to={`/collections/all?${paramsFromFilters({ search: suggestion }).toString()}`}
                    className={word}
                  >
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    >
      {filtered && clearFilters}
      <Link to={clearSearchHref} className={action}>
        {NO_RESULTS_TEXT.clearSearch}
      </Link>
    </Box>
  );
}

function Box({
  title,
  detail,
  suggestions,
  children,
}: {
  title: string;
  detail: string;
  suggestions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-stone-200 p-6 text-center sm:p-10">
      <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>
      <p className="mt-2 text-stone-600">{detail}</p>
      {suggestions}
      <div className="mt-6 flex flex-wrap justify-center gap-3 empty:hidden">{children}</div>
    </div>
  );
}
