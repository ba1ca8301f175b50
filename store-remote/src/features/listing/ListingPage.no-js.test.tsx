import { Route, Routes, useLocation } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { aProduct, mockApi, someFacets } from '@store/test-support';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type DehydratedEntries, QueryCache } from '../../query/query-cache.ts';
import { QueryCacheContext } from '../../query/use-query.ts';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { listQuery } from '../catalog/index.ts';
import { FilterSidebar } from './FilterSidebar.tsx';
import { filtersFromParams, listingQuery, pageFromParams } from './filters-url.ts';
import { ListingPage } from './ListingPage.tsx';
import { listingLinks } from './listing-links.ts';
import { suggestionsQuery } from './use-search-suggestions.ts';

/*
 * What a shopper without JavaScript gets is the server's HTML (renderToString here): every control of
 * the listing must be a link, or a GET form, to the address the same control navigates to once the
 * scripts run (docs/product.md §2, "without JavaScript"). Each case below reads the address from the
 * server's HTML, then uses the control with scripts and compares where it went.
 */

const products = [aProduct(), aProduct({ _id: 'b'.repeat(24), name: 'Relaxed Denim Jeans' })];
const START = '/collections/all?gender=Men&size=M&search=linen&sortBy=priceAsc&page=2';

beforeEach(() => {
  resetStores();
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '60' } } });
});

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function tree(route: string) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/collections/:collection" element={<ListingPage />} />
      </Routes>
      <Probe />
    </MemoryRouter>
  );
}

/** The server's HTML of the listing at `route`, in a container of the document. */
function serverPage(route: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(route));
  document.body.append(container);
  return container;
}

