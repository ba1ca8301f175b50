import { configureApi } from '@store/api';
import { useAuthStore } from './auth-store.ts';

configureApi({ getToken: () => useAuthStore.getState().token });

export { type AuthState, selectIsAdmin, useAuthStore } from './auth-store.ts';
export { CART_MESSAGES, type CartState, itemCount, type LineKey, useCartStore } from './cart-store.ts';
export { startCartSync } from './cart-sync.ts';
export { newGuestId } from './guest-id.ts';
