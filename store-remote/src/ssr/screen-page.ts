import type { Product } from '@store/contracts';
import type { QueryCache } from '../query/query-cache.ts';

/** The address a screen is shown at: its route's parameters and the query string. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** What a server-rendered page shows, for its head tags (head.ts). */
export type PageFacts =
  | { kind: 'home'; bestSeller: Product | null }
  | { kind: 'listing'; title: string; collection: string; total: number; page: number; products: Product[] }
  | { kind: 'product'; product: Product }
  | { kind: 'static'; title: string }
  | { kind: 'not-found' };

/**
 * The server's side of a screen with data (app/routes.tsx): `load` fills the page's cache with what
 * the screen shows first (the same queries the screen reads), `facts` says from it what the head
 * tells; a page whose facts are `not-found` answers 404.
 */
export interface ScreenPage {
  load: (address: PageAddress, cache: QueryCache) => Promise<void>;
  facts: (address: PageAddress, cache: QueryCache) => PageFacts;
}
