import { aProduct, mockApi } from '@store/test-support';
import { QueryCache } from '../../query/query-cache.ts';
import { facetsQuery, listKey, listQuery, similarQuery } from './queries.ts';

describe('the catalogue queries (docs/product.md §4)', () => {
  it('keys a list by its non-empty values, whatever their order', () => {
    expect(listKey({ gender: 'Men', size: [], search: '', limit: 8 })).toBe(
      listKey({ limit: 8, gender: 'Men' }),
    );
    expect(listQuery({ gender: 'Men' }).key).not.toBe(listQuery({ gender: 'Women' }).key);
  });

  it('keys the facet counts by the filters alone: another page or order changes no count', () => {
    expect(facetsQuery({ gender: 'Men', limit: 24, page: 2, sortBy: 'priceAsc' }).key).toBe(
      facetsQuery({ gender: 'Men', limit: 24 }).key,
    );
  });

  it('gives a list its products and match count, an empty list for an answer that is not an array', async () => {
    const cache = new QueryCache();
    mockApi({ 'GET /api/products': { body: [aProduct()], headers: { 'X-Total-Count': '31' } } });
    await expect(cache.fetch(listQuery({ gender: 'Men' }))).resolves.toEqual({
      status: 'ready',
      data: { products: [aProduct()], total: 31 },
    });
    mockApi({ 'GET /api/products': { body: { products: 'nope' } } });
    const answer = await cache.fetch(listQuery({}));
    expect(answer.status === 'ready' && answer.data.products).toEqual([]);
  });

  it("keeps a failed list's message for the screen", async () => {
    mockApi({ 'GET /api/products': { status: 400, body: { message: 'sortBy must be one of: default' } } });
    await expect(new QueryCache().fetch(listQuery({ sortBy: 'cheapest' }))).resolves.toEqual({
      status: 'failed',
      error: 'sortBy must be one of: default',
      httpStatus: 400,
    });
  });

  it('takes similar products that are not a list as none', async () => {
    mockApi({ 'GET /api/products/similar/:id': { body: { nope: true } } });
    await expect(new QueryCache().fetch(similarQuery(aProduct()._id))).resolves.toEqual({
      status: 'ready',
      data: [],
    });
  });
});
