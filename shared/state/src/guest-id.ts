import { GUEST_ID_PATTERN, GUEST_SECRET_PATTERN } from '@store/contracts/constants';
import { readString, writeString } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A new guest id, guest_{millisecond timestamp} (docs/product.md §9). The API accepts only ids that
 * match the contracts' GUEST_ID_PATTERN; `guest-id.test.ts` holds the two together.
 */
export function newGuestId(now: number = Date.now()): string {
  return `guest_${now}`;
}

/**
 * A new guest secret: 32 random bytes in hex. The guest id is guessable; the API lets only the
 * browser that holds this secret read, change or merge the guest's cart (docs/api.md, guest carts).
 */
export function newGuestSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A guest's identity in this browser: the id and the secret that goes with it. */
export interface GuestSession {
  guestId: string;
  guestSecret: string;
}

/** A new guest id with its own new secret, stored side by side. */
export function startGuestSession(): GuestSession {
  const session = { guestId: newGuestId(), guestSecret: newGuestSecret() };
  writeString(STORAGE_KEYS.guestId, session.guestId);
  writeString(STORAGE_KEYS.guestSecret, session.guestSecret);
  return session;
}

/**
 * The stored guest id and secret. A new pair replaces an id the API would refuse; a valid id
 * stored before secrets existed keeps its cart: it gets a secret, and the API binds the cart to it
 * on the next call.
 */
export function loadOrCreateGuestSession(): GuestSession {
  const guestId = readString(STORAGE_KEYS.guestId);
  if (guestId === null || !GUEST_ID_PATTERN.test(guestId)) return startGuestSession();
  const stored = readString(STORAGE_KEYS.guestSecret);
  if (stored !== null && GUEST_SECRET_PATTERN.test(stored)) return { guestId, guestSecret: stored };
  const guestSecret = newGuestSecret();
  writeString(STORAGE_KEYS.guestSecret, guestSecret);
  return { guestId, guestSecret };
}

/** The stored guest id, created and stored once when absent or not in the API's format. */
export function loadOrCreateGuestId(): string {
  return loadOrCreateGuestSession().guestId;
}
