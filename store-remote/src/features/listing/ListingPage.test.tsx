import { BRANDS } from '@store/contracts/constants';
import { aProduct, hold, mockApi, someFacets, variantsOf } from '@store/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { ListingPage } from './ListingPage.tsx';

const products = [aProduct(), aProduct({ _id: 'b'.repeat(24), name: 'Relaxed Denim Jeans' })];

beforeEach(resetStores);

function renderListing(route: string) {
  return renderScreen(<ListingPage />, { route, path: '/collections/:collection' });
}
const location = () => screen.getByTestId('location').textContent;
const filters = () => within(screen.getByRole('complementary', { name: 'Filters' }));

it.each([
  ['/collections/all', 'All Collections'],
  ['/collections/men', 'Men'],
  ['/collections/women', 'Women'],
  ['/collections/featured', 'Featured'],
  ['/collections/festive', 'Festive'],
])('titles %s "%s"', async (route, title) => {
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '2' } } });
  renderListing(route);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByText('2 products')).toBeInTheDocument();
});

it('sends only the non-empty filters of the URL, with the collection and a page size', async () => {
  const api = mockApi({ 'GET /api/products': { body: products } });
  renderListing('/collections/festive?gender=Women&size=S,M&search=kurta&color=');
  await screen.findAllByRole('heading', { level: 3 });
  const query = api.calls('GET /api/products')[0]?.url.searchParams;
  expect(Object.fromEntries(query ?? [])).toEqual({
    collection: 'festive',
    gender: 'Women',
    size: 'S,M',
    search: 'kurta',
    limit: '24',
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Results for “kurta” in Festive$/);
});

it('does not send the "all" collection', async () => {
  const api = mockApi({ 'GET /api/products': { body: products } });
  renderListing('/collections/all');
  await screen.findAllByRole('heading', { level: 3 });
  expect(api.calls('GET /api/products')[0]?.url.search).toBe('?limit=24');
});

it('shows 8 skeleton cards while loading, then the products as h3 cards linking to their page', async () => {
  const answer = hold({ body: products });
  mockApi({ 'GET /api/products': answer });
  renderListing('/collections/all');
  expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
  act(() => answer.release());
  const card = await screen.findByRole('heading', { level: 3, name: 'Relaxed Denim Jeans' });
  expect(card.closest('a')).toHaveAttribute('href', `/product/${'b'.repeat(24)}`);
  expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
});

it('offers every filter option of docs/product.md §9 and the six sort orders', async () => {
  mockApi({ 'GET /api/products': { body: products } });
  renderListing('/collections/all');
  await screen.findAllByRole('heading', { level: 3 });
  // Without facet counts (here the request fails) every option shows by its name alone.
  const sidebar = filters();
  const group = (name: string) => within(sidebar.getByRole('group', { name }));
  expect(
    group('Category')
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['All', 'Top Wear', 'Bottom Wear', 'Dresses', 'Sets']);
  expect(group('Gender').getAllByRole('radio')).toHaveLength(4);
  expect(
    group('Color')
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Red', 'Blue', 'Black', 'Green', 'Yellow', 'Gray', 'White', 'Pink', 'Beige', 'Navy']);
  expect(group('Size').getAllByRole('checkbox')).toHaveLength(6);
  expect(
    group('Material')
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Cotton', 'Woolmate', 'Denim', 'Polyester', 'Silk', 'Linen', 'Viscose', 'Fleece']);
  expect(group('Brand').getAllByRole('checkbox')).toHaveLength(BRANDS.length);
  expect(BRANDS).toHaveLength(34);
  for (const slider of group('Price Range').getAllByRole('slider')) {
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '10000');
    expect(slider).toHaveAttribute('step', '100');
  }
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['default', 'priceAsc', 'priceDesc', 'popularity', 'newest', 'rating']);
});

it('puts each filter change in the query string and fetches that view', async () => {
  const api = mockApi({ 'GET /api/products': { body: products } });
  renderListing('/collections/all?gender=Men');
  await screen.findAllByRole('heading', { level: 3 });
  await userEvent.click(filters().getByRole('checkbox', { name: 'M' }));
  expect(location()).toBe('/collections/all?gender=Men&size=M');
  await userEvent.click(filters().getByRole('checkbox', { name: 'XL' }));
  expect(location()).toBe('/collections/all?gender=Men&size=M%2CXL');
  await userEvent.click(filters().getByRole('button', { name: 'Navy' }));
  await userEvent.click(filters().getByRole('radio', { name: 'Women' }));
  expect(location()).toBe('/collections/all?gender=Women&color=navy&size=M%2CXL');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceDesc');
  expect(location()).toBe('/collections/all?gender=Women&color=navy&sortBy=priceDesc&size=M%2CXL');
  await screen.findAllByRole('heading', { level: 3 });
  const last = api.calls('GET /api/products').at(-1)?.url.searchParams;
  expect(Object.fromEntries(last ?? [])).toEqual({
    gender: 'Women',
    color: 'navy',
    size: 'M,XL',
    sortBy: 'priceDesc',
    limit: '24',
  });

  await userEvent.click(filters().getByRole('button', { name: 'Clear all' }));
  expect(location()).toBe('/collections/all?sortBy=priceDesc');
  await screen.findAllByRole('heading', { level: 3 });
});

it('applies the price range once the slider settles', async () => {
  jest.useFakeTimers();
  try {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing('/collections/all');
    const max = filters().getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(max, { target: { value: '2500' } });
    fireEvent.change(max, { target: { value: '3000' } });
    expect(location()).toBe('/collections/all');
    act(() => jest.advanceTimersByTime(400));
    expect(location()).toBe('/collections/all?maxPrice=3000');
    fireEvent.change(filters().getByRole('slider', { name: 'Minimum price' }), { target: { value: '500' } });
    act(() => jest.advanceTimersByTime(400));
    expect(location()).toBe('/collections/all?minPrice=500&maxPrice=3000');
  } finally {
    jest.useRealTimers();
  }
  await screen.findAllByRole('heading', { level: 3 });
});

it("shows 'Error Loading Products' with the message when the list fails", async () => {
  mockApi({
    'GET /api/products': { status: 400, body: { message: 'search must be at most 100 characters' } },
  });
  renderListing('/collections/all');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error Loading Products' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('search must be at most 100 characters');
});

it('says so when nothing matches, with a way to clear the filters', async () => {
  mockApi({ 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
  renderListing('/collections/all?material=Silk');
  expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters or another search.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(location()).toBe('/collections/all');
});

it('names a search that found nothing, offers the closest words of the catalogue and a way back', async () => {
  const api = mockApi({
    'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/products/search-suggestions': { body: { suggestions: ['jeans', 'slim'] } },
  });
  renderListing('/collections/all?search=jaenz&sortBy=newest');
  expect(await screen.findByRole('heading', { name: 'No results for “jaenz”' })).toBeInTheDocument();
  expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
  expect(screen.getByText('Check the spelling or try a more general word.')).toBeInTheDocument();
  const suggestions = await screen.findByRole('list', { name: 'Did you mean' });
  expect(
    within(suggestions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['jeans', '/collections/all?search=jeans'],
    ['slim', '/collections/all?search=slim'],
  ]);
  expect(api.calls('GET /api/products/search-suggestions')[0]?.url.search).toBe('?search=jaenz');
  expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
    'href',
    '/collections/all?sortBy=newest',
  );
  await userEvent.click(within(suggestions).getByRole('link', { name: 'jeans' }));
  expect(location()).toBe('/collections/all?search=jeans');
});

it('with filters on too, a search that found nothing offers to clear them and the search', async () => {
  mockApi({
    'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/products/search-suggestions': { body: { suggestions: [] } },
  });
  renderListing('/collections/all?material=Silk&search=parka');
  expect(await screen.findByRole('heading', { name: 'No results for “parka”' })).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters or another search.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
    'href',
    '/collections/all?material=Silk',
  );
  expect(screen.queryByRole('list', { name: 'Did you mean' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(location()).toBe('/collections/all?search=parka');
});

it('says a collection with no products has none yet, with a way to every product', async () => {
  mockApi({ 'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } } });
  renderListing('/collections/festive');
  expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  expect(screen.getByText('This collection has no products just now.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
    'href',
    '/collections/all',
  );
});

it('says a page past the last one does not exist and links to the last page', async () => {
  mockApi({ 'GET /api/products': { body: [], headers: { 'X-Total-Count': '100' } } });
  renderListing('/collections/all?gender=Men&page=99');
  expect(await screen.findByRole('heading', { name: 'There is no page 99' })).toBeInTheDocument();
  expect(screen.getByText('This listing has 5 pages.')).toBeInTheDocument();
  expect(screen.queryByText('Page 99 of 5')).not.toBeInTheDocument();
  expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
  const last = screen.getByRole('link', { name: 'Go to page 5' });
  expect(last).toHaveAttribute('href', '/collections/all?gender=Men&page=5');
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '100' } } });
  await userEvent.click(last);
  expect(location()).toBe('/collections/all?gender=Men&page=5');
  expect(await screen.findByText('Page 5 of 5')).toBeInTheDocument();
});

it('pages through the results with the filters kept', async () => {
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '50' } } });
  renderListing('/collections/all?gender=Men');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(location()).toBe('/collections/all?gender=Men&page=2');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
});

