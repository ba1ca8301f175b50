import { ResponseCache } from './response-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ResponseCache.getOrCompute', () => {
  it('runs one computation for concurrent misses of a key and serves the stored value afterwards', async () => {
    const cache = new ResponseCache<string>(60_000);
    const pending = deferred<string>();
    const compute = jest.fn(() => pending.promise);
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrCompute('men', compute)));
    pending.resolve('listing');
    expect(await answers).toEqual(['listing', 'listing', 'listing']);
    expect(await cache.getOrCompute('men', compute)).toBe('listing');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not store an answer computed before clear(): a write is visible to the next request', async () => {
    const cache = new ResponseCache<string>(60_000);
    const stale = deferred<string>();
    const first = cache.getOrCompute('men', () => stale.promise);
    cache.clear();
    const fresh = cache.getOrCompute('men', async () => 'after the write');
    stale.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.getOrCompute('men', async () => 'recomputed')).toBe('after the write');
  });

  it('does not keep a failure: the next request computes again', async () => {
    const cache = new ResponseCache<string>(60_000);
    await expect(
      cache.getOrCompute('gone', () => Promise.reject(new Error('Product not found'))),
    ).rejects.toThrow('Product not found');
    expect(await cache.getOrCompute('gone', async () => 'back')).toBe('back');
  });

  it('computes again once an entry has expired', async () => {
    const cache = new ResponseCache<string>(0);
    await cache.getOrCompute('men', async () => 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.getOrCompute('men', async () => 'second')).toBe('second');
  });
});

describe('ResponseCache while untrusted', () => {
  it('computes every answer and stores none while the process may be missing other processes’ writes', async () => {
    let trusted = false;
    const cache = new ResponseCache<string>(60_000, 1000, () => trusted);
    let calls = 0;
    const compute = async () => `answer ${++calls}`;
    expect(await cache.getOrCompute('men', compute)).toBe('answer 1');
    expect(await cache.getOrCompute('men', compute)).toBe('answer 2');
    trusted = true;
    expect(await cache.getOrCompute('men', compute)).toBe('answer 3');
    expect(await cache.getOrCompute('men', compute)).toBe('answer 3');
  });
});
