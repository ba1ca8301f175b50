import type { CartLine } from '@store/contracts';

/**
 * What the sale prices save on these lines, in rupees: (list price − price) × quantity, worked out in
 * paise. A line stored before lines carried their list price counts as no saving until the server's
 * cart replaces it.
 */
export function cartSavings(lines: readonly CartLine[]): number {
  const paise = lines.reduce((sum, line) => {
    const each = Math.round(((line.listPrice ?? line.price) - line.price) * 100);
    return sum + Math.max(0, each) * line.quantity;
  }, 0);
  return paise / 100;
}

/** 'You save ₹X' (docs/product.md §2, cart). */
export const savingsLabel = (amount: string) => `You save ${amount}`;
