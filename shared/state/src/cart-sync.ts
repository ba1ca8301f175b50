import { useAuthStore } from './auth-store.ts';
import { useCartStore } from './cart-store.ts';

let stop: (() => void) | null = null;

/**
 * Re-fetches the cart whenever the user or the guest id changes (docs/product.md §4), and once now
 * unless there is nothing to fetch: a guest whose stored cart holds no line (a first visit) has an
 * empty cart on the server too, since every answer that changes a guest's cart is stored, so the
 * first page spends no request on it. Called by the shell at start-up; calling it again is harmless.
 */
export function startCartSync(): () => void {
  if (stop !== null) return stop;
  let key = ownerKey();
  const { user } = useAuthStore.getState();
  if (user !== null || useCartStore.getState().cart.products.length > 0) {
    void useCartStore.getState().fetchCart();
  }
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
