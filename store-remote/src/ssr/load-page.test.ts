import { aProduct, mockApi, someFacets } from '@store/test-support';
import { loadPage } from './load-page.ts';

afterEach(() => jest.restoreAllMocks());

const product = aProduct();
const similar = aProduct({ _id: 'c'.repeat(24), name: 'Relaxed Denim Jeans' });

describe('the data of a product page rendered on the server', () => {
  it('loads the product and its similar products, once, for the page and its head', async () => {
    const api = mockApi({
      'GET /api/products/:id': { body: product },
      'GET /api/products/similar/:id': { body: [similar] },
    });
    const page = await loadPage(`/product/${product._id}?size=M`);
    expect(page?.status).toBe(200);
    expect(page?.facts).toEqual({ kind: 'product', product });
    expect(page?.data).toEqual({
      url: `/product/${product._id}?size=M`,
      entries: {
        [`product:${product._id}`]: { data: product },
        [`similar:${product._id}`]: { data: [similar] },
      },
    });
    expect(api.requests.map((request) => request.path)).toEqual([
      `/api/products/${product._id}`,
      `/api/products/similar/${product._id}`,
    ]);
  });

  it('answers a product that does not exist with its screen and status 404', async () => {
    mockApi({
      'GET /api/products/:id': { status: 404, body: { message: 'Product not found' } },
      'GET /api/products/similar/:id': { status: 404, body: { message: 'Product not found' } },
    });
    const id = '0'.repeat(24);
    const page = await loadPage(`/products/${id}`);
    expect(page?.status).toBe(404);
    expect(page?.facts).toEqual({ kind: 'not-found' });
    expect(page?.data.entries).toEqual({
      [`product:${id}`]: { error: 'Product not found', httpStatus: 404 },
      [`similar:${id}`]: { error: 'Product not found', httpStatus: 404 },
    });
  });

  it('answers an id that cannot be a product as it does a missing one: status 404', async () => {
    mockApi({
      'GET /api/products/:id': { status: 400, body: { message: 'That id is not valid' } },
      'GET /api/products/similar/:id': { status: 400, body: { message: 'That id is not valid' } },
    });
    const page = await loadPage('/product/notanid');
    expect(page?.status).toBe(404);
    expect(page?.data.entries['product:notanid']).toEqual({ error: 'That id is not valid', httpStatus: 400 });
  });

  it('leaves the page to the browser when the API fails otherwise', async () => {
    mockApi({
      'GET /api/products/:id': { status: 500, body: { message: 'Something went wrong' } },
      'GET /api/products/similar/:id': { body: [] },
    });
    await expect(loadPage(`/product/${product._id}`)).rejects.toThrow(
      `product ${product._id}: Something went wrong`,
    );
  });
});

describe('the data of a listing rendered on the server', () => {
  it('loads the page of products and the facet counts; a search that found nothing, its closest words', async () => {
    mockApi({
      'GET /api/products': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/products/facets': { body: someFacets() },
      'GET /api/products/search-suggestions': { body: { suggestions: ['jeans'] } },
    });
    const page = await loadPage('/collections/all?search=jaenz');
    expect(page?.status).toBe(200);
    expect(page?.facts).toEqual({
      kind: 'listing',
      title: 'Results for “jaenz”',
      collection: 'all',
      total: 0,
      page: 1,
      products: [],
    });
    expect(Object.keys(page?.data.entries ?? {})).toEqual([
      expect.stringMatching(/^list:/),
      expect.stringMatching(/^facets:/),
      'suggestions:jaenz',
    ]);
    expect(page?.data.entries['suggestions:jaenz']).toEqual({ data: ['jeans'] });
  });

  it('leaves the page to the browser when the products cannot be read', async () => {
    mockApi({
      'GET /api/products': { status: 500, body: { message: 'Something went wrong' } },
      'GET /api/products/facets': { body: someFacets() },
    });
    await expect(loadPage('/collections/men')).rejects.toThrow('men: Something went wrong');
  });
});

describe('the screens of the route table on the server', () => {
  it('renders the home page with what each section can have: a failed section steps aside on both sides', async () => {
    mockApi({
      'GET /api/products/best-seller': { status: 404, body: { message: 'No products yet' } },
      'GET /api/products/new-arrivals': { body: [product] },
      'GET /api/products': { body: [product], headers: { 'X-Total-Count': '1' } },
    });
    const page = await loadPage('/');
    expect(page?.status).toBe(200);
    expect(page?.facts).toEqual({ kind: 'home', bestSeller: null });
    expect(page?.data.entries).toEqual({
      'best-seller': { error: 'No products yet', httpStatus: 404 },
      'new-arrivals': { data: [product] },
      'list:[["collection","premium"],["limit",8]]': { data: { products: [product], total: 1 } },
    });
  });

  it.each([
    ['/faq', 'Frequently Asked Questions'],
    ['/returns', 'Returns & Exchanges'],
    ['/cookies', 'Cookie Policy'],
  ])('renders the help page %s with its title from the table and no data', async (url, title) => {
    const api = mockApi();
    const page = await loadPage(url);
    expect(page?.status).toBe(200);
    expect(page?.facts).toEqual({ kind: 'static', title });
    expect(page?.data).toEqual({ url, entries: {} });
    expect(api.requests).toEqual([]);
  });

  it.each(['/no/such/page', '/collections', '/product'])(
    'answers %s, which is no screen, with the not-found page and status 404',
    async (url) => {
      const page = await loadPage(url);
      expect(page?.status).toBe(404);
      expect(page?.facts).toEqual({ kind: 'not-found' });
    },
  );

  it.each([
    '/cart',
    '/checkout',
    '/checkout/abc/return',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/profile',
    '/my-orders',
    '/order/abc',
    '/order-confirmation?orderId=x',
  ])('leaves %s, which shows what the browser keeps, to the browser', async (url) => {
    const api = mockApi();
    await expect(loadPage(url)).resolves.toBeNull();
    expect(api.requests).toEqual([]);
  });
});
