import { useAuthStore } from './auth-store.ts';
import { useCartStore } from './cart-store.ts';

let stop: (() => void) | null = null;

/**
 * Re-fetches the cart whenever the user or the guest id changes (docs/product.md §4), and once now.
 * Called by the shell at start-up; calling it again is harmless.
 */
export function startCartSync(): () => void {
  if (stop !== null) return stop;
  let key = ownerKey();
  void useCartStore.getState().fetchCart();
  const unsubscribe = useAuthStore.subscribe(() => {
    const next = ownerKey();
    if (next === key) return;
    key = next;
    void useCartStore.getState().fetchCart();
  });
  stop = () => {
    unsubscribe();
    stop = null;
  };
  return stop;
}

function ownerKey(): string {
  const { user, guestId } = useAuthStore.getState();
  return `${user?._id ?? ''}|${guestId}`;
}
