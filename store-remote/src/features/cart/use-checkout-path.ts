import { useAuthStore } from '@store/state';

/** Where Proceed to Checkout leads (spec §2): /checkout when signed in, else login first. */
export const GUEST_CHECKOUT_PATH = '/login?redirect=checkout';

export function useCheckoutPath(): string {
  return useAuthStore((state) => (state.user ? '/checkout' : GUEST_CHECKOUT_PATH));
}
