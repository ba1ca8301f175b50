import { kb, measurePage } from '../bench/measure-web.ts';
import { expect, test } from './support/fixture.ts';

/** Bytes, not time (docs/architecture.md §5): storefront routes load no admin code. Figures are printed. */
test('storefront routes load 0 bytes of the admin remote', async ({ browser, baseURL, request }) => {
  const [product] = await (await request.get('/api/products?limit=1')).json();
  for (const route of ['/', '/collections/all', `/product/${product._id}`, '/cart']) {
    const figures = await measurePage(browser, baseURL ?? '', route);
    test.info().annotations.push({
      type: 'first load',
      description: `${route}: ${kb(figures.jsGzipBytes)} JS (gzip -9) in ${figures.jsFiles} files, ${figures.requests} requests, CLS ${figures.cls}`,
    });
    expect(figures.adminBytes, `admin bytes on ${route}`).toBe(0);
    expect(figures.jsFiles, `JavaScript loaded on ${route}`).toBeGreaterThan(0);
  }
});
