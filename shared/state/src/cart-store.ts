import { ApiError, cartApi, emptyCart, errorMessage } from '@store/api';
import type { Cart } from '@store/contracts';
import { create } from 'zustand';
import { sessionHooks, useAuthStore } from './auth-store.ts';
import { isCart } from './guards.ts';
import { readJson, remove, writeJson } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export const CART_MESSAGES = {
  fetch: 'Failed to fetch cart',
  add: 'Failed to add to  cart',
  update: 'Failed to update cart item',
  remove: 'Failed to remove item',
  merge: 'Failed to merge cart',
} as const;

export interface LineKey {
  productId: string;
  size: string;
  color: string;
}

export interface CartState {
  /** The cart as the server last answered it, `notices` taken out (they live in `notices` below). */
  cart: Cart;
  loading: boolean;
  error: string | null;
  /**
   * What changed in the cart and why (a line reduced or dropped at sign-in, a variant no longer
   * sold), gathered from every answer until the storefront has shown them once and called
   * `clearNotices()`. Kept in memory only: a reload must not show them again.
   */
  notices: string[];
  /** Forgets the notices once they have been shown. */
  clearNotices: () => void;
  fetchCart: () => Promise<boolean>;
  addToCart: (line: LineKey & { quantity: number }) => Promise<boolean>;
  /** Sets a line's quantity (0 removes it). */
  updateQuantity: (line: LineKey & { quantity: number }) => Promise<boolean>;
  removeFromCart: (line: LineKey) => Promise<boolean>;
  /** Merges the current guest cart into the signed-in user's cart. */
  mergeCart: () => Promise<boolean>;
  /** Empties the cart and removes it from storage (after an order, on logout). */
  clearCart: () => void;
}

function owner() {
  const { user, guestId, guestSecret } = useAuthStore.getState();
  return user ? { userId: user._id, guestId, guestSecret } : { guestId, guestSecret };
}

/**
 * A guest's add that answers 403 reached a cart bound to another browser's secret: this guest id can
 * never be ours, so a new guest id and secret are made and the add is sent once more.
 */
async function asOwnGuest(call: () => Promise<Cart>): Promise<Cart> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || useAuthStore.getState().user !== null)
      throw error;
    useAuthStore.getState().renewGuest();
    return call();
  }
}

export const itemCount = (cart: Cart): number => cart.products.reduce((sum, line) => sum + line.quantity, 0);

/** The cart without its notices, as it is kept and stored (older answers may lack the field). */
const withoutNotices = (cart: Cart): Cart => ({ ...cart, notices: [] });

export const useCartStore = create<CartState>()((set) => {
  /**
   * Every call replaces the whole cart with the server's answer (docs/product.md §4). Only the answer to the
   * most recently started call is applied, so a slow earlier answer cannot overwrite a newer cart.
   */
  let latest = 0;
  async function run(
    call: () => Promise<Cart>,
    fallback: string,
    useServerMessage: boolean,
  ): Promise<boolean> {
    const mine = ++latest;
    set({ loading: true, error: null });
    try {
      const cart = await call();
      if (!isCart(cart)) throw new Error('The server answered something that is not a cart');
      // Notices tell of something that happened (a merge), so even an answer overtaken by a newer
      // call keeps them; its cart, though, is stale and only the latest one is applied.
      const notices = Array.isArray(cart.notices)
        ? cart.notices.filter((notice): notice is string => typeof notice === 'string' && notice !== '')
        : [];
      if (notices.length > 0) {
        set((state) => ({ notices: Array.from(new Set([...state.notices, ...notices])) }));
      }
      if (mine === latest) {
        const kept = withoutNotices(cart);
        writeJson(STORAGE_KEYS.cart, kept);
        set({ cart: kept, loading: false, error: null });
      }
      return true;
    } catch (error) {
      if (mine === latest)
        set({ loading: false, error: useServerMessage ? errorMessage(error, fallback) : fallback });
      return false;
    }
  }

  return {
    cart: withoutNotices(readJson(STORAGE_KEYS.cart, isCart) ?? emptyCart()),
    loading: false,
    error: null,
    notices: [],
    clearNotices: () => set({ notices: [] }),
    fetchCart: () => run(() => cartApi.fetchCart(owner()), CART_MESSAGES.fetch, true),
    addToCart: (line) =>
      run(() => asOwnGuest(() => cartApi.addToCart({ ...owner(), ...line })), CART_MESSAGES.add, true),
    updateQuantity: (line) =>
      run(() => cartApi.updateCartItem({ ...owner(), ...line }), CART_MESSAGES.update, false),
    removeFromCart: (line) =>
      run(() => cartApi.removeCartItem({ ...owner(), ...line }), CART_MESSAGES.remove, false),
    mergeCart: () =>
      run(
        () => cartApi.mergeCart(useAuthStore.getState().guestId, useAuthStore.getState().guestSecret),
        CART_MESSAGES.merge,
        false,
      ),
    clearCart: () => {
      latest++;
      remove(STORAGE_KEYS.cart);
      set({ cart: emptyCart(), loading: false, error: null });
    },
  };
});

sessionHooks.beforeSignIn.push(async () => {
  if (useCartStore.getState().cart.products.length > 0) await useCartStore.getState().mergeCart();
});
sessionHooks.onSignOut.push(() => useCartStore.getState().clearCart());