it('takes the shopper to the top of the results with Next and Previous', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '50' } } });
  renderListing('/collections/all?gender=Men');
  const results = screen.getByRole('region', { name: 'Products' });
  await screen.findByText('Page 1 of 3');
  expect(results).not.toHaveFocus();

  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(results).toHaveFocus();
  expect(scrolled).toEqual([results]);
  await screen.findByText('Page 2 of 3');

  await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
  expect(location()).toBe('/collections/all?gender=Men');
  expect(results).toHaveFocus();
  expect(scrolled).toEqual([results, results]);
});

describe('title', () => {
  it.each([
    ['/collections/all?gender=Men', 'Men'],
    ['/collections/all?gender=Women', 'Women'],
    ['/collections/all?category=Top+Wear', 'Top Wear'],
    ['/collections/all?category=Bottom+Wear', 'Bottom Wear'],
    ['/collections/all?gender=Women&category=Top+Wear&size=M', "Women's Top Wear"],
    ['/collections/all?gender=Unisex&category=Bottom+Wear', 'Unisex Bottom Wear'],
    ['/collections/all?color=navy', 'All Collections'],
    ['/collections/all?search=linen+shirt', 'Results for “linen shirt”'],
    ['/collections/all?gender=Men&search=kurta', 'Results for “kurta” in Men'],
    ['/collections/featured?gender=Men', 'Featured'],
    ['/collections/men', 'Men'],
  ])('%s is titled "%s" in the heading and the tab', async (route, title) => {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing(route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${title}$`));
    expect(document.title).toBe(`${title} · Threadline`);
    await screen.findAllByRole('heading', { level: 3 });
  });

  it('follows a filter chosen on the page', async () => {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing('/collections/all');
    await screen.findAllByRole('heading', { level: 3 });
    await userEvent.click(filters().getByRole('radio', { name: 'Women' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Women · Threadline'));
  });
});

describe('applied filters', () => {
  const chips = () => within(screen.getByRole('group', { name: 'Applied filters' }));

  it('shows each filter and the search as a chip that removes it, with Clear all', async () => {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing(
      '/collections/all?search=linen&category=Top+Wear&gender=Men&color=navy&size=S,M&material=Linen&brand=Kesar&minPrice=500&maxPrice=3000&sortBy=priceAsc',
    );
    await screen.findAllByRole('heading', { level: 3 });
    expect(
      chips()
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Search: “linen”',
      'Category: Top Wear',
      'Gender: Men',
      'Color: Navy',
      'Size: S',
      'Size: M',
      'Material: Linen',
      'Brand: Kesar',
      'Price: ₹500 – ₹3,000',
      'Clear all',
    ]);

    const sizeS = chips().getByRole('button', { name: 'Remove Size: S' });
    await userEvent.click(sizeS);
    expect(location()).toBe(
      '/collections/all?category=Top+Wear&gender=Men&color=navy&search=linen&minPrice=500&maxPrice=3000&sortBy=priceAsc&size=M&material=Linen&brand=Kesar',
    );
    // Focus moves to the chip that took its place.
    expect(chips().getByRole('button', { name: 'Remove Size: M' })).toHaveFocus();

    await userEvent.click(chips().getByRole('button', { name: 'Remove Price: ₹500 – ₹3,000' }));
    expect(location()).not.toMatch(/Price/);
    await userEvent.click(chips().getByRole('button', { name: 'Remove Search: “linen”' }));
    expect(location()).not.toMatch(/search/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Men's Top Wear$/);

    // Clear all: the filters go, the sort stays.
    await userEvent.click(chips().getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/collections/all?sortBy=priceAsc');
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
    // With nothing left to remove, focus goes to the results.
    expect(screen.getByRole('region', { name: 'Products' })).toHaveFocus();
    await screen.findAllByRole('heading', { level: 3 });
  });

  it('names open-ended price ranges and keeps the search on Clear all', async () => {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing('/collections/all?minPrice=2000&search=kurta');
    await screen.findAllByRole('heading', { level: 3 });
    expect(chips().getByRole('button', { name: 'Remove Price: from ₹2,000' })).toBeInTheDocument();
    await userEvent.click(chips().getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/collections/all?search=kurta');
    expect(chips().getByRole('button', { name: 'Remove Search: “kurta”' })).toHaveFocus();
    await screen.findAllByRole('heading', { level: 3 });
  });

  it('shows nothing when no filter or search is on', async () => {
    mockApi({ 'GET /api/products': { body: products } });
    renderListing('/collections/all?sortBy=newest&maxPrice=4000');
    await screen.findAllByRole('heading', { level: 3 });
    expect(chips().getByRole('button', { name: 'Remove Price: up to ₹4,000' })).toBeInTheDocument();
    await userEvent.click(chips().getByRole('button', { name: 'Remove Price: up to ₹4,000' }));
    expect(location()).toBe('/collections/all?sortBy=newest');
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
    await screen.findAllByRole('heading', { level: 3 });
  });
});

describe('facet counts', () => {
  const facets = someFacets({
    size: { M: 12, XXL: 0, XS: 0 },
    color: { navy: 3, blue: 0 },
    gender: { Unisex: 0, Women: 7 },
    material: { Silk: 0 },
  });

  it('asks for the counts of the same view and shows them, values that would leave nothing disabled', async () => {
    const api = mockApi({
      'GET /api/products': { body: products },
      'GET /api/products/facets': { body: facets },
    });
    renderListing('/collections/festive?gender=Women&size=M&sortBy=priceAsc&page=2');
    expect(await filters().findByRole('checkbox', { name: 'M (12)' })).toBeChecked();
    const query = api.calls('GET /api/products/facets')[0]?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ collection: 'festive', gender: 'Women', size: 'M' });
    expect(filters().getByRole('checkbox', { name: 'XXL (0)' })).toBeDisabled();
    expect(filters().getByRole('checkbox', { name: 'L (4)' })).toBeEnabled();
    expect(filters().getByRole('checkbox', { name: 'Silk (0)' })).toBeDisabled();
    expect(filters().getByRole('checkbox', { name: 'Linen (4)' })).toBeEnabled();
    expect(filters().getByRole('radio', { name: 'Women (7)' })).toBeChecked();
    expect(filters().getByRole('radio', { name: 'Unisex (0)' })).toBeDisabled();
    const gender = within(filters().getByRole('group', { name: 'Gender' }));
    expect(gender.getByRole('radio', { name: 'All' })).toBeEnabled();
    expect(filters().getByRole('button', { name: 'Navy (3)' })).toBeEnabled();
    expect(filters().getByRole('button', { name: 'Blue (0)' })).toBeDisabled();
    expect(filters().getByText('M (12)')).toBeInTheDocument();
  });

  it('names each colour swatch on screen, with its count under the name', async () => {
    mockApi({
      'GET /api/products': { body: products },
      'GET /api/products/facets': { body: facets },
    });
    renderListing('/collections/all');
    const navy = await filters().findByRole('button', { name: 'Navy (3)' });
    const column = navy.parentElement as HTMLElement;
    expect(within(column).getByText('Navy')).toBeVisible();
    expect(within(column).getByText('3')).toBeVisible();
    const colours = within(filters().getByRole('group', { name: 'Color' }));
    for (const name of ['Red', 'Blue', 'Black', 'Green', 'Yellow', 'Gray', 'White', 'Pink', 'Beige', 'Navy'])
      expect(colours.getByText(name)).toBeInTheDocument();
  });

  it('keeps a chosen value that now leaves nothing enabled, so it can be cleared', async () => {
    mockApi({
      'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/products/facets': { body: facets },
    });
    renderListing('/collections/all?size=XXL&color=blue');
    const xxl = await filters().findByRole('checkbox', { name: 'XXL (0)' });
    expect(xxl).toBeChecked();
    expect(xxl).toBeEnabled();
    expect(filters().getByRole('checkbox', { name: 'XS (0)' })).toBeDisabled();
    await userEvent.click(xxl);
    expect(location()).toBe('/collections/all?color=blue');
    const blue = filters().getByRole('button', { name: 'Blue (0)' });
    expect(blue).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(blue);
    expect(location()).toBe('/collections/all');
    await screen.findByText('0 products');
  });
});

describe('cards', () => {
  it('show the brand, and on sale the discount beside the struck-through price', async () => {
    mockApi({
      'GET /api/products': {
        body: [
          aProduct({ brand: 'Kesar' }),
          aProduct({
            _id: 'b'.repeat(24),
            name: 'Relaxed Denim Jeans',
            brand: 'Weftworks',
            price: 2499,
            discountPrice: 1999,
            onSale: true,
          }),
        ],
      },
    });
    renderListing('/collections/all');
    const card = async (name: string) =>
      within((await screen.findByRole('heading', { level: 3, name })).closest('a') as HTMLElement);
    const sale = await card('Relaxed Denim Jeans');
    expect(sale.getByText('Weftworks')).toBeVisible();
    expect(sale.getByText('Sale')).toBeInTheDocument();
    expect(sale.getByText('₹2,499').closest('s')).not.toBeNull();
    expect(sale.getByText('20% off')).toBeVisible();
    const full = await card('Linen Camp Shirt');
    expect(full.getByText('Kesar')).toBeVisible();
    expect(full.queryByText(/% off$/)).not.toBeInTheDocument();
  });

  it("say 'Sold out' when no size or colour is left", async () => {
    mockApi({
      'GET /api/products': {
        body: [
          aProduct(),
          aProduct({
            _id: 'b'.repeat(24),
            name: 'Relaxed Denim Jeans',
            variants: variantsOf('DN-REL-002', ['S', 'M', 'L'], ['navy', 'white'], {}, 0),
          }),
        ],
      },
    });
    renderListing('/collections/all');
    const card = async (name: string) => {
      const link = (await screen.findByRole('heading', { level: 3, name })).closest('a');
      if (!link) throw new Error(`no card for ${name}`);
      return within(link);
    };
    expect((await card('Relaxed Denim Jeans')).getByText('Sold out')).toBeInTheDocument();
    expect((await card('Linen Camp Shirt')).queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('show each product in the colour the listing is filtered by', async () => {
    const images = [
      { url: '/uploads/shirt-navy.svg', altText: 'Linen Camp Shirt in navy', color: 'navy' },
      { url: '/uploads/shirt-white.svg', altText: 'Linen Camp Shirt in white', color: 'white' },
    ];
    mockApi({ 'GET /api/products': { body: [aProduct({ images })] } });
    renderListing('/collections/all?color=white');
    expect(await screen.findByRole('img', { name: 'Linen Camp Shirt in white' })).toHaveAttribute(
      'src',
      '/uploads/shirt-white.svg',
    );
    await userEvent.click(filters().getByRole('button', { name: 'White' }));
    expect(await screen.findByRole('img', { name: 'Linen Camp Shirt in navy' })).toBeInTheDocument();
  });
});

it("starts with 'Skip to results': focus goes past the filters and the sort to the products", async () => {
  mockApi({ 'GET /api/products': { body: products, headers: { 'X-Total-Count': '2' } } });
  renderListing('/collections/all?gender=Women&size=M');
  await screen.findByRole('heading', { level: 3, name: 'Relaxed Denim Jeans' });
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to results' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#results');
  await userEvent.keyboard('{Enter}');
  expect(document.getElementById('results')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getAllByRole('link', { name: /Linen Camp Shirt/ })[0]).toHaveFocus();
  // No navigation: the address stays.
  expect(location()).toBe('/collections/all?gender=Women&size=M');
});
