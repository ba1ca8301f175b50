import { GUEST_SECRET_PATTERN, guestIdSchema } from '@store/contracts';
import { loadOrCreateGuestId, newGuestId, newGuestSecret } from './guest-id.ts';

/*
 * The guest id's format belongs to the API (the contracts' guestIdSchema validates it on the server);
 * this package makes the ids and keeps them. These tests hold the two together.
 */
describe('guest ids and the API contract', () => {
  it('makes ids the API accepts, now and for any millisecond timestamp', () => {
    for (const now of [Date.now(), 0, 1_700_000_000_000, 9_999_999_999_999]) {
      expect(guestIdSchema.safeParse(newGuestId(now)).success).toBe(true);
    }
  });

  it('keeps a stored id the API accepts', () => {
    localStorage.setItem('guestId', 'guest_1700000000000');
    expect(loadOrCreateGuestId()).toBe('guest_1700000000000');
  });

  it.each(['guest_', 'guest_12a', 'user_1700000000000', ' guest_1'])(
    'replaces a stored id the API would refuse (%j) with a new one it accepts',
    (stored) => {
      expect(guestIdSchema.safeParse(stored).success).toBe(false);
      localStorage.setItem('guestId', stored);
      const id = loadOrCreateGuestId();
      expect(id).not.toBe(stored);
      expect(guestIdSchema.safeParse(id).success).toBe(true);
      expect(localStorage.getItem('guestId')).toBe(id);
    },
  );

  it('makes secrets the API accepts, each one new', () => {
    const secrets = new Set(Array.from({ length: 20 }, newGuestSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(GUEST_SECRET_PATTERN.test(secret)).toBe(true);
  });
});
