import { GUEST_ID_PATTERN } from '@store/contracts/constants';
import { readString, writeString } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A new guest id, guest_{millisecond timestamp} (docs/product.md §9). The API accepts only ids that
 * match the contracts' GUEST_ID_PATTERN; `guest-id.test.ts` holds the two together.
 */
export function newGuestId(now: number = Date.now()): string {
  return `guest_${now}`;
}

/** The stored guest id, created and stored once when absent or not in the API's format. */
export function loadOrCreateGuestId(): string {
  const stored = readString(STORAGE_KEYS.guestId);
  if (stored !== null && GUEST_ID_PATTERN.test(stored)) return stored;
  const created = newGuestId();
  writeString(STORAGE_KEYS.guestId, created);
  return created;
}
