import type { ProductFacets } from '@store/contracts';
import { DEFAULT_PAGE_SIZE } from '@store/contracts/constants';
import { Link, useLocation, useParams, useSearchParams } from '@store/router';
import { Button } from '@store/ui';
import { startTransition, useCallback, useEffect, useMemo, useOptimistic, useRef, useState } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { FOCUS_RESULTS, focusIntent, KEEP_FOCUS } from '../../components/navigation-focus.ts';
import { Drawer } from '../../components/overlay/index.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { useQuery, useQueryCache } from '../../query/use-query.ts';
import type { PageAddress, ScreenPage } from '../../ssr/screen-page.ts';
import { EMPTY_FILTERS, facetsQuery, listQuery, type ProductFilters, ProductGrid } from '../catalog/index.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { FilterSidebar } from './FilterSidebar.tsx';
import {
  activeFilterCount,
  filtersFromParams,
  listingHref,
  listingQuery,
  listingTitle,
  pageFromParams,
  paramsFromFilters,
} from './filters-url.ts';
import { listingLinks } from './listing-links.ts';
import { NO_RESULTS_TEXT, NoResults } from './NoResults.tsx';
import { Pagination } from './Pagination.tsx';
import { RESULTS_ID, SkipToResults } from './SkipToResults.tsx';
import { SortSelect } from './SortSelect.tsx';
import { suggestionsQuery } from './use-search-suggestions.ts';

const filtersButton =
  'inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 px-3 text-sm font-medium whitespace-nowrap text-ink hover:bg-stone-100 lg:hidden';

/** The sidebar's id: the target of the phone's Filters link in the server's HTML. */
const FILTERS_ID = 'filters';

const clearAllFilters =
  'inline-flex h-10 items-center rounded-md border border-stone-300 px-4 text-sm font-medium text-ink hover:bg-stone-100';

export const LISTING_TEXT = {
  error: 'Error Loading Products',
  empty: NO_RESULTS_TEXT.filtered,
} as const;

