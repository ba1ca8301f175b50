import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface PageFigures {
  route: string;
  requests: number;
  jsFiles: number;
  /** JavaScript, each file compressed with gzip -9 (the design's budget unit). */
  jsGzipBytes: number;
  /** JavaScript as actually transferred (the server picks br or gzip). */
  jsTransferBytes: number;
  cssGzipBytes: number;
  /** Bytes of anything served from the admin remote. */
  adminBytes: number;
  cls: number;
  lcpMs: number | null;
}

/** Loads `route` in a fresh context (cold cache) and sums what the page fetched. */
export async function measurePage(browser: Browser, baseUrl: string, route: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const perf = { cls: 0, lcp: null as number | null };
    (window as unknown as { __perf: typeof perf }).__perf = perf;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) perf.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) perf.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const pending: Array<Promise<void>> = [];
  const figures: PageFigures = {
    route,
    requests: 0,
    jsFiles: 0,
    jsGzipBytes: 0,
    jsTransferBytes: 0,
    cssGzipBytes: 0,
    adminBytes: 0,
    cls: 0,
    lcpMs: null,
  };
  page.on('response', (response) => {
    figures.requests += 1;
    pending.push(
      (async () => {
        const url = response.url();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        if (url.includes('/remotes/admin/')) figures.adminBytes += body.length;
        if (/\.js(\?|$)/.test(url)) {
          figures.jsFiles += 1;
          figures.jsGzipBytes += gzipSync(body, { level: 9 }).length;
          figures.jsTransferBytes += sizes.responseBodySize;
        } else if (/\.css(\?|$)/.test(url)) {
          figures.cssGzipBytes += gzipSync(body, { level: 9 }).length;
        }
      })(),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  // Nothing is fetched any more; let the last frame paint (fonts in place) so LCP and CLS are final.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await Promise.all(pending);
  const perf = await page.evaluate(
    () => (window as unknown as { __perf: { cls: number; lcp: number | null } }).__perf,
  );
  figures.cls = Math.round(perf.cls * 1000) / 1000;
  figures.lcpMs = perf.lcp === null ? null : Math.round(perf.lcp);
  await context.close();
  return figures;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
