import type { Cart, CartAdd, CartRemove, CartUpdate } from '@store/contracts';
import { ApiError } from './errors.ts';
import { get, send } from './http.ts';

export interface CartOwner {
  userId?: string | undefined;
  guestId?: string | undefined;
}

export function emptyCart(owner: CartOwner = {}): Cart {
  return {
    _id: null,
    products: [],
    totalPrice: 0,
    user: owner.userId ?? null,
    guestId: owner.guestId ?? null,
    notices: [],
  };
}

/** GET /api/cart; a 404 (no cart yet) is an empty cart (docs/product.md §7). */
export async function fetchCart(owner: CartOwner): Promise<Cart> {
  try {
    return await get<Cart>('/api/cart', { userId: owner.userId, guestId: owner.guestId });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyCart(owner);
    throw error;
  }
}

export const addToCart = (body: CartAdd) => send<Cart>('post', '/api/cart', body);
export const updateCartItem = (body: CartUpdate) => send<Cart>('put', '/api/cart', body);
export const removeCartItem = (body: CartRemove) => send<Cart>('delete', '/api/cart', body);
/** POST /api/cart/merge: moves the guest cart into the signed-in user's cart (bearer token). */
export const mergeCart = (guestId: string) => send<Cart>('post', '/api/cart/merge', { guestId });
