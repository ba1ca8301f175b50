import { ApiError } from '@store/api';
import { QueryCache } from './query-cache.ts';

/** A query whose answer the test gives when it likes. */
function deferred<T>(key: string) {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const fetch = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    query: { key, fetch },
    fetch,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('the query cache', () => {
  it('keeps each key its own loading, data and error', async () => {
    const cache = new QueryCache();
    const list = deferred<string[]>('list');
    const detail = deferred<string>('detail');
    const listDone = cache.fetch(list.query);
    const detailDone = cache.fetch(detail.query);
    expect(cache.get('list')).toEqual({ status: 'loading' });
    expect(cache.get('detail')).toEqual({ status: 'loading' });
    detail.reject(new ApiError(404, 'Product not found', true));
    await detailDone;
    expect(cache.get('detail')).toEqual({ status: 'failed', error: 'Product not found', httpStatus: 404 });
    expect(cache.get('list')).toEqual({ status: 'loading' });
    list.resolve(['a']);
    await listDone;
    expect(cache.get('list')).toEqual({ status: 'ready', data: ['a'] });
    expect(cache.data(list.query)).toEqual(['a']);
    expect(cache.data(detail.query)).toBeUndefined();
  });

  it('shares a request under way between everyone asking for its key', async () => {
    const cache = new QueryCache();
    const one = deferred<number>('one');
    const first = cache.fetch(one.query);
    const second = cache.fetch(one.query);
    one.resolve(1);
    await expect(first).resolves.toEqual({ status: 'ready', data: 1 });
    await expect(second).resolves.toEqual({ status: 'ready', data: 1 });
    expect(one.fetch).toHaveBeenCalledTimes(1);
    // Settled, the key is asked again by the next one to want it.
    void cache.fetch(one.query);
    expect(one.fetch).toHaveBeenCalledTimes(2);
  });

  it('tells its subscribers of every change, and stops when they leave', async () => {
    const cache = new QueryCache();
    const listener = jest.fn();
    const leave = cache.subscribe(listener);
    const one = deferred<number>('one');
    const done = cache.fetch(one.query);
    expect(listener).toHaveBeenCalledTimes(1);
    one.resolve(1);
    await done;
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    cache.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives the browser what the server loaded: its answers and failures, for the first page only', async () => {
    const server = new QueryCache('/product/p1');
    await Promise.all([
      server.fetch({ key: 'product:p1', fetch: async () => ({ name: 'Linen Camp Shirt' }) }),
      server.fetch({
        key: 'similar:p1',
        fetch: () => Promise.reject(new ApiError(500, 'Something went wrong', true)),
      }),
    ]);
    const entries = server.dehydrate();
    expect(entries).toEqual({
      'product:p1': { data: { name: 'Linen Camp Shirt' } },
      'similar:p1': { error: 'Something went wrong', httpStatus: 500 },
    });

    const browser = new QueryCache('/product/p1', JSON.parse(JSON.stringify(entries)));
    expect(browser.get('product:p1')).toEqual({ status: 'ready', data: { name: 'Linen Camp Shirt' } });
    expect(browser.get('similar:p1')).toEqual({
      status: 'failed',
      error: 'Something went wrong',
      httpStatus: 500,
    });
    expect(browser.servesFirstPage('product:p1', '/product/p1')).toBe(true);
    expect(browser.servesFirstPage('product:p1', '/product/p1?size=M')).toBe(false);
    expect(browser.servesFirstPage('product:p2', '/product/p1')).toBe(false);
    browser.leaveFirstPage();
    expect(browser.servesFirstPage('product:p1', '/product/p1')).toBe(false);
  });

  it('carries nothing to the page that is still loading, or that a page rendered in the browser asked for', () => {
    const server = new QueryCache('/');
    void server.fetch(deferred<number>('slow').query);
    expect(server.dehydrate()).toEqual({});
    const browser = new QueryCache();
    void browser.fetch({ key: 'one', fetch: async () => 1 });
    expect(browser.servesFirstPage('one', '/')).toBe(false);
  });

  it('drops an answer that comes after the cache was cleared', async () => {
    const cache = new QueryCache();
    const one = deferred<number>('one');
    const done = cache.fetch(one.query);
    cache.clear();
    one.resolve(1);
    await done;
    expect(cache.get('one')).toBeUndefined();
  });
});