const sidebarOf = (page: HTMLElement) => within(within(page).getByRole('complementary', { name: 'Filters' }));
const hrefOf = (link: HTMLElement) => link.getAttribute('href');
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('without JavaScript every control is a link to the address the script navigates to', () => {
  const cases: Array<{
    name: string;
    link: (page: HTMLElement) => HTMLElement;
    use: () => Promise<void>;
  }> = [
    {
      name: 'a category (radio)',
      link: (page) =>
        within(sidebarOf(page).getByRole('group', { name: 'Category' })).getByRole('link', {
          name: 'Top Wear',
        }),
      use: () => userEvent.click(screen.getAllByRole('radio', { name: 'Top Wear' })[0] as HTMLElement),
    },
    {
      name: "the gender's 'All'",
      link: (page) =>
        within(sidebarOf(page).getByRole('group', { name: 'Gender' })).getByRole('link', { name: 'All' }),
      use: () =>
        userEvent.click(
          within(
            within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', {
              name: 'Gender',
            }),
          ).getByRole('radio', { name: 'All' }),
        ),
    },
    {
      name: 'a size to add (checkbox)',
      link: (page) => sidebarOf(page).getByRole('link', { name: 'XL' }),
      use: () => userEvent.click(screen.getAllByRole('checkbox', { name: 'XL' })[0] as HTMLElement),
    },
    {
      name: 'the chosen size, to take off',
      link: (page) => sidebarOf(page).getByRole('link', { name: 'M' }),
      use: () => userEvent.click(screen.getAllByRole('checkbox', { name: 'M' })[0] as HTMLElement),
    },
    {
      name: 'a colour swatch',
      link: (page) => sidebarOf(page).getByRole('link', { name: 'Navy' }),
      use: () => userEvent.click(screen.getAllByRole('button', { name: 'Navy' })[0] as HTMLElement),
    },
    {
      name: 'a material',
      link: (page) => sidebarOf(page).getByRole('link', { name: 'Linen' }),
      use: () => userEvent.click(screen.getAllByRole('checkbox', { name: 'Linen' })[0] as HTMLElement),
    },
    {
      name: 'a brand',
      link: (page) => sidebarOf(page).getByRole('link', { name: 'Kesar' }),
      use: () => userEvent.click(screen.getAllByRole('checkbox', { name: 'Kesar' })[0] as HTMLElement),
    },
    {
      name: 'a sort order',
      link: (page) => within(page).getByRole('link', { name: 'Newest' }),
      use: () => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest'),
    },
    {
      name: "the sort order 'Default'",
      link: (page) => within(page).getByRole('link', { name: 'Default' }),
      use: () => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'default'),
    },
    {
      name: 'a chip that removes a filter',
      link: (page) => within(page).getByRole('link', { name: 'Remove Gender: Men' }),
      use: () => userEvent.click(screen.getByRole('button', { name: 'Remove Gender: Men' })),
    },
    {
      name: 'the chip that removes the search',
      link: (page) => within(page).getByRole('link', { name: 'Remove Search: “linen”' }),
      use: () => userEvent.click(screen.getByRole('button', { name: 'Remove Search: “linen”' })),
    },
    {
      name: "the sidebar's 'Clear all'",
      link: (page) => sidebarOf(page).getByRole('link', { name: 'Clear all' }),
      use: () =>
        userEvent.click(
          within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('button', {
            name: 'Clear all',
          }),
        ),
    },
  ];

  it.each(cases)('$name', async ({ link, use }) => {
    const href = hrefOf(link(serverPage(START)));
    expect(href).toMatch(/^\/collections\/all/);
    document.body.innerHTML = '';

    renderScreen(<ListingPage />, { route: START, path: '/collections/:collection' });
    await screen.findAllByRole('heading', { level: 3 });
    await use();
    expect(location()).toBe(href);
  });

  it('asks crawlers not to follow the endless filter combinations, and marks what is chosen', () => {
    const page = serverPage(START);
    const sidebar = sidebarOf(page);
    expect(sidebar.getByRole('link', { name: 'XL' })).toHaveAttribute('rel', 'nofollow');
    expect(sidebar.getByRole('link', { name: 'M' })).toHaveAttribute('aria-current', 'true');
    expect(sidebar.getByRole('link', { name: 'XL' })).not.toHaveAttribute('aria-current');
    expect(within(page).getByRole('link', { name: 'Price: Low to High' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // No control that needs the script is left in the server's HTML of the sidebar.
    expect(sidebar.queryAllByRole('radio')).toEqual([]);
    expect(sidebar.queryAllByRole('checkbox')).toEqual([]);
    expect(sidebar.queryAllByRole('slider')).toEqual([]);
    expect(within(page).queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('shows an option that would leave no product as text, not a link, unless it is chosen', () => {
    const filters = filtersFromParams('all', new URLSearchParams('size=M'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/collections/all?size=M']}>
        <FilterSidebar
          filters={filters}
          facets={someFacets({ size: { XL: 0, M: 0 }, color: { navy: 0 } })}
          onChange={() => undefined}
          onClear={() => undefined}
          activeCount={1}
          links={listingLinks('/collections/all', filters)}
        />
      </MemoryRouter>,
    );
    document.body.append(container);
    const sidebar = within(container);
    expect(sidebar.queryByRole('link', { name: 'XL (0)' })).not.toBeInTheDocument();
    expect(sidebar.getByText('XL (0)')).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Navy (0)' })).not.toBeInTheDocument();
    expect(sidebar.getByRole('img', { name: 'Navy (0)' })).toBeInTheDocument();
    // The chosen size can still be taken off, and the others lead on with their counts.
    expect(sidebar.getByRole('link', { name: 'M (0)' })).toHaveAttribute('href', '/collections/all');
    expect(sidebar.getByRole('link', { name: 'L (4)' })).toHaveAttribute(
      'href',
      '/collections/all?size=M%2CL',
    );
  });

  it('opens the filters on phones without the drawer: a link to the one sidebar in the page', () => {
    const page = serverPage(START);
    const opener = within(page).getByRole('link', { name: 'Filters (2)' });
    expect(opener).toHaveAttribute('href', '#filters');
    const sidebar = within(page).getByRole('complementary', { name: 'Filters' });
    // Hidden on phones until it is the page's target (CSS :target), always shown on wide screens.
    expect(sidebar).toHaveAttribute('id', 'filters');
    expect(sidebar).toHaveClass('hidden', 'target:block', 'lg:block');
    // Each option is in the page once.
    expect(within(page).getAllByRole('link', { name: 'Top Wear' })).toHaveLength(1);
    expect(within(sidebar).getByRole('link', { name: 'Top Wear' })).toHaveAttribute(
      'href',
      '/collections/all?category=Top+Wear&gender=Men&search=linen&sortBy=priceAsc&size=M',
    );
  });

  it('sets the price with a GET form that keeps the other filters and reaches the same view as the sliders', async () => {
    const page = serverPage(START);
    const form = sidebarOf(page)
      .getByRole('button', { name: 'Apply price' })
      .closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/collections/all');
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Minimum price' }), {
      target: { value: '500' },
    });
    const submitted = new URLSearchParams(
      [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
    );
    // The browser sends every field; the limit left empty is no limit to the listing.
    expect(submitted.toString()).toBe(
      'gender=Men&search=linen&minPrice=500&maxPrice=&sortBy=priceAsc&size=M',
    );
    document.body.innerHTML = '';

    jest.useFakeTimers();
    try {
      renderScreen(<ListingPage />, { route: START, path: '/collections/:collection' });
      fireEvent.change(screen.getAllByRole('slider', { name: 'Minimum price' })[0] as HTMLElement, {
        target: { value: '500' },
      });
      act(() => jest.advanceTimersByTime(400));
    } finally {
      jest.useRealTimers();
    }
    const scripted = location() ?? '';
    const withoutEmpty = new URLSearchParams([...submitted].filter(([, value]) => value !== ''));
    expect(scripted).toBe(`/collections/all?${withoutEmpty.toString()}`);
    expect(filtersFromParams('all', submitted)).toEqual(
      filtersFromParams('all', new URLSearchParams(scripted.split('?')[1])),
    );
    await screen.findAllByRole('heading', { level: 3 });
  });

  it('pages with plain links that keep the filters', async () => {
    renderScreen(<ListingPage />, { route: START, path: '/collections/:collection' });
    await screen.findAllByRole('heading', { level: 3 });
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/collections/all?gender=Men&search=linen&sortBy=priceAsc&size=M',
    );
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/collections/all?gender=Men&search=linen&sortBy=priceAsc&size=M&page=3',
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Relaxed Denim Jeans' }).closest('a'),
    ).toHaveAttribute('href', `/product/${'b'.repeat(24)}`);
  });
});

describe('once the scripts run on the server HTML', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('the same controls become the radios, checkboxes, sliders and select of today, navigating in the page', async () => {
    const container = serverPage(START);
    expect(sidebarOf(container).getByRole('link', { name: 'Top Wear' })).toBeInTheDocument();
    await act(async () => {
      root = hydrateRoot(container, tree(START));
    });
    const sidebar = within(within(container).getByRole('complementary', { name: 'Filters' }));
    expect(sidebar.queryAllByRole('link')).toEqual([]);
    expect(sidebar.getByRole('radio', { name: 'Top Wear' })).toBeInTheDocument();
    expect(sidebar.getAllByRole('slider')).toHaveLength(2);
    expect(within(container).getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceAsc');
    expect(within(container).queryByRole('link', { name: 'Filters (2)' })).toBeNull();
    expect(within(container).getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(container.querySelector('#filters')).toBeNull();

    await userEvent.click(sidebar.getByRole('radio', { name: 'Top Wear' }));
    expect(within(container).getByTestId('location')).toHaveTextContent(
      '/collections/all?category=Top+Wear&gender=Men&search=linen&sortBy=priceAsc&size=M',
    );
  });
});

describe('a listing with nothing to show, as the server sends it (no scripts)', () => {
  /** The server's HTML of `route` rendered with the data the server read for it (`listingPage`). */
  function renderedWith(route: string, list: { products: unknown[]; total: number }, suggestions?: string[]) {
    const url = new URL(route, 'http://localhost');
    const filters = filtersFromParams('all', url.searchParams);
    const { key } = listQuery(listingQuery('all', filters, pageFromParams(url.searchParams)));
    const entries: DehydratedEntries = { [key]: { data: list } };
    if (suggestions) entries[suggestionsQuery(filters.search).key] = { data: suggestions };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryCacheContext value={new QueryCache(route, entries)}>{tree(route)}</QueryCacheContext>,
    );
    document.body.append(container);
    return within(container);
  }

  it('a search that found nothing says what was searched, with the closest words and a way back as links', () => {
    const page = renderedWith('/collections/all?search=jaenz', { products: [], total: 0 }, ['jeans', 'slim']);
    const box = within(
      page.getByRole('heading', { name: 'No results for “jaenz”' }).parentElement as HTMLElement,
    );
    expect(box.getByText('Check the spelling or try a more general word.')).toBeInTheDocument();
    expect(
      within(box.getByRole('list', { name: 'Did you mean' }))
        .getAllByRole('link')
        .map(hrefOf),
    ).toEqual(['/collections/all?search=jeans', '/collections/all?search=slim']);
    expect(hrefOf(box.getByRole('link', { name: 'Clear the search' }))).toBe('/collections/all');
    expect(box.queryAllByRole('button')).toEqual([]);
    expect(page.queryByText('No products match these filters')).not.toBeInTheDocument();
  });

  it('a page past the last says so and links to the last page', () => {
    const page = renderedWith('/collections/all?gender=Men&page=99', { products: [], total: 100 });
    expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeInTheDocument();
    expect(page.getByText('This listing has 5 pages.')).toBeInTheDocument();
    expect(hrefOf(page.getByRole('link', { name: 'Go to page 5' }))).toBe(
      '/collections/all?gender=Men&page=5',
    );
    expect(page.queryByText('Page 99 of 5')).not.toBeInTheDocument();
  });
});
