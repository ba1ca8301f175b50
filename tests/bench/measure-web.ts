import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { IDLE_WORK_MARK } from '@store/contracts/server-render';

export interface PageFigures {
  route: string;
  requests: number;
  jsFiles: number;
  /**
   * The first load's JavaScript, each file compressed with gzip -9 (the design's budget unit): every
   * file the page asked for until the network was idle, but those of its idle work.
   */
  jsGzipBytes: number;
  /**
   * JavaScript the page asked for once loaded and idle, to hydrate the sections below its first
   * screen on its own (`IDLE_WORK_MARK` onwards; docs/architecture.md §2), gzip -9, and its files.
   */
  idleJsGzipBytes: number;
  idleJsFiles: number;
  /** JavaScript as actually transferred (the server picks br or gzip). */
  jsTransferBytes: number;
  cssGzipBytes: number;
  /** Pictures fetched (img, picture sources, preloads) and their bytes as transferred. */
  images: number;
  imageTransferBytes: number;
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
    idleJsGzipBytes: 0,
    idleJsFiles: 0,
    jsTransferBytes: 0,
    cssGzipBytes: 0,
    images: 0,
    imageTransferBytes: 0,
    adminBytes: 0,
    cls: 0,
    lcpMs: null,
  };
  const jsGzip = new Map<string, number>();
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
          jsGzip.set(url, gzipSync(body, { level: 9 }).length);
          figures.jsTransferBytes += sizes.responseBodySize;
        } else if (/\.css(\?|$)/.test(url)) {
          figures.cssGzipBytes += gzipSync(body, { level: 9 }).length;
        } else if (response.request().resourceType() === 'image') {
          figures.images += 1;
          figures.imageTransferBytes += sizes.responseBodySize;
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
  // Files asked for from the idle-work mark on (same clock: the page's resource timing) are idle work.
  const idleFiles = await page.evaluate((mark) => {
    const idleFrom = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= idleFrom)
      .map((entry) => entry.name);
  }, IDLE_WORK_MARK);
  for (const [url, bytes] of jsGzip) {
    if (idleFiles.includes(url)) {
      figures.idleJsFiles += 1;
      figures.idleJsGzipBytes += bytes;
    } else figures.jsGzipBytes += bytes;
  }
  figures.jsFiles -= figures.idleJsFiles;
  const perf = await page.evaluate(
    () => (window as unknown as { __perf: { cls: number; lcp: number | null } }).__perf,
  );
  figures.cls = Math.round(perf.cls * 1000) / 1000;
  figures.lcpMs = perf.lcp === null ? null : Math.round(perf.lcp);
  await context.close();
  return figures;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface MainThreadFigures {
  url: string;
  /** The longest task on the page's main thread from navigation until the network is idle, ms. */
  longestTaskMs: number;
  /** How many of those tasks were longer than 50 ms (the long tasks Lighthouse's TBT counts). */
  longTasks: number;
  /** All the main thread's tasks over that time, ms. */
  totalMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string; data?: { processId?: number; url?: string; isOutermostMainFrame?: boolean } };
}

/**
 * The main threads (`pid:tid`) of the renderer processes the page's own document was committed in.
 * A trace also holds other renderers' main threads, named the same: the one of the tab's first
 * `about:blank` (busy 27 to 78 ms during a load, measured here) and at times one of the browser's own
 * pages (its omnibox's, 55 to 145 ms of module evaluation); counted, they were taken for the page's.
 */
function pageMainThreads(events: TraceEvent[], url: string): Set<string> {
  const origin = new URL(url).origin;
  const processes = new Set(
    events
      .filter(
        (event) =>
          event.name === 'FrameCommittedInBrowser' &&
          event.args?.data?.isOutermostMainFrame === true &&
          event.args.data.url?.startsWith(origin) === true,
      )
      .flatMap((event) => (event.args?.data?.processId === undefined ? [] : [event.args.data.processId])),
  );
  if (processes.size === 0) throw new Error(`the trace of ${url} does not say which process rendered it`);
  return new Set(
    events
      .filter(
        (event) =>
          event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && processes.has(event.pid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * Loads `url` in a fresh context (cold cache), with Chrome's trace on, and reads the main thread
 * (CrRendererMain) of the renderer the page was committed in out of it: its longest task (RunTask), how many were over 50 ms, and the
 * sum of all. `cpuSlowdown` runs the page's CPU that many times slower (Lighthouse's mobile preset
 * simulates 4); 1 is unthrottled. Figures to compare builds and pages with, beside a plain static page.
 */
export async function measureMainThread(
  browser: Browser,
  url: string,
  cpuSlowdown = 1,
): Promise<MainThreadFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  const mainThreads = pageMainThreads(trace.traceEvents, url);
  const tasks = trace.traceEvents
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    url,
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    longTasks: tasks.filter((ms) => ms > 50).length,
    totalMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
  };
}
