import { CART_MESSAGES, useCartStore } from '@store/state';
import { toast } from '@store/ui';
import { useCallback } from 'react';

/**
 * Runs a login or register call and says 'Failed to merge cart' (docs/product.md §8) when the guest
 * cart could not be merged: the sign-in still succeeds, and the cart re-fetch that follows clears the
 * store's error at once, so the failure is caught while it happens.
 */
export function useSignIn(): (call: () => Promise<boolean>) => Promise<boolean> {
  return useCallback(async (call) => {
    let mergeFailed = false;
    const stop = useCartStore.subscribe((state) => {
      if (state.error === CART_MESSAGES.merge) mergeFailed = true;
    });
    try {
      const ok = await call();
      if (ok && mergeFailed) toast.error(CART_MESSAGES.merge);
      return ok;
    } finally {
      stop();
    }
  }, []);
}
