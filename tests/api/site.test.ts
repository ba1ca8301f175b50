import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { buildApp } from '../../server/src/app.ts';
import { createTokenSigner } from '../../server/src/lib/tokens.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  startSecondInstance,
  TEST_JWT_SECRET,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const HOST = 'shop.example.test:8080';
const ORIGIN = `http://${HOST}`;

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** Parses the sitemap with a strict XML parser (any error of well-formedness throws) into its entries. */
function parseSitemap(xml: string): { root: string; entries: SitemapEntry[] } {
  const parser = new SaxesParser({ xmlns: true });
  const entries: SitemapEntry[] = [];
  let root = '';
  let field: 'loc' | 'lastmod' | null = null;
  let current: Partial<SitemapEntry> = {};
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!root) root = `{${tag.uri}}${tag.local}`;
    if (tag.local === 'url') current = {};
    if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
  });
  parser.on('text', (text) => {
    if (field) current[field] = (current[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc' || tag.local === 'lastmod') field = null;
    if (tag.local === 'url') entries.push({ loc: current.loc ?? '', ...current });
  });
  parser.write(xml).close();
  return { root, entries };
}

async function sitemap(host = HOST) {
  const response = await api.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseSitemap(response.body);
}

const locs = (entries: SitemapEntry[]) => entries.map((entry) => entry.loc);

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin, the cart, checkout and account pages, and names the sitemap', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/admin',
      '/cart',
      '/checkout',
      '/profile',
      '/my-orders',
      '/order/',
      '/order-confirmation',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The shop's pages stay open: no rule is a prefix of a listing, a product or a support page.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const open of [
      '/',
      '/collections/all',
      '/product/abc',
      '/products/abc',
      '/faq',
      '/uploads/a.webp',
    ]) {
      expect(disallowed.filter((prefix) => open.startsWith(prefix))).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('refuses a request whose Host header is not a host name with a readable 400', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example/<script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request names no valid host' });
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed sitemaps.org XML listing the home, collection and support pages as absolute addresses', async () => {
    const { root, entries } = await sitemap();
    expect(root).toBe('{http://www.sitemaps.org/schemas/sitemap/0.9}urlset');
    expect(locs(entries)).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/collections/all`,
        `${ORIGIN}/collections/men`,
        `${ORIGIN}/collections/women`,
        `${ORIGIN}/collections/all?category=Top+Wear`,
        `${ORIGIN}/collections/all?category=Bottom+Wear`,
        ...['contact', 'about', 'faq', 'shipping', 'returns', 'privacy', 'terms', 'cookies'].map(
          (page) => `${ORIGIN}/${page}`,
        ),
      ]),
    );
    for (const loc of locs(entries)) {
      expect(loc).not.toMatch(/\/(admin|cart|checkout|profile|my-orders|order|login|register)\b/);
    }
  });

  it('lists every product with when it last changed, and is cached for five minutes', async () => {
    const rows = await createProducts(api, 30);
    const response = await api.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { entries } = parseSitemap(response.body);
    for (const row of rows) {
      const entry = entries.find((candidate) => candidate.loc === `${ORIGIN}/product/${row.id}`);
      expect(entry).toBeDefined();
      expect(new Date(entry?.lastmod ?? '').getTime()).not.toBeNaN();
    }
    // The database started empty: these are all the products there are, each listed once.
    expect(entries.filter((entry) => entry.loc.includes('/product/'))).toHaveLength(rows.length);
  });

  it('shows a product created, edited or deleted through the API in the very next answer', async () => {
    const before = await sitemap();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: {
        name: 'Sitemap Test Kurta',
        description: 'A kurta that search engines should find.',
        price: 1499,
        countInStock: 3,
        sku: `SITEMAP-KURTA-${Date.now()}`,
        category: 'Top Wear',
        gender: 'Men',
        brand: 'Rangrez',
        material: 'Cotton',
        colors: ['white'],
        sizes: ['M'],
        images: [{ url: '/uploads/products/a.webp', altText: 'Front' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json()._id;
    const loc = `${ORIGIN}/product/${id}`;
    expect(locs(before.entries)).not.toContain(loc);

    const withNew = await sitemap();
    const entry = withNew.entries.find((candidate) => candidate.loc === loc);
    expect(entry?.lastmod).toBe(created.json().updatedAt);

    // Cached now; an edit moves its lastmod at once.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.auth,
      payload: { price: 1399 },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = (await sitemap()).entries.find((candidate) => candidate.loc === loc);
    expect(afterEdit?.lastmod).toBe(edited.json().updatedAt);
    expect(afterEdit?.lastmod).not.toBe(entry?.lastmod);

    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(locs((await sitemap()).entries)).not.toContain(loc);
  });

  it('forgets its cached copy in every process when a product is created in one of them', async () => {
    const other = await startSecondInstance(api);
    try {
      const read = () => other.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
      const cachedBefore = parseSitemap((await read()).body);
      const [row] = await createProducts(api, 1);
      const after = parseSitemap((await read()).body);
      expect(locs(cachedBefore.entries)).not.toContain(`${ORIGIN}/product/${row?.id}`);
      expect(locs(after.entries)).toContain(`${ORIGIN}/product/${row?.id}`);
    } finally {
      await other.app.close();
    }
  });

  it('builds its addresses from the origin each request was sent to', async () => {
    const { entries } = await sitemap('www.shop.example.test');
    expect(locs(entries)).toContain('http://www.shop.example.test/collections/all');
    expect(locs(entries).every((loc) => loc.startsWith('http://www.shop.example.test/'))).toBe(true);
  });

  it('uses PUBLIC_URL, path included, when it is set', async () => {
    const other = await startSecondInstance(api, { publicUrl: 'https://shop.example/store' });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: HOST },
      });
      const { entries } = parseSitemap(response.body);
      expect(locs(entries)).toContain('https://shop.example/store/faq');
      expect(locs(entries).every((loc) => loc.startsWith('https://shop.example/store/'))).toBe(true);
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST } });
      expect(robots.body).toContain('Sitemap: https://shop.example/store/sitemap.xml');
    } finally {
      await other.app.close();
    }
  });
});

describe('beside the built storefront', () => {
  it("are answered by their routes, not by the shell's page for unknown paths", async () => {
    const shellDir = makeTempDir('site');
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    const web = await buildApp({
      config: {
        ...api.config,
        shellDir,
        remoteDirs: { store: path.join(shellDir, 'none'), admin: path.join(shellDir, 'none') },
      },
      database: api.database,
      signer: createTokenSigner(TEST_JWT_SECRET),
      serveWeb: true,
    });
    try {
      const robots = await web.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: HOST } });
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.body).toContain('Disallow: /admin');
      const map = await web.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
      expect(map.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(locs(parseSitemap(map.body).entries)).toContain(`${ORIGIN}/collections/all`);
      // Any other page is still the shell's.
      const page = await web.app.inject({ method: 'GET', url: '/collections/all', headers: { host: HOST } });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    } finally {
      await web.app.close();
      removeTempDir(shellDir);
    }
  });
});
