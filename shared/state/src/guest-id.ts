import { GUEST_ID_PATTERN, STORAGE_KEYS } from '@store/contracts/constants';
import { readString, writeString } from './storage.ts';

/** A new guest id of spec §9: guest_{millisecond timestamp}. */
export function newGuestId(now: number = Date.now()): string {
  return `guest_${now}`;
}

/** The stored guest id, created and stored once when absent or unreadable. */
export function loadOrCreateGuestId(): string {
  const stored = readString(STORAGE_KEYS.guestId);
  if (stored !== null && GUEST_ID_PATTERN.test(stored)) return stored;
  const created = newGuestId();
  writeString(STORAGE_KEYS.guestId, created);
  return created;
}
