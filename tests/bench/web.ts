/**
 * `npm run bench:web`: what a shopper's browser downloads, against docs/architecture.md §5. Builds if needed,
 * starts the production server, loads storefront routes in chromium with a cold cache and prints the
 * JavaScript (gzip -9 and as transferred), the number of requests, CSS, CLS and LCP. Fails if any
 * storefront route loads a single byte of the admin remote.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, ensureChromium } from '../../scripts/ensure-chromium.ts';
import { run } from '../../scripts/run.ts';
import { repoRoot, startStoreServer } from '../e2e/support/servers.ts';
import { kb, measurePage, type PageFigures } from './measure-web.ts';

const BUDGET_JS_GZIP = 120 * 1024;

async function main() {
  if (
    !existsSync(path.join(repoRoot, 'shell/dist/index.html')) ||
    !existsSync(path.join(repoRoot, 'server/dist/main.js'))
  ) {
    if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);
  }
  const chromiumReady = await ensureChromium();
  if (!chromiumReady.ok) {
    console.error(chromiumReady.reason);
    process.exit(1);
  }
  const server = await startStoreServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Array<{
      _id: string;
    }>;
    const routes = ['/', '/collections/all', `/product/${product?._id}`, '/cart'];
    const results: PageFigures[] = [];
    for (const route of routes) results.push(await measurePage(browser, server.url, route));
    const admin = await measurePage(browser, server.url, '/admin');

    console.log('\nFirst load, cold cache, 412×915 viewport (production build)\n');
    console.log(
      'route                                   requests  JS files  JS gzip-9   JS transfer  CSS gzip   admin bytes  CLS     LCP',
    );
    for (const figures of [...results, admin]) {
      console.log(
        [
          figures.route.padEnd(40),
          String(figures.requests).padStart(7),
          String(figures.jsFiles).padStart(9),
          kb(figures.jsGzipBytes).padStart(10),
          kb(figures.jsTransferBytes).padStart(12),
          kb(figures.cssGzipBytes).padStart(9),
          String(figures.adminBytes).padStart(12),
          figures.cls.toFixed(3).padStart(6),
          `${figures.lcpMs ?? '-'} ms`.padStart(8),
        ].join(' '),
      );
    }
    const home = results[0];
    if (home) {
      const verdict = home.jsGzipBytes <= BUDGET_JS_GZIP ? 'within' : 'OVER';
      console.log(
        `\nJavaScript loaded by / : ${kb(home.jsGzipBytes)} gzip-9 (${verdict} the ${kb(BUDGET_JS_GZIP)} budget), ${home.requests} requests`,
      );
    }
    const leaks = results.filter((figures) => figures.adminBytes > 0);
    if (leaks.length > 0) {
      console.error(
        `FAIL: admin code loaded on storefront routes: ${leaks.map((figures) => figures.route).join(', ')}`,
      );
      process.exitCode = 1;
    } else {
      console.log('Admin bytes on storefront routes: 0 (checked)');
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
