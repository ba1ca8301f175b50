import { MAX_CART_QUANTITY } from '@store/contracts';
import { exactPaise, MAX_EXACT_PAISE, toPaise, toRupees } from './money.ts';

describe('amounts in paise', () => {
  it('holds every amount up to 2^53 paise exactly, and refuses beyond', () => {
    expect(MAX_EXACT_PAISE).toBe(2 ** 53 - 1);
    expect(exactPaise(0, MAX_EXACT_PAISE)).toBe(true);
    expect(exactPaise(MAX_EXACT_PAISE + 1)).toBe(false);
    expect(exactPaise(100, MAX_EXACT_PAISE * 2)).toBe(false);
  });

  it('keeps a line at the highest price and quantity, and the old 32-bit ceiling plus a rupee, to the paisa', () => {
    const line = toPaise(1_00_00_000) * MAX_CART_QUANTITY;
    expect(line).toBe(99_000_000_000);
    expect(exactPaise(line)).toBe(true);
    expect(toRupees(2_147_483_647 + 100)).toBe(21_474_837.47);
    expect(toPaise(toRupees(2_147_483_747))).toBe(2_147_483_747);
  });
});
