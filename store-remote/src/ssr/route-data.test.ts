import { mockApi } from '@store/test-support';
import { loadRouteData } from './route-data.ts';

afterEach(() => jest.restoreAllMocks());

describe('the data of a product page rendered on the server', () => {
  it('answers a product that does not exist with its screen and status 404', async () => {
    mockApi({
      'GET /api/products/:id': { status: 404, body: { message: 'Product not found' } },
      'GET /api/products/similar/:id': { status: 404, body: { message: 'Product not found' } },
    });
    const id = '0'.repeat(24);
    await expect(loadRouteData(`/product/${id}`)).resolves.toEqual({
      status: 404,
      entries: { [`product-missing:${id}`]: 'Product not found' },
      facts: { kind: 'not-found' },
    });
  });

  it('answers an id that cannot be a product as it does a missing one: status 404', async () => {
    mockApi({
      'GET /api/products/:id': { status: 400, body: { message: 'That id is not valid' } },
      'GET /api/products/similar/:id': { status: 400, body: { message: 'That id is not valid' } },
    });
    await expect(loadRouteData('/product/notanid')).resolves.toEqual({
      status: 404,
      entries: { 'product-missing:notanid': 'That id is not valid' },
      facts: { kind: 'not-found' },
    });
  });
});
