/**
 * Server rendering as the API process does it (issue 25), with a storefront server build of our own
 * served by a build host in the test: the page is spliced into the shell's index.html without
 * replacement patterns, a Host header that is no host name never reaches the page, and a build whose
 * download never answers is abandoned and loaded again. The storefront's real build is covered by
 * tests/e2e/ssr.spec.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_RUNTIME_CONFIG } from '@store/contracts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  startSecondInstance,
  type TestApp,
} from './support/test-app.ts';

/**
 * A storefront server build as the federation runtime loads it: its `render` puts the product's
 * name (read through the API, as the storefront does) or the search in the head and the markup, and
 * the canonical URL on the origin it is given.
 */
const FAKE_BUILD = `module.exports = { store: { init() {}, get: async () => () => ({
  render: async ({ url, origin, fetch }) => {
    const address = new URL(url, 'http://page');
    const product = /^\\/product\\/(.+)$/.exec(address.pathname);
    let title = 'Home';
    let details = '';
    if (product) {
      const found = await (await fetch(new Request(origin + '/api/products/' + product[1]))).json();
      const similar = await (await fetch(new Request(origin + '/api/products/similar/' + product[1]))).json();
      title = found.name;
      details = '<p>Price ' + found.price + ', ' + found.countInStock + ' in stock</p><ul>' +
        similar.map((other) => '<li>' + other.name + ': ' + other.countInStock + ' in stock</li>').join('') + '</ul>';
    }
    const search = address.searchParams.get('search');
    if (search) title = 'Results for ' + search;
    return {
      status: 200,
      head: '<title>' + title + '</title><link rel="canonical" href="' + origin + address.pathname + '" />',
      data: { title },
      scripts: ['document.documentElement.dataset.page = ' + JSON.stringify(title)],
      pipe(destination) { destination.write('<h1>' + title + '</h1>' + details); destination.end(); },
      abort() {},
    };
  },
}) } };`;

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="A shop" /></head>' +
  '<body><noscript>Turn on JavaScript</noscript><div id="root"></div></body></html>';

let api: TestApp;
let root: string | undefined;
let configFile: string;
let builds: Server;
let buildsUrl = '';
/** Downloads of /flaky/ so far (the first is never answered), and whether each has closed. */
const flaky: Array<{ response: ServerResponse; closed: boolean }> = [];

function useBuild(kind: string) {
  writeFileSync(
    configFile,
    JSON.stringify({
      ...DEFAULT_RUNTIME_CONFIG,
      serverRemotes: { store: `${buildsUrl}/${kind}/remoteEntry.js` },
    }),
  );
}

beforeAll(async () => {
  builds = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/good/')) return response.end(FAKE_BUILD);
    if (request.url?.startsWith('/flaky/')) {
      const download = { response, closed: false };
      flaky.push(download);
      response.on('close', () => {
        download.closed = true;
      });
      // The first download never answers (a build host that hangs); later ones do.
      if (flaky.length > 1) response.end(FAKE_BUILD);
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => builds.listen(0, '127.0.0.1', resolve));
  buildsUrl = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;

  root = makeTempDir('ssr');
  const shellDir = path.join(root, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(shellDir, 'base.0123abcd.css'), 'body{margin:0}');
  // The storefront's browser build as rspack.base.ts describes it: its App's stylesheets, each with
  // the key its runtime recognises it by (one of them not of the shape a key has).
  const storeDir = path.join(root, 'store');
  mkdirSync(storeDir, { recursive: true });
  writeFileSync(
    path.join(storeDir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        stylesheetKeys: { 'app.89abcdef.css': 'store:chunk-362', 'odd.89abcdef.css': '"><script>x</script>' },
      },
      exposes: [
        {
          path: './App',
          assets: { js: { sync: [] }, css: { sync: ['app.89abcdef.css', 'odd.89abcdef.css'] } },
        },
      ],
    }),
  );
  configFile = path.join(root, 'runtime-config.json');
  useBuild('good');
  api = await createTestApp(
    {
      shellDir,
      remoteDirs: { store: path.join(root, 'store'), admin: path.join(root, 'admin') },
      runtimeConfigFile: configFile,
      // Generous: a page must be rendered on the server for these tests to look at it.
      ssrTimeoutMs: 60_000,
      ssrLoadTimeoutMs: 2_000,
    },
    { serveWeb: true },
  );
});

