import { errorMessage, userApi } from '@store/api';
import type { AuthResponse, LoginBody, PublicUser, RegisterBody } from '@store/contracts';
import { create } from 'zustand';
import { isPublicUser } from './guards.ts';
import { loadOrCreateGuestSession, newGuestId, newGuestSecret, startGuestSession } from './guest-id.ts';
import { readJson, readString, remove, writeJson, writeString } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  guestId: string;
  /** Sent with every guest cart call: only this browser can reach the guest's cart (docs/api.md). */
  guestSecret: string;
  loading: boolean;
  error: string | null;
  /** Signs in; on success the guest cart (if it has items) is merged first. Resolves true on success. */
  login: (body: LoginBody) => Promise<boolean>;
  register: (body: RegisterBody) => Promise<boolean>;
  /**
   * The session goes on with a new token for the same account (a password change ends every other
   * token and answers a fresh one): stored and used at once, without signing in again.
   */
  renewSession: (response: AuthResponse) => void;
  /**
   * Ends the token on the server and, at once and whatever the server answers, clears the user and
   * token, empties the cart and starts a new guest id (docs/product.md §4).
   */
  logout: () => void;
  /**
   * A new guest id and secret for a guest whose cart answers 403: its id is bound to another
   * browser's secret (made in the same millisecond elsewhere, or claimed first; docs/api.md).
   */
  renewGuest: () => void;
  clearError: () => void;
}

/**
 * What signing in and out does to other stores, registered by them (the cart store) so this module
 * does not import them. `beforeSignIn` runs with the new token already in place, before the user is
 * set, so the cart re-fetch that follows the user change sees the merged cart.
 */
export const sessionHooks: {
  beforeSignIn: Array<() => Promise<void>>;
  onSignOut: Array<() => void>;
} = { beforeSignIn: [], onSignOut: [] };

function initialSession(): Pick<AuthState, 'user' | 'token'> {
  const user = readJson(STORAGE_KEYS.userInfo, isPublicUser);
  const token = readString(STORAGE_KEYS.userToken);
  if (user === null || token === null || token === '') {
    remove(STORAGE_KEYS.userInfo);
    remove(STORAGE_KEYS.userToken);
    return { user: null, token: null };
  }
  return { user, token };
}

export const useAuthStore = create<AuthState>()((set, get) => {
  async function signIn(call: () => Promise<AuthResponse>): Promise<boolean> {
    set({ loading: true, error: null });
    let response: AuthResponse;
    try {
      response = await call();
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'Something went wrong. Please try again.') });
      return false;
    }
    set({ token: response.token });
    for (const hook of sessionHooks.beforeSignIn) await hook();
    writeJson(STORAGE_KEYS.userInfo, response.user);
    writeString(STORAGE_KEYS.userToken, response.token);
    set({ user: response.user, token: response.token, loading: false, error: null });
    return true;
  }

  return {
    ...initialSession(),
    ...loadOrCreateGuestSession(),
    loading: false,
    error: null,
    login: (body) => signIn(() => userApi.login(body)),
    register: (body) => signIn(() => userApi.register(body)),
    renewSession: (response) => {
      if (get().user === null) return;
      writeJson(STORAGE_KEYS.userInfo, response.user);
      writeString(STORAGE_KEYS.userToken, response.token);
      set({ user: response.user, token: response.token });
    },
    logout: () => {
      const { token } = get();
      // Signing out here never waits for, or depends on, the server: offline it still signs out.
      if (token !== null) userApi.logout(token).catch(() => undefined);
      remove(STORAGE_KEYS.userInfo);
      remove(STORAGE_KEYS.userToken);
      const guestId = newGuestId();
      writeString(STORAGE_KEYS.guestId, guestId);
      // A new guest id comes with its own secret (docs/api.md, guest carts).
      const guestSecret = newGuestSecret();
      writeString(STORAGE_KEYS.guestSecret, guestSecret);
      for (const hook of sessionHooks.onSignOut) hook();
      set({ user: null, token: null, guestId, guestSecret, error: null, loading: false });
    },
    renewGuest: () => set(startGuestSession()),
    clearError: () => {
      if (get().error !== null) set({ error: null });
    },
  };
});

export const selectIsAdmin = (state: AuthState): boolean => state.user?.role === 'admin';
