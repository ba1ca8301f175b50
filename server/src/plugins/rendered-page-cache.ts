/** How long a rendered page is sent again as it is (as long as the API keeps its answers). */
const PAGE_TTL_MS = 2_000;
const MAX_PAGES = 500;

/**
 * Rendered pages by address for a short while: every guest gets the same page, so a popular page is
 * rendered once every two seconds, not once per visitor. Cleared by every product or stock change
 * (the change feed), like the API's caches; a page rendered before a change is not kept.
 */
/** What the cache needs of the change feed (plugins/change-feed.ts). */
export interface ChangeSignal {
  subscribe: (handler: () => void) => void;
  live: () => boolean;
}

export function renderedPageCache(changes: ChangeSignal) {
  const pages = new Map<string, { status: number; body: Buffer; scriptHashes: string[]; until: number }>();
  let generation = 0;
  changes.subscribe(() => {
    pages.clear();
    generation++;
  });
  return {
    get(key: string) {
      const page = pages.get(key);
      if (page === undefined || !changes.live()) return undefined;
      if (page.until < Date.now()) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    /** Call before rendering; the returned function keeps the page unless something changed meanwhile. */
    keeper(key: string) {
      const started = generation;
      return (status: number, body: Buffer, scriptHashes: string[] = []) => {
        if (started !== generation || !changes.live()) return;
        if (pages.size >= MAX_PAGES) {
          const oldest = pages.keys().next();
          if (!oldest.done) pages.delete(oldest.value);
        }
        pages.set(key, { status, body, scriptHashes, until: Date.now() + PAGE_TTL_MS });
      };
    },
  };
}
