/**
 * The browser's stored state (docs/product.md §3): the cart, the signed-in user and token, and the
 * guest id and its secret, each under this localStorage key. Only this package reads and writes them.
 */
export const STORAGE_KEYS = {
  cart: 'cart',
  userInfo: 'userInfo',
  userToken: 'userToken',
  guestId: 'guestId',
  /** The secret that binds the guest's cart to this browser (beside guestId). */
  guestSecret: 'guestSecret',
} as const;
