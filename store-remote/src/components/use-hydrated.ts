import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true afterwards (and at once when
 * the page is rendered in the browser only). What lives in the browser's storage (the session, the
 * cart, the promo bar's dismissal) is shown only when it is true, so hydration renders exactly the
 * guest view the server sent, and the browser fills in the rest right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
