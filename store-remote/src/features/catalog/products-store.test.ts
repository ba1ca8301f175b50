import { aProduct, hold, mockApi, someFacets } from '@store/test-support';
import { resetStores } from '../../test/render.tsx';
import { EMPTY_FILTERS } from './product-filters.ts';
import { listKey, useProductsStore } from './products-store.ts';

beforeEach(resetStores);

describe('product list (docs/product.md §4)', () => {
  it('goes pending with the error cleared, then replaces the list on success', async () => {
    const answer = hold({ body: [aProduct()], headers: { 'X-Total-Count': '31' } });
    mockApi({ 'GET /api/products': answer });
    useProductsStore.setState({ error: 'old failure', products: [aProduct({ _id: 'b'.repeat(24) })] });
    const done = useProductsStore.getState().fetchProducts({ gender: 'Men' });
    expect(useProductsStore.getState()).toMatchObject({
      loading: true,
      error: null,
      listKey: listKey({ gender: 'Men' }),
    });
    answer.release();
    await done;
    expect(useProductsStore.getState()).toMatchObject({ loading: false, total: 31, products: [aProduct()] });
  });

  it('is rejected with the error message and an empty list', async () => {
    mockApi({ 'GET /api/products': { status: 400, body: { message: 'sortBy must be one of: default' } } });
    await useProductsStore.getState().fetchProducts({ sortBy: 'cheapest' });
    expect(useProductsStore.getState()).toMatchObject({
      loading: false,
      error: 'sortBy must be one of: default',
      products: [],
    });
  });

  it('becomes empty when the answer is not an array', async () => {
    mockApi({ 'GET /api/products': { body: { products: 'nope' } } });
    await useProductsStore.getState().fetchProducts();
    expect(useProductsStore.getState().products).toEqual([]);
  });

  it('keys a query by its non-empty values, whatever their order', () => {
    expect(listKey({ gender: 'Men', size: [], search: '', limit: 8 })).toBe(
      listKey({ limit: 8, gender: 'Men' }),
    );
    expect(listKey({ gender: 'Men' })).not.toBe(listKey({ gender: 'Women' }));
  });
});

describe('product detail and similar products', () => {
  it('loads the selected product through pending and fulfilled', async () => {
    mockApi({ 'GET /api/products/:id': { body: aProduct() } });
    const done = useProductsStore.getState().fetchProductDetails(aProduct()._id);
    expect(useProductsStore.getState()).toMatchObject({ loading: true, selectedId: aProduct()._id });
    await done;
    expect(useProductsStore.getState()).toMatchObject({ loading: false, selectedProduct: aProduct() });
  });

  it('stores the message of a failed detail request', async () => {
    mockApi({ 'GET /api/products/:id': { status: 404, body: { message: 'Product not found' } } });
    await useProductsStore.getState().fetchProductDetails(aProduct()._id);
    expect(useProductsStore.getState()).toMatchObject({ loading: false, error: 'Product not found' });
  });

  it('fetches similar products without touching loading', async () => {
    const answer = hold({ body: [aProduct({ _id: 'c'.repeat(24) })] });
    mockApi({ 'GET /api/products/similar/:id': answer });
    const done = useProductsStore.getState().fetchSimilarProducts(aProduct()._id);
    expect(useProductsStore.getState().loading).toBe(false);
    answer.release();
    await done;
    expect(useProductsStore.getState().similarProducts).toHaveLength(1);
    expect(useProductsStore.getState().loading).toBe(false);
  });
});

describe('filters (docs/product.md §4)', () => {
  it('merges new values and resets to all empty', () => {
    const { setFilters } = useProductsStore.getState();
    setFilters({ gender: 'Women', size: ['S'] });
    setFilters({ color: 'navy' });
    expect(useProductsStore.getState().filters).toEqual({
      ...EMPTY_FILTERS,
      gender: 'Women',
      size: ['S'],
      color: 'navy',
    });
    useProductsStore.getState().clearFilters();
    expect(useProductsStore.getState().filters).toEqual(EMPTY_FILTERS);
  });
});

describe('facet counts', () => {
  it('asks once per set of filters: another page or order changes no count', async () => {
    const api = mockApi({ 'GET /api/products/facets': { body: someFacets() } });
    const { fetchFacets } = useProductsStore.getState();
    await fetchFacets({ gender: 'Men', limit: 24 });
    await fetchFacets({ gender: 'Men', limit: 24, page: 2, sortBy: 'priceAsc' });
    expect(api.calls('GET /api/products/facets')).toHaveLength(1);
    expect(useProductsStore.getState().facets).toEqual(someFacets());
    await fetchFacets({ gender: 'Women', limit: 24 });
    expect(api.calls('GET /api/products/facets')).toHaveLength(2);
  });

  it('forgets the counts when they cannot be loaded, and asks again next time', async () => {
    const api = mockApi();
    api.once('GET /api/products/facets', { status: 500, body: {} }, { status: 500, body: {} });
    useProductsStore.setState({ facets: someFacets() });
    await useProductsStore.getState().fetchFacets({ size: ['M'] });
    expect(useProductsStore.getState().facets).toBeNull();
    api.once('GET /api/products/facets', { body: someFacets({ size: { M: 3 } }) });
    await useProductsStore.getState().fetchFacets({ size: ['M'] });
    expect(useProductsStore.getState().facets).toEqual(someFacets({ size: { M: 3 } }));
  });
});
