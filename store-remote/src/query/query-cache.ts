import { toApiError } from '@store/api';

/** One piece of a screen's data: where it is kept in the cache and how to ask the API for it. */
export interface Query<T> {
  key: string;
  fetch: () => Promise<T>;
}

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `error`: the message a screen shows; `httpStatus`: the API's answer (404: no such record). */
  | { status: 'failed'; error: string; httpStatus?: number };

/** Settled entries as the page carries them to the browser (the server's data script). */
export type DehydratedEntries = Record<string, { data: unknown } | { error: string; httpStatus?: number }>;

/** What the server hands the page: the entries and the address they were loaded for. */
export type DehydratedCache = {
  url: string;
  entries: DehydratedEntries;
};

interface Entry {
  state: QueryState<unknown>;
  /** The request under way for this key, which a second asker joins instead of asking again. */
  request?: Promise<QueryState<unknown>>;
  /** Loaded for the first page (by the server, or hydrated from its data): no request needed there. */
  firstPage: boolean;
}

const LOADING: QueryState<never> = { status: 'loading' };

/**
 * The storefront's data by key (docs/architecture.md §2, Server rendering): each key has its own
 * loading, data and error, a request under way is shared by everyone asking for its key, and the
 * entries loaded for the first page (on the server, then hydrated in the browser from the page's
 * data) serve that page without a request until the shopper moves on. After that a screen asks
 * again whenever it is shown, as a screen rendered in the browser always did.
 */
export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();
  /** The address of the first page, while the shopper is still on it; null afterwards. */
  #firstPage: string | null;

  constructor(firstPage: string | null = null, entries: DehydratedEntries = {}) {
    this.#firstPage = firstPage;
    for (const [key, value] of Object.entries(entries)) {
      // The page's script is data from outside: an entry of another shape is left to be asked for.
      if (typeof value !== 'object' || value === null) continue;
      const state: QueryState<unknown> =
        'data' in value ? { status: 'ready', data: value.data } : { status: 'failed', ...value };
      this.#entries.set(key, { state, firstPage: true });
    }
  }

  /** Calls `listener` whenever an entry changes (useSyncExternalStore's subscribe). */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The entry under `key`; the same object until it changes. */
  get<T>(key: string): QueryState<T> | undefined {
    return this.#entries.get(key)?.state as QueryState<T> | undefined;
  }

  /** The data of `query` when it has been answered. */
  data<T>(query: Query<T>): T | undefined {
    const state = this.get<T>(query.key);
    return state?.status === 'ready' ? state.data : undefined;
  }

  /** True while `url` is the first page and the entry was loaded for it. */
  servesFirstPage(key: string, url: string): boolean {
    return url === this.#firstPage && this.#entries.get(key)?.firstPage === true;
  }

  /** The shopper has left the first page: its entries are asked for again like any other. */
  leaveFirstPage(): void {
    this.#firstPage = null;
  }

  /** Asks the API for `query`, or joins the request for its key already under way. */
  fetch<T>(query: Query<T>): Promise<QueryState<T>> {
    const running = this.#entries.get(query.key)?.request;
    if (running) return running as Promise<QueryState<T>>;
    const request = query.fetch().then(
      (data): QueryState<T> => ({ status: 'ready', data }),
      (error: unknown): QueryState<T> => {
        const failure = toApiError(error);
        return { status: 'failed', error: failure.message, httpStatus: failure.status };
      },
    );
    const entry: Entry = { state: LOADING, request, firstPage: this.#firstPage !== null };
    this.#set(query.key, entry);
    return request.then((state) => {
      if (this.#entries.get(query.key) === entry) this.#set(query.key, { state, firstPage: entry.firstPage });
      return state;
    });
  }

  /** The settled entries loaded for the first page, for the page's data script. */
  dehydrate(): DehydratedEntries {
    const entries: DehydratedEntries = {};
    for (const [key, { state, firstPage }] of this.#entries) {
      if (!firstPage) continue;
      if (state.status === 'ready') entries[key] = { data: state.data };
      else if (state.status === 'failed')
        entries[key] = {
          error: state.error,
          ...(state.httpStatus === undefined ? {} : { httpStatus: state.httpStatus }),
        };
    }
    return entries;
  }

  /** Forgets every entry (a test's fresh start). */
  clear(): void {
    this.#entries.clear();
    this.#firstPage = null;
    this.#notify();
  }

  #set(key: string, entry: Entry): void {
    this.#entries.set(key, entry);
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
