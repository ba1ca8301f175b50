/**
 * Issue 14: storefront pages arrive rendered by the server (docs/architecture.md §2, Server
 * rendering), with their head tags and data, hydrate without a second request for that data, and a
 * server build that is broken, throws or is slow never makes a page worse.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Product } from '@store/contracts';
import { DEFAULT_RUNTIME_CONFIG } from '@store/contracts/runtime-config';
import { WITH_STARTUP_TIMEOUT_MS } from '../support/startup.ts';
import { adminSession, useSession } from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { type RunningServer, repoRoot, startStoreServer } from './support/servers.ts';

const html = async (page: { request: Page['request'] }, url: string) => {
  const response = await page.request.get(url);
  return { status: response.status(), body: await response.text() };
};

/** The names along a BreadcrumbList. */
const trail = (crumbs: Record<string, unknown> | undefined) =>
  ((crumbs?.itemListElement ?? []) as Array<{ name: string }>).map((item) => item.name);

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

const metaContent = (body: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(body)?.[1];

/** The page's cumulative layout shift so far (every shift, buffered since the navigation). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    return observer
      .takeRecords()
      .reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value?: number }).value ?? 0), 0);
  });

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

async function aProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?collection=men&limit=1');
  const [product] = (await response.json()) as Product[];
  if (!product) throw new Error('the seeded catalogue has no product for men');
  return product;
}

/** Requests for the data a server-rendered page carries (never the cart: it lives in the browser). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/products')) seen.push(pathname);
  });
  return seen;
}

test.describe('pages rendered on the server', () => {
  test('the home page arrives with its sections and the best seller, and hydrates without asking again', async ({
    page,
  }) => {
    const { status, body } = await html(page, '/');
    expect(status).toBe(200);
    expect(body).toContain('data-server-rendered');
    expect(body).toContain('Clothes that keep up with you');
    expect(body).toContain('id="best-seller-heading"');
    expect(body).toContain('Fresh Arrivals');
    expect(body).toContain('Premium Collection');
    expect(body).toContain('<title>Threadline · Fashion for everyone</title>');
    expect(body).not.toContain('<noscript>');

    const requests = dataRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Best Seller' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test("each stylesheet is applied once: the storefront's, sent with the page, is not added again as it loads", async ({
    page,
  }) => {
    /** The page's stylesheets by file (a second copy would make the browser style every element again). */
    const sheets = () =>
      page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : []))
          .sort(),
      );
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const rendered = await sheets();
    expect(rendered.filter((href) => href.startsWith('/remotes/store/'))).toHaveLength(1);
    expect(new Set(rendered).size).toBe(rendered.length);
    // A screen of the browser: the storefront's runtime adds its stylesheet, once.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sheets()).toEqual(rendered);
  });

  test('the sections below the first screen are not laid out until the shopper nears them; nothing on screen moves as they come', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Cart, 0 items/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    // Skipped by the browser (content-visibility: auto) while far below the viewport.
    const laidOut = () =>
      footer.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Scrolled down a finger's flick at a time to the end of the page (which grows as sections come).
    const position = () =>
      page.evaluate(() => ({
        top: window.scrollY,
        end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      }));
    for (let flick = 0; flick < 60 && !(await position()).end; flick += 1) {
      const { top } = await position();
      await page.mouse.wheel(0, 500);
      await expect
        .poll(async () => {
          const now = await position();
          return now.top > top || now.end;
        })
        .toBe(true);
    }
    await expect(footer).toBeInViewport();
    expect(await laidOut()).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('a listing arrives with its products, counts, pagination links and breadcrumbs', async ({ page }) => {
    const { body } = await html(page, '/collections/men');
    const total = Number(/(\d+) products/.exec(body)?.[1]);
    expect(total).toBeGreaterThan(12);
    expect(body).toContain('<title>Men · Threadline</title>');
    expect(body).toContain('href="/collections/men?page=2"');
    expect(body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/collections\/men" \/>/);
    expect(metaContent(body, 'description')).toBe(
      `Men at Threadline: ${total} products. Free shipping and easy returns.`,
    );
    const [crumbs] = jsonLd(body);
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(trail(crumbs)).toEqual(['Home', 'Men']);

    const second = await html(page, '/collections/men?page=2');
    expect(second.body).toContain('href="/collections/men"');

    const requests = dataRequests(page);
    await page.goto('/collections/men?page=2');
    await expect(page.getByText(`${total} products`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // After hydration the page is the application again: a filter asks the API.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().check();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('a product page arrives with its price, picture, Open Graph, Twitter and JSON-LD', async ({
    page,
  }) => {
    const product = await aProduct(page);
    const price =
      product.discountPrice !== null && product.discountPrice < product.price
        ? product.discountPrice
        : product.price;
    const { status, body } = await html(page, `/products/${product._id}`);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${product.name.replace(/&/g, '&amp;')} · Threadline</title>`);
    expect(body).toMatch(
      new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/product/${product._id}" />`),
    );
    expect(metaContent(body, 'og:type')).toBe('product');
    expect(metaContent(body, 'og:title')).toBe(`${product.name} · ${rupees(price)}`);
    expect(metaContent(body, 'twitter:data1')).toBe(rupees(price));
    expect(metaContent(body, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
    expect(metaContent(body, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(body, 'product:price:currency')).toBe('INR');

    const [item, crumbs] = jsonLd(body);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: price.toFixed(2),
        availability:
          product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(trail(crumbs).at(-1)).toBe(product.name);

    const requests = dataRequests(page);
    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page).toHaveTitle(`${product.name} · Threadline`);
  });

  test('support pages arrive rendered; screens of the browser (cart, admin) are rendered there', async ({
    page,
  }) => {
    const faq = await html(page, '/faq');
    expect(faq.body).toContain('data-server-rendered');
    expect(faq.body).toContain('Frequently Asked Questions');
    const cart = await html(page, '/cart');
    expect(cart.body).not.toContain('data-server-rendered');
    const admin = await html(page, '/admin');
    expect(admin.body).not.toContain('data-server-rendered');
    expect(admin.body).not.toContain('/remotes/admin/');
  });

  test('an address that is no screen answers 404 with the not-found page', async ({ page }) => {
    const { status, body } = await html(page, '/no-such-page');
    expect(status).toBe(404);
    expect(body).toContain('<title>Page not found · Threadline</title>');
    expect(body).toContain('The page you are looking for does not exist or has moved.');
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Clothes that keep up with you' }),
    ).toBeVisible();
  });

  test("a product that does not exist answers 404 with the screen's message, asked once", async ({
    page,
  }) => {
    const missing = '/product/000000000000000000000000';
    const { status, body } = await html(page, missing);
    expect(status).toBe(404);
    expect(body).toContain('data-server-rendered');
    expect(body).toContain('Product not found');
    expect(body).toContain('<title>Page not found · Threadline</title>');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products/000000000000000000000000')) asked.push(request.url());
    });
    await page.goto(missing);
    await expect(page.getByRole('alert')).toHaveText('Product not found');
    await expect(page.getByRole('link', { name: 'Browse All Collections' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("an id that cannot be a product answers 404 like a missing one, with the API's message", async ({
    page,
  }) => {
    const { status, body } = await html(page, '/product/notanid');
    expect(status).toBe(404);
    expect(body).toContain('data-server-rendered');
    expect(body).toContain('That id is not valid');
    expect(body).toContain('<title>Page not found · Threadline</title>');
    await page.goto('/product/notanid');
    await expect(page.getByRole('alert')).toHaveText('That id is not valid');
    await expect(page.getByRole('link', { name: 'Browse All Collections' })).toBeVisible();
  });

  test("$', $`, $& and $$ in a search are text: one document, the search as typed", async ({ page }) => {
    for (const pattern of ["$'", '$`', '$&', '$$']) {
      const search = `linen ${pattern} shirt`;
      const { status, body } = await html(page, `/collections/all?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(body.split('<!doctype html>')).toHaveLength(2);
      expect(body.split('</html>')).toHaveLength(2);
      expect(body.split('<div id="root"')).toHaveLength(2);
      expect(body).toContain(`<title>Results for “${search.replace(/&/g, '&amp;')}” · Threadline</title>`);
    }
  });

  test('the server sends the guest view; what lives in the browser fills in after hydration', async ({
    page,
  }) => {
    await useSession(page, (await adminSession(page.request)).auth);
    await page.evaluate(() => localStorage.setItem('promoDismissed', '1'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Promotion' })).toHaveCount(0);
    // The guest's promo bar, dismissed here, was never painted: nothing moved (CLS of the load).
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});

test.describe('a server build that fails', () => {
  test.describe.configure({ mode: 'serial' });

  let builds: Server;
  let buildsUrl = '';
  let server: RunningServer;
  const configFile = path.join(repoRoot, 'test-results', `ssr-runtime-config-${process.pid}.json`);
  const serverBuild = readFileSync(path.join(repoRoot, 'store-remote/dist/server/remoteEntry.js'));

  test.beforeAll(async () => {
    // A team's host of server builds: one that cannot be evaluated, one whose render throws, one slow.
    builds = createServer((request, response) => {
      if (request.url?.startsWith('/broken/')) {
        response.end('throw new Error("this storefront server build is broken");');
      } else if (request.url?.startsWith('/throws/')) {
        response.end(
          'module.exports = { store: { init() {}, get: async () => () => ({ render: async () => { throw new Error("render exploded"); } }) } };',
        );
      } else if (request.url?.startsWith('/slow/')) {
        setTimeout(() => response.end(serverBuild), 3_000);
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => builds.listen(0, '127.0.0.1', resolve));
    buildsUrl = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;
    useBuild('broken');
    test.setTimeout(WITH_STARTUP_TIMEOUT_MS);
    server = await startStoreServer({ RUNTIME_CONFIG_FILE: configFile });
  });

  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => builds.close(resolve));
  });

  /** Points the running server at another server build: its runtime config file is re-read. */
  function useBuild(kind: string) {
    writeFileSync(
      configFile,
      JSON.stringify({
        ...DEFAULT_RUNTIME_CONFIG,
        serverRemotes: { store: `${buildsUrl}/${kind}/remoteEntry.js` },
      }),
    );
  }

  for (const [kind, reason] of [
    ['broken', 'this storefront server build is broken'],
    ['throws', 'render exploded'],
    ['slow', 'no answer within 500 ms'],
  ] as const) {
    test(`${kind}: the client-rendered page is sent and the server says why`, async ({ page }) => {
      useBuild(kind);
      {
        const response = await page.request.get(`${server.url}/collections/men`);
        expect(response.status()).toBe(200);
        const body = await response.text();
        expect(body).not.toContain('data-server-rendered');
        expect(body).toContain('<div id="root"></div>');
        await expect
          .poll(() => server.output())
          .toMatch(new RegExp(`server rendering failed, sending the client-rendered page: [^\n]*${reason}`));

        await page.goto(`${server.url}/collections/men`);
        await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      }
    });
  }
});
