import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates (its first pass must match the
 * server's HTML), true afterwards, and at once when the page is rendered in the browser only. What
 * lives in the browser's storage (the session, the cart, the promo bar's dismissal) is shown only
 * when it is true, so hydration renders exactly the guest view the server sent. Controls that need
 * scripts (a slider, a drawer) render a link or a GET form while it is false, so a shopper without
 * JavaScript can still use them (docs/product.md §2, "without JavaScript").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