afterAll(async () => {
  try {
    await api?.close();
    builds?.closeAllConnections();
    await new Promise((resolve) => builds?.close(resolve));
  } finally {
    removeTempDir(root);
  }
});

const page = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...headers } });

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the page around the rendered markup', () => {
  const PATTERNS = ["$'", '$`', '$&', '$$'];

  it.each(PATTERNS)(
    'keeps %s in a product name as text: one document, the name as written',
    async (pattern) => {
      useBuild('good');
      const name = `Shirt ${pattern} Linen`;
      const [product] = await createProducts(api, 1, { name });
      const response = await page(`/product/${product?.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-server-rendered');
      expect(count(response.body, '<!doctype html>')).toBe(1);
      expect(count(response.body, '</html>')).toBe(1);
      expect(count(response.body, '<div id="root"')).toBe(1);
      expect(response.body).toContain(`<title>${name}</title>`);
      expect(response.body).toContain(`<h1>${name}</h1>`);
    },
  );

  it("allows each page's own inline script by its hash, and no other page's, rendered or kept", async () => {
    useBuild('good');
    const [shirt] = await createProducts(api, 1, { name: 'Oxford Shirt' });
    const [coat] = await createProducts(api, 1, { name: 'Wool Coat' });
    const hash = (title: string) =>
      `'sha256-${createHash('sha256')
        .update(`document.documentElement.dataset.page = ${JSON.stringify(title)}`)
        .digest('base64')}'`;
    for (const round of ['rendered', 'kept']) {
      for (const [product, other] of [
        [shirt, coat],
        [coat, shirt],
      ]) {
        const response = await page(`/product/${product?.id}`);
        expect(response.statusCode).toBe(200);
        expect(String(response.headers['server-timing']).includes('cached')).toBe(round === 'kept');
        const policy = String(response.headers['content-security-policy']);
        const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
        expect(scriptSources).toContain(hash(product?.name ?? ''));
        expect(scriptSources).not.toContain(hash(other?.name ?? ''));
        expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
        expect(count(response.body, '<script>document.documentElement.dataset.page')).toBe(1);
        expect(response.body).not.toContain('<title>Shop</title>');
        expect(response.body).not.toContain('Turn on JavaScript');
      }
    }
  });

  it("links the stylesheets, the storefront's with the key its runtime knows them by (none not of a key's shape)", async () => {
    useBuild('good');
    const response = await page('/collections/all');
    expect(response.body).toContain('data-server-rendered');
    const links = response.body.match(/<link rel="stylesheet"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/base.0123abcd.css" />',
      '<link rel="stylesheet" href="/remotes/store/app.89abcdef.css" data-rspack="store:chunk-362" />',
      '<link rel="stylesheet" href="/remotes/store/odd.89abcdef.css" />',
    ]);
    expect(response.body).not.toContain('<script>x</script>');
  });

  it.each(PATTERNS)('keeps %s in a search as text: one document, the search as typed', async (pattern) => {
    useBuild('good');
    const search = `wool ${pattern} coat`;
    const response = await page(`/collections/all?search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-server-rendered');
    expect(count(response.body, '<!doctype html>')).toBe(1);
    expect(count(response.body, '</html>')).toBe(1);
    expect(response.body).toContain(`<title>Results for ${search}</title>`);
  });
});

describe('a rendered page asked for compressed', () => {
  it('is the same page in the encoding the browser prefers, compressed once and kept', async () => {
    useBuild('good');
    const [product] = await createProducts(api, 1, { name: 'Compressed Kurta' });
    const plain = await page(`/product/${product?.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const brotli = await page(`/product/${product?.id}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['server-timing']).toContain('desc="cached"');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await page(`/product/${product?.id}`, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);

    const gzipped = await page(`/product/${product?.id}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toContain('<h1>Compressed Kurta</h1>');
  });
});

describe('the Host header of a rendered page', () => {
  it('writes a valid host into the canonical URL', async () => {
    useBuild('good');
    const response = await page('/collections/men', { host: 'Shop.Example:8080' });
    expect(response.body).toContain(
      '<link rel="canonical" href="http://shop.example:8080/collections/men" />',
    );
  });

  it('refuses one that is no host name with a readable 400, as the sitemap does, and never echoes it', async () => {
    useBuild('good');
    const hostile = 'evil.example"><script>alert(1)</script>';
    const response = await page('/collections/men', { host: hostile });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request names no valid host' });
    expect(response.body).not.toContain('<script>');
  });
});

describe('a server build whose download never answers', () => {
  it('is abandoned at its deadline and loaded again, while the first download still hangs', async () => {
    useBuild('flaky');
    let rendered = false;
    // Until a page is rendered, or the first download has ended (undici's 300 s: too late).
    while (!rendered && !flaky[0]?.closed) {
      const response = await page('/collections/men');
      expect(response.statusCode).toBe(200);
      rendered = response.body.includes('data-server-rendered');
      if (!rendered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The page came from a second download; the first is still open: nothing waited for it to end.
    expect(flaky.length).toBeGreaterThan(1);
    expect(flaky[0]?.response.writableEnded).toBe(false);
    expect(flaky[0]?.closed).toBe(false);
  });
});

describe('a rendered page, kept until what it shows changes, in every process', () => {
  let other: Awaited<ReturnType<typeof startSecondInstance>>['app'];
  beforeAll(async () => {
    ({ app: other } = await startSecondInstance(api, {}, { serveWeb: true }));
  });
  afterAll(async () => {
    await other?.close();
  });
  const otherPage = (url: string) => other.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
  const cached = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['server-timing']).includes('desc="cached"');

  it('shows a new price and a similar product’s stock on the very next render, written through the other process', async () => {
    useBuild('good');
    await api.reset();
    const [kurta, shirt] = await createProducts(api, 2, {
      gender: 'Men',
      category: 'Top Wear',
      countInStock: 9,
    });
    const [dress] = await createProducts(api, 1, { gender: 'Women', category: 'Dresses', countInStock: 5 });
    if (!kurta || !shirt || !dress) throw new Error('no products');
    const admin = await createUser(api, { role: 'admin' });
    const shopper = await createUser(api);

    const first = await otherPage(`/product/${kurta.id}`);
    expect(first.body).toContain(`<h1>${kurta.name}</h1>`);
    expect(first.body).toContain(`<li>${shirt.name}: 9 in stock</li>`);
    expect(cached(first)).toBe(false);
    const again = await otherPage(`/product/${kurta.id}`);
    expect(cached(again)).toBe(true);
    expect(again.body).toBe(first.body);
    await otherPage(`/product/${dress.id}`);

    const edited = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${kurta.id}`,
      headers: admin.auth,
      payload: { price: 1799, discountPrice: null },
    });
    expect(edited.statusCode).toBe(200);
    const repriced = await otherPage(`/product/${kurta.id}`);
    expect(cached(repriced)).toBe(false);
    expect(repriced.body).toContain('<p>Price 1799, 9 in stock</p>');

    // Two shirts sold through the first process: the kurta's page lists the shirt's new stock.
    await placeOrder(api, shopper, shirt, 2);
    const restocked = await otherPage(`/product/${kurta.id}`);
    expect(restocked.body).toContain(`<li>${shirt.name}: 7 in stock</li>`);
    expect(restocked.body).toContain('<p>Price 1799, 9 in stock</p>');
  });

  it('keeps the page of a product in another group through a stock change that does not concern it', async () => {
    useBuild('good');
    const [tee, polo] = await createProducts(api, 2, { gender: 'Men', category: 'Sets', countInStock: 9 });
    const [skirt] = await createProducts(api, 1, {
      gender: 'Women',
      category: 'Bottom Wear',
      countInStock: 5,
    });
    if (!tee || !polo || !skirt) throw new Error('no products');
    const shopper = await createUser(api);
    await otherPage(`/product/${skirt.id}`);
    await otherPage(`/product/${tee.id}`);
    expect(cached(await otherPage(`/product/${skirt.id}`))).toBe(true);
    await placeOrder(api, shopper, polo, 1);
    expect(cached(await otherPage(`/product/${skirt.id}`))).toBe(true);
    const tees = await otherPage(`/product/${tee.id}`);
    expect(cached(tees)).toBe(false);
    expect(tees.body).toContain(`<li>${polo.name}: 8 in stock</li>`);
  });
});
