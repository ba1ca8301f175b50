import { type PageDependencies, type RenderOutcome, renderedPageCache } from './rendered-page-cache.ts';

type Topic = 'products' | 'stock' | 'all';
type Handler = (topic: Topic, productIds?: readonly string[]) => void;

/** The change feed as the cache sees it: changes announced by the test, live unless told otherwise. */
function feed() {
  const handlers: Handler[] = [];
  const state = { live: true };
  return {
    state,
    announce: (topic: Topic, ids?: string[]) => {
      for (const handler of handlers) handler(topic, ids);
    },
    changes: { subscribe: (handler: Handler) => void handlers.push(handler), live: () => state.live },
  };
}

const GROUPS: Record<string, string> = {
  kurta: 'Men|Top Wear',
  shirt: 'Men|Top Wear',
  dress: 'Women|Dresses',
  saree: 'Women|Dresses',
};
const groupOf = (id: string) => GROUPS[id];

const depends = (parts: Partial<PageDependencies> = {}): PageDependencies => ({
  products: new Set(),
  groups: new Set(),
  catalogue: false,
  ...parts,
});
/** A product page: the product, its similar ones, ranked within its group. */
const productPage = (id: string, similar: string[]) =>
  depends({ products: new Set([id, ...similar]), groups: new Set([groupOf(id) as string]) });

const body = (text: string) => Buffer.from(`<html>${text}</html>`);

/** Renders `key` into the cache with these dependencies (a fresh render function each time). */
async function fill(
  cache: ReturnType<typeof renderedPageCache>,
  key: string,
  dependencies: PageDependencies,
) {
  await cache.render(key, async () => ({
    status: 200,
    body: body(key),
    encodings: new Map(),
    scriptHashes: [],
    timings: {},
    dependencies,
  }));
}

describe('rendered pages kept until what they show changes', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page again however long ago it was rendered, until a change touches it', async () => {
    jest.useFakeTimers({ now: 0 });
    const { changes, announce } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    await fill(cache, '/product/kurta', productPage('kurta', ['shirt']));
    jest.setSystemTime(24 * 60 * 60 * 1000);
    expect(cache.get('/product/kurta')?.body.toString()).toBe('<html>/product/kurta</html>');
    expect(cache.get('/product/dress')).toBeUndefined();
    announce('stock', ['kurta']);
    expect(cache.get('/product/kurta')).toBeUndefined();
  });

  it("a stock change drops the pages of that product, of its similar ones and of its group's ranking, and every listing", async () => {
    const { changes, announce } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    await fill(cache, '/product/kurta', productPage('kurta', ['shirt']));
    await fill(cache, '/product/dress', productPage('dress', ['saree']));
    await fill(cache, '/collections/men', depends({ catalogue: true }));
    await fill(cache, '/about', depends());

    // The shirt sold: it is the kurta's similar product, and its sales may reorder Men|Top Wear.
    announce('stock', ['shirt']);
    expect(cache.get('/product/kurta')).toBeUndefined();
    expect(cache.get('/collections/men')).toBeUndefined();
    expect(cache.get('/product/dress')).toBeDefined();
    expect(cache.get('/about')).toBeDefined();

    // A product the cache knows no group of may rank anywhere: every product page goes.
    announce('stock', ['new-one']);
    expect(cache.get('/product/dress')).toBeUndefined();
    expect(cache.get('/about')).toBeDefined();
  });

  it('a product edited (price, name, category) drops every product page: it may join any similar list', async () => {
    const { changes, announce } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    await fill(cache, '/product/kurta', productPage('kurta', ['shirt']));
    await fill(cache, '/product/dress', productPage('dress', ['saree']));
    await fill(cache, '/faq', depends());
    announce('products', ['shirt']);
    expect(cache.get('/product/kurta')).toBeUndefined();
    expect(cache.get('/product/dress')).toBeUndefined();
    expect(cache.get('/faq')).toBeDefined();
    announce('all');
    expect(cache.get('/faq')).toBeUndefined();
  });

  it('renders a page once for all the requests that miss it together', async () => {
    const { changes } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    let renders = 0;
    let finish: () => void = () => undefined;
    const render = () => {
      renders++;
      return new Promise<RenderOutcome>((resolve) => {
        finish = () =>
          resolve({
            status: 200,
            body: body('kurta'),
            encodings: new Map(),
            scriptHashes: [],
            timings: {},
            dependencies: productPage('kurta', []),
          });
      });
    };
    const waiting = Array.from({ length: 50 }, () => cache.render('/product/kurta', render));
    finish();
    const pages = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(new Set(pages.map((page) => page?.body.toString()))).toEqual(new Set(['<html>kurta</html>']));
    expect(cache.get('/product/kurta')).toBeDefined();
  });

  it('does not keep a page whose render started before a change', async () => {
    const { changes, announce } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    let finish: () => void = () => undefined;
    const rendering = cache.render(
      '/product/kurta',
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              status: 200,
              body: body('old price'),
              encodings: new Map(),
              scriptHashes: [],
              timings: {},
              dependencies: productPage('kurta', []),
            });
        }),
    );
    announce('products', ['kurta']);
    finish();
    expect((await rendering)?.body.toString()).toBe('<html>old price</html>');
    expect(cache.get('/product/kurta')).toBeUndefined();
  });

  it('is not trusted while changes from other processes may go unheard', async () => {
    const { changes, state } = feed();
    const cache = renderedPageCache(changes, { groupOf });
    await fill(cache, '/', depends({ catalogue: true }));
    state.live = false;
    expect(cache.get('/')).toBeUndefined();
    await fill(cache, '/faq', depends());
    state.live = true;
    expect(cache.get('/faq')).toBeUndefined();
  });

  it('beyond its bytes, forgets the page used longest ago', async () => {
    const { changes } = feed();
    const size = body('/product/kurta').length;
    const cache = renderedPageCache(changes, { groupOf, maxBytes: size * 2 });
    await fill(cache, '/product/kurta', productPage('kurta', []));
    await fill(cache, '/product/shirt', productPage('shirt', []));
    expect(cache.get('/product/kurta')).toBeDefined();
    await fill(cache, '/product/dress', productPage('dress', []));
    expect(cache.get('/product/shirt')).toBeUndefined();
    expect(cache.get('/product/kurta')).toBeDefined();
    expect(cache.get('/product/dress')).toBeDefined();
  });
});
