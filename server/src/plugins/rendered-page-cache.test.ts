import { renderedPageCache } from './rendered-page-cache.ts';

/** The change feed as the cache sees it: changes announced by the test, live unless told otherwise. */
function feed() {
  const handlers: Array<() => void> = [];
  const state = { live: true };
  return {
    state,
    announce: () => {
      for (const handler of handlers) handler();
    },
    changes: { subscribe: (handler: () => void) => void handlers.push(handler), live: () => state.live },
  };
}

const page = Buffer.from('<html>a page</html>');

describe('rendered pages kept by address', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page again for 2 seconds, then renders it anew', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = renderedPageCache(feed().changes);
    cache.keeper('/collections/men')(200, page);
    expect(cache.get('/collections/men')).toMatchObject({ status: 200, body: page });
    expect(cache.get('/collections/women')).toBeUndefined();
    jest.setSystemTime(2_001);
    expect(cache.get('/collections/men')).toBeUndefined();
  });

  it('forgets every page on a product or stock change, and keeps none rendered before it', () => {
    const { changes, announce } = feed();
    const cache = renderedPageCache(changes);
    cache.keeper('/')(200, page);
    const keepLater = cache.keeper('/about');
    announce();
    expect(cache.get('/')).toBeUndefined();
    keepLater(200, page);
    expect(cache.get('/about')).toBeUndefined();
  });

  it('is not trusted while changes from other processes may go unheard', () => {
    const { changes, state } = feed();
    const cache = renderedPageCache(changes);
    cache.keeper('/')(200, page);
    state.live = false;
    expect(cache.get('/')).toBeUndefined();
    cache.keeper('/faq')(200, page);
    state.live = true;
    expect(cache.get('/faq')).toBeUndefined();
  });
});
