import type { PageEncoding } from './page-encodings.ts';

/**
 * Rendered pages by address, kept until the change feed says something they show has changed
 * (docs/architecture.md §2, Cache): every guest gets the same page, so a popular page is rendered
 * once per change, not once per visitor or per few seconds. Concurrent misses of one address share
 * one render. Pages are dropped by what they were rendered from (`PageDependencies`), oldest used
 * first beyond MAX_BYTES, all at once when the feed may have missed changes; while it is not live
 * the cache is bypassed.
 */

/** Bytes of pages kept (a product page is about 50 KB: some 2,500 pages). */
const MAX_BYTES = 128 * 1024 * 1024;

/** What a page was rendered from, as far as the change feed's topics go. */
export interface PageDependencies {
  /** Products whose own answer the page shows (a product page: the product and its similar ones). */
  products: ReadonlySet<string>;
  /**
   * Groups of products ("gender|category") whose ranking the page shows (similar products: the best
   * rated of the product's group): any stock or sales change in the group may reorder it.
   */
  groups: ReadonlySet<string>;
  /** The page shows a listing (home, collections): any product or stock change may change it. */
  catalogue: boolean;
}

export interface RenderedPage {
  status: number;
  body: Buffer;
  /** Its compressed copies, made when first asked for (page-encodings.ts); not counted in MAX_BYTES. */
  encodings: Map<PageEncoding, Promise<Buffer>>;
  /** CSP sources of the page's inline scripts ('sha256-...'). */
  scriptHashes: string[];
  /** How long the render took, by part (data, React, serialization; ms), for Server-Timing. */
  timings: Record<string, number>;
}

/** A render's outcome: the page and what it was rendered from, or null (not server-rendered). */
export type RenderOutcome = (RenderedPage & { dependencies: PageDependencies }) | null;

type Kept = RenderedPage & { dependencies: PageDependencies };

/** What the cache needs of the change feed (plugins/change-feed.ts). */
export interface ChangeSignal {
  subscribe: (handler: (topic: 'products' | 'stock' | 'all', productIds?: readonly string[]) => void) => void;
  live: () => boolean;
}

export interface PageCacheOptions {
  /** The group ("gender|category") of a product as last known, or undefined when unknown. */
  groupOf?: (productId: string) => string | undefined;
  maxBytes?: number;
}

export function renderedPageCache(changes: ChangeSignal, options: PageCacheOptions = {}) {
  const groupOf = options.groupOf ?? (() => undefined);
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  /** In least recently used order (a hit moves its page to the end). */
  const pages = new Map<string, Kept>();
  const pending = new Map<string, Promise<RenderedPage | null>>();
  let bytes = 0;
  /** Bumped by every change: a render that started before one is answered but not kept. */
  let generation = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (page === undefined) return;
    bytes -= page.body.length;
    pages.delete(key);
  };

  changes.subscribe((topic, productIds) => {
    generation++;
    pending.clear();
    if (topic === 'all' || productIds === undefined) {
      pages.clear();
      bytes = 0;
      return;
    }
    const changed = new Set(productIds);
    const groups = new Set<string>();
    let unknownGroup = false;
    for (const id of productIds) {
      const group = groupOf(id);
      if (group === undefined) unknownGroup = true;
      else groups.add(group);
    }
    for (const [key, { dependencies }] of pages) {
      const affected =
        dependencies.catalogue ||
        [...dependencies.products].some((id) => changed.has(id)) ||
        // A product created or edited (its group, name, price or rating) may join or leave any
        // product's similar products; a stock change only reorders its own group.
        (dependencies.groups.size > 0 &&
          (topic === 'products' || unknownGroup || [...dependencies.groups].some((g) => groups.has(g))));
      if (affected) drop(key);
    }
  });

  const keep = (key: string, page: Kept) => {
    drop(key);
    pages.set(key, page);
    bytes += page.body.length;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    /** The page kept for `key` (marked as just used), or undefined. */
    get(key: string): RenderedPage | undefined {
      if (!changes.live()) return undefined;
      const page = pages.get(key);
      if (page === undefined) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /**
     * The render of `key` already under way, or a new one (kept when it succeeds and nothing
     * changed meanwhile). `render` answers null for a page that is not server-rendered.
     */
    render(key: string, render: () => Promise<RenderOutcome>): Promise<RenderedPage | null> {
      if (!changes.live()) return render();
      const running = pending.get(key);
      if (running) return running;
      const started = generation;
      const rendering = render().then(
        (page) => {
          if (pending.get(key) === rendering) pending.delete(key);
          if (page !== null && started === generation && changes.live()) keep(key, page);
          return page;
        },
        (error: unknown) => {
          if (pending.get(key) === rendering) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, rendering);
      return rendering;
    },
    /** Stops sharing `rendering` with later requests (it is still kept if it ends well). */
    forget(key: string, rendering: Promise<RenderedPage | null>): void {
      if (pending.get(key) === rendering) pending.delete(key);
    },
    /** Pages kept and their bytes (for tests and the log). */
    size: () => ({ pages: pages.size, bytes }),
  };
}