/** /collections/{collection} (docs/product.md §2): filters and sort in the query string. */
export function ListingPage() {
  const { collection = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = useMemo(() => filtersFromParams(collection, params), [collection, params]);
  const page = pageFromParams(params);
  const query = useMemo(() => listingQuery(collection, filters, page), [filters, collection, page]);
  const cache = useQueryCache();
  const list = useQuery(listQuery(query));
  const counts = useQuery(facetsQuery(query));
  // The counts of the last filters answered stay while the next ones load, so they do not flicker.
  const shownFacets = useRef<ProductFacets | null>(null);
  if (counts.status !== 'loading') shownFacets.current = counts.status === 'ready' ? counts.data : null;
  const facets = shownFacets.current;
  const showing = list.status !== 'loading';
  const { products, total } = list.status === 'ready' ? list.data : { products: [], total: 0 };
  const error = list.status === 'failed' ? list.error : null;

  const title = listingTitle(collection, filters);
  useDocumentTitle(title);

  // Previous and Next take the shopper to the top of the results, focus included.
  const results = useRef<HTMLElement>(null);
  const location = useLocation();
  const focusResults = useCallback(() => {
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useEffect(() => {
    if (focusIntent(location.state) === 'results') focusResults();
  }, [location.key]);

  // The router applies a URL change as a transition: the controls show the new choice at once
  // (optimistically) so a click never looks ignored, and rapid clicks build on each other.
  const [shown, show] = useOptimistic(filters);
  const navigateTo = (next: ProductFilters) =>
    startTransition(() => {
      show(next);
      // A change of this screen to itself: focus stays on the control used.
      setParams(paramsFromFilters(next), { state: KEEP_FOCUS });
    });
  const update = (changes: Partial<ProductFilters>) => navigateTo({ ...shown, ...changes });
  const clear = () => {
    // The search and the sort order stay: "Clear all" clears the filters.
    navigateTo({ ...EMPTY_FILTERS, collection, search: shown.search, sortBy: shown.sortBy });
  };
  // The server's HTML, before the scripts run: every control a link or a GET form to the same address.
  const links = useHydrated() ? undefined : listingLinks(location.pathname, filters);
  const activeCount = activeFilterCount(shown);
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const pageHref = (target: number) => `?${paramsFromFilters(filters, target).toString()}`;
  const filtersLabel = (
    <>
      <Icon name="filter" className="h-4 w-4" />
      Filters{activeCount > 0 ? ` (${activeCount})` : ''}
    </>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <SkipToResults />
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{title}</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[240px_1fr]">
        {/* Without scripts, phones show it when the Filters link makes it the page's target. */}
        <aside
          id={links ? FILTERS_ID : undefined}
          aria-label="Filters"
          className={links ? 'hidden scroll-mt-24 target:block lg:block' : 'hidden lg:block'}
        >
          <FilterSidebar
            filters={shown}
            facets={facets}
            onChange={update}
            onClear={clear}
            activeCount={activeCount}
            links={links}
          />
        </aside>
        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby="results-heading"
          className="min-w-0 scroll-mt-24 focus:outline-none"
        >
          <h2 id="results-heading" className="sr-only">
            Products
          </h2>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="h-5 text-sm text-stone-700" aria-live="polite">
              {showing && !error ? `${total} ${total === 1 ? 'product' : 'products'}` : '\u00a0'}
            </p>
            <div className="flex items-center gap-3">
              {links ? (
                // Without scripts the drawer cannot open: the link shows the sidebar's links (one
                // copy of them in the page) above the results instead.
                <a href={`#${FILTERS_ID}`} className={filtersButton}>
                  {filtersLabel}
                </a>
              ) : (
                <button type="button" onClick={() => setFiltersOpen(true)} className={filtersButton}>
                  {filtersLabel}
                </button>
              )}
              <SortSelect
                value={shown.sortBy}
                onChange={(sortBy) => update({ sortBy })}
                linkTo={links && ((sortBy) => links.to({ sortBy }))}
              />
            </div>
          </div>
          <AppliedFilters
            filters={shown}
            onChange={update}
            onClear={clear}
            activeCount={activeCount}
            onEmptied={focusResults}
            links={links}
          />
          {showing && error ? (
            <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-8 text-center">
              <h2 className="text-lg font-semibold text-rose-900">{LISTING_TEXT.error}</h2>
              <p className="mt-2 text-rose-800">{error}</p>
              <Button variant="secondary" className="mt-5" onClick={() => void cache.fetch(listQuery(query))}>
                Try again
              </Button>
            </div>
          ) : showing && products.length === 0 ? (
            <NoResults
              search={filters.search}
              filtered={activeCount > 0}
              clearFilters={
                links ? (
                  <Link to={links.clear} rel="nofollow" className={clearAllFilters}>
                    Clear all filters
                  </Link>
                ) : (
                  <Button variant="secondary" onClick={clear}>
                    Clear all filters
                  </Button>
                )
              }
              clearSearchHref={listingHref(location.pathname, { ...filters, search: '' })}
              collection={collection}
              page={page}
              pages={pages}
              total={total}
              hrefOf={pageHref}
            />
          ) : (
            // 'Skip to results' leads here: the next Tab is the first product.
            <div id={RESULTS_ID} className="scroll-mt-24 focus:outline-none">
              <ProductGrid products={products} loading={!showing} color={filters.color} />
            </div>
          )}
          {showing && !error && page <= pages && (
            <Pagination page={page} pages={pages} hrefOf={pageHref} state={FOCUS_RESULTS} />
          )}
        </section>
      </div>
      <Drawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        side="left"
        footer={
          <Button className="w-full" onClick={() => setFiltersOpen(false)}>
            {showing ? `Show ${total} ${total === 1 ? 'product' : 'products'}` : 'Show products'}
          </Button>
        }
      >
        <FilterSidebar
          filters={shown}
          facets={facets}
          onChange={update}
          onClear={clear}
          activeCount={activeCount}
          showTitle={false}
        />
      </Drawer>
    </div>
  );
}

/** What the server loads for a listing, and what its head says (app/routes.tsx). */
export const listingPage: ScreenPage = {
  async load(address, cache) {
    const { collection, filters, query } = listingOf(address);
    const [list] = await Promise.all([cache.fetch(listQuery(query)), cache.fetch(facetsQuery(query))]);
    // Without its products the page is not worth sending: the browser renders it instead.
    if (list.status === 'failed') throw new Error(`${collection}: ${list.error}`);
    // A search that found nothing offers the catalogue's closest words (NoResults).
    if (list.status === 'ready' && list.data.total === 0 && filters.search)
      await cache.fetch(suggestionsQuery(filters.search));
  },
  facts(address, cache) {
    const { collection, filters, query, page } = listingOf(address);
    const { products, total } = cache.data(listQuery(query)) ?? { products: [], total: 0 };
    return { kind: 'listing', title: listingTitle(collection, filters), collection, total, page, products };
  },
};

function listingOf({ params, search }: PageAddress) {
  const collection = params.collection ?? 'all';
  const filters = filtersFromParams(collection, search);
  const page = pageFromParams(search);
  return { collection, filters, page, query: listingQuery(collection, filters, page) };
}
