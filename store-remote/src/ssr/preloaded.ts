import { SERVER_DATA_ELEMENT_ID } from '@store/contracts/server-render';
import { useLocation } from '@store/router';
import { createContext, useContext } from 'react';

/**
 * The data a server-rendered page was rendered with (docs/architecture.md §2, Server rendering): on
 * the server it comes through this context; in the browser from the page's JSON script, read once.
 * Keys are those of `PRELOAD` (preload-keys.ts); `url` is the page the data belongs to.
 */
export interface Preloaded {
  url: string;
  entries: Record<string, unknown>;
}

export const PreloadedContext = createContext<Preloaded | null>(null);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let fromPage: Preloaded | null | undefined;

function pageData(): Preloaded | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  if (typeof document === 'undefined') return null;
  try {
    const value: unknown = JSON.parse(document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent ?? 'null');
    if (isRecord(value) && typeof value.url === 'string' && isRecord(value.entries)) {
      fromPage = { url: value.url, entries: value.entries };
    }
  } catch {
    // No usable data: every screen loads its own, as on a page rendered in the browser.
  }
  return fromPage;
}

/** The page's data serves its first screen only: once the shopper moves on, screens load their own. */
export function forgetPreloaded(): void {
  fromPage = null;
}

/** The value the page was rendered with under `key`, while the page is still at that address. */
export function usePreloaded<T>(key: string): T | undefined {
  const onServer = useContext(PreloadedContext);
  const { pathname, search } = useLocation();
  const data = onServer ?? pageData();
  if (data === null || data.url !== `${pathname}${search}`) return undefined;
  return data.entries[key] as T | undefined;
}
