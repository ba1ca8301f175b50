import { newId } from './ids.ts';

describe('newId', () => {
  it('starts with the creation second in 8 hex characters and ends with 16 random ones', () => {
    const at = Date.UTC(2026, 10, 27, 12, 0, 0);
    const id = newId(at);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id.slice(0, 8)).toBe((at / 1000).toString(16).padStart(8, '0'));
  });

  it('never repeats, also across the draws of fresh random bytes (512 ids each)', () => {
    const at = Date.now();
    const ids = Array.from({ length: 5_000 }, () => newId(at));
    // One second for all: the random parts alone keep them apart.
    expect(new Set(ids).size).toBe(5_000);
  });
});
