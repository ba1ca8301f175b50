import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the server's HTML without its scripts: rendered on the server, and during
 * hydration, whose first pass must match that HTML. True once the storefront's scripts run it (at
 * once when it is rendered in the browser without server HTML). Controls that need scripts (a slider,
 * a drawer) render a link or a GET form while it is false, so a shopper without JavaScript can still
 * use them (docs/product.md §2, "without JavaScript").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
