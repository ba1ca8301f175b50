import { useAuthStore } from '@store/state';

/** Where Proceed to Checkout leads (docs/product.md §2): /checkout when signed in, else login first. */
export const GUEST_CHECKOUT_PATH = '/login?redirect=checkout';

export function useCheckoutPath(): string {
  return useAuthStore((state) => (state.user ? '/checkout' : GUEST_CHECKOUT_PATH));
}
