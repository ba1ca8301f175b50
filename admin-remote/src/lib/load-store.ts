import { toApiError } from '@store/api';
import { useEffect, useRef } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';

/**
 * Data the admin reads from the API, and where its latest request stands: a request goes pending
 * (`loading` true, `error` cleared), then fulfilled (`data` replaced) or rejected (`error` set, the
 * data shown before kept), as docs/product.md §4 describes every request.
 */
export interface LoadState<Query, Data> {
  data: Data;
  loading: boolean;
  /** Why the latest request failed, in the server's words when it sent some. */
  error: string | null;
  /** Sends a request. Only the answer to the latest one is applied: a slow earlier answer never
   * overwrites a later one (a search typed while the first page still loads). */
  load: (query: Query) => Promise<void>;
  /** Sends the latest request again (the Retry of a failed screen). */
  retry: () => Promise<void>;
  /** Applies what a change request answered (a row added, replaced or deleted) without a reload. */
  update: (recipe: (data: Data) => Data) => void;
}

export type LoadStore<Query, Data> = UseBoundStore<StoreApi<LoadState<Query, Data>>>;

/** A store for one kind of data the admin loads: a list page, the dashboard, the product edited. */
export function createLoadStore<Query, Data>(
  fetch: (query: Query) => Promise<Data>,
  initial: Data,
): LoadStore<Query, Data> {
  return create<LoadState<Query, Data>>()((set, get) => {
    let latest = 0;
    let last: { query: Query } | null = null;
    return {
      data: initial,
      loading: false,
      error: null,
      load: async (query) => {
        const mine = ++latest;
        last = { query };
        set({ loading: true, error: null });
        try {
          const data = await fetch(query);
          if (mine === latest) set({ data, loading: false });
        } catch (error) {
          if (mine === latest) set({ loading: false, error: toApiError(error).message });
        }
      },
      retry: () => (last === null ? Promise.resolve() : get().load(last.query)),
      update: (recipe) => set((state) => ({ data: recipe(state.data) })),
    };
  });
}

export type Loaded<Data> = Pick<LoadState<unknown, Data>, 'data' | 'loading' | 'error' | 'retry'>;

/**
 * Loads `query` into the store when the screen mounts and again whenever the query's value changes
 * (a new page, search or filter in the address), and returns the store's state for the screen.
 */
export function useLoaded<Query, Data>(store: LoadStore<Query, Data>, query: Query): Loaded<Data> {
  const load = store((state) => state.load);
  const current = useRef(query);
  current.current = query;
  // The query is compared by value: a new object with the same page and search sends nothing.
  const key = JSON.stringify(query) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's value
  useEffect(() => {
    void load(current.current);
  }, [load, key]);
  return {
    data: store((state) => state.data),
    loading: store((state) => state.loading),
    error: store((state) => state.error),
    retry: store((state) => state.retry),
  };
}
