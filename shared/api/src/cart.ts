import type { Cart, CartAdd, CartRemove, CartUpdate } from '@store/contracts';
import { GUEST_SECRET_HEADER } from '@store/contracts/constants';
import { ApiError } from './errors.ts';
import { request } from './http.ts';
import { toSearchParams } from './search-params.ts';

export interface CartOwner {
  userId?: string | undefined;
  guestId?: string | undefined;
  /** The guest's secret, sent as the X-Guest-Secret header, never in a URL or a body (docs/api.md). */
  guestSecret?: string | undefined;
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

const secretHeaders = (guestSecret: string | undefined): Record<string, string> =>
  guestSecret ? { [GUEST_SECRET_HEADER]: guestSecret } : {};

/** GET /api/cart; a 404 (no cart yet) is an empty cart (docs/product.md §7). */
export async function fetchCart(owner: CartOwner): Promise<Cart> {
  try {
    const searchParams = toSearchParams({ userId: owner.userId, guestId: owner.guestId });
    return (await request<Cart>('/api/cart', { searchParams, headers: secretHeaders(owner.guestSecret) }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyCart(owner);
    throw error;
  }
}

/** A cart change: the line in the JSON body, the guest's secret in its header. */
async function change(method: 'post' | 'put' | 'delete', body: { guestSecret?: string | undefined }) {
  const { guestSecret, ...json } = body;
  return (await request<Cart>('/api/cart', { method, json, headers: secretHeaders(guestSecret) })).data;
}

type WithSecret<T> = T & { guestSecret?: string | undefined };
export const addToCart = (body: WithSecret<CartAdd>) => change('post', body);
export const updateCartItem = (body: WithSecret<CartUpdate>) => change('put', body);
export const removeCartItem = (body: WithSecret<CartRemove>) => change('delete', body);

/**
 * POST /api/cart/merge: moves the guest cart into the signed-in user's cart (bearer token); the
 * guest's secret proves the guest cart is this browser's.
 */
export const mergeCart = async (guestId: string, guestSecret?: string) =>
  (
    await request<Cart>('/api/cart/merge', {
      method: 'post',
      json: { guestId },
      headers: secretHeaders(guestSecret),
    })
  ).data;
