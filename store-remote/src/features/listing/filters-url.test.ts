import { EMPTY_FILTERS } from '../catalog/index.ts';
import {
  activeFilterCount,
  collectionTitle,
  filtersFromParams,
  listingHref,
  pageFromParams,
  paramsFromFilters,
  priceFormFields,
} from './filters-url.ts';

describe('collection titles (docs/product.md §2)', () => {
  it.each([
    ['all', 'All Collections'],
    ['men', 'Men'],
    ['women', 'Women'],
    ['featured', 'Featured'],
    ['summer edit', 'Summer edit'],
    ['premium', 'Premium'],
  ])('%s → %s', (collection, title) => expect(collectionTitle(collection)).toBe(title));
});

describe('filters in the query string', () => {
  it('reads every filter, lists split by commas', () => {
    const params = new URLSearchParams(
      'gender=Women&category=Top+Wear&color=navy&size=S,M&material=Linen&brand=Kesar,Dhaga&minPrice=500&maxPrice=3000&sortBy=priceAsc&search=kurta',
    );
    expect(filtersFromParams('all', params)).toEqual({
      collection: 'all',
      gender: 'Women',
      category: 'Top Wear',
      color: 'navy',
      size: ['S', 'M'],
      material: ['Linen'],
      brand: ['Kesar', 'Dhaga'],
      minPrice: '500',
      maxPrice: '3000',
      sortBy: 'priceAsc',
      search: 'kurta',
    });
  });

  it('drops values that cannot be sent: unknown sort, out-of-range prices, empty list items', () => {
    const filters = filtersFromParams(
      'all',
      new URLSearchParams('sortBy=cheapest&minPrice=abc&maxPrice=99999&size=,S,,S'),
    );
    expect(filters).toMatchObject({ sortBy: '', minPrice: '', maxPrice: '10000', size: ['S'] });
    expect(filtersFromParams('all', new URLSearchParams('sortBy=default')).sortBy).toBe('');
  });

  it('writes only non-empty filters, and the page when past the first', () => {
    expect(paramsFromFilters({ ...EMPTY_FILTERS, gender: 'Men', size: ['S', 'L'] }).toString()).toBe(
      'gender=Men&size=S%2CL',
    );
    expect(paramsFromFilters({ ...EMPTY_FILTERS, collection: 'men' }, 1).toString()).toBe('');
    expect(paramsFromFilters({ search: 'denim' }, 3).toString()).toBe('search=denim&page=3');
  });

  it('round-trips a view and counts the active filters', () => {
    const params = new URLSearchParams('gender=Men&size=S%2CM&maxPrice=2000');
    const filters = filtersFromParams('all', params);
    expect(Object.fromEntries(paramsFromFilters(filters))).toEqual(Object.fromEntries(params));
    expect(activeFilterCount(filters)).toBe(4);
    expect(pageFromParams(new URLSearchParams('page=4'))).toBe(4);
    expect(pageFromParams(new URLSearchParams('page=-2'))).toBe(1);
  });
});

describe('addresses for a page without scripts', () => {
  it('writes the view as the listing navigates to it, with no "?" when nothing is set', () => {
    expect(listingHref('/collections/men', {})).toBe('/collections/men');
    expect(listingHref('/collections/all', { category: 'Top Wear', size: ['S', 'M'] }, 2)).toBe(
      '/collections/all?category=Top+Wear&size=S%2CM&page=2',
    );
  });

  it("puts the price form's other fields before and after the two prices, in the listing's order", () => {
    expect(
      priceFormFields({
        gender: 'Men',
        search: 'kurta',
        sortBy: 'newest',
        brand: ['Kesar'],
        minPrice: '500',
      }),
    ).toEqual({
      before: [
        ['gender', 'Men'],
        ['search', 'kurta'],
      ],
      after: [
        ['sortBy', 'newest'],
        ['brand', 'Kesar'],
      ],
    });
  });
});
