/** Money on a screen (docs/product.md §9): Indian grouping, and either every amount with paise or none. */
import { expect, type Locator } from '@playwright/test';

/** ₹999, ₹1,299, ₹1,00,000, ₹12,34,567.50: groups of two above the thousands. */
const INDIAN = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d{2})?$/;

/** Every amount shown in `scope` (its visible text), in order. */
export async function amountsIn(scope: Locator): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: only what is shown (a closed drawer's total is not)
  const text = await scope.innerText();
  return text.match(/₹[\d,]+(?:\.\d+)?/g) ?? [];
}

/**
 * Fails unless every amount in `scope` is grouped the Indian way and they agree on paise: all with two
 * decimals or all without. Answers the amounts, for exact assertions.
 */
export async function expectOneMoneyForm(scope: Locator, screen: string): Promise<string[]> {
  const amounts = await amountsIn(scope);
  expect(amounts.length, `${screen}: amounts on screen`).toBeGreaterThan(0);
  for (const amount of amounts)
    expect(amount, `${screen}: ${amount} is grouped the Indian way`).toMatch(INDIAN);
  const withPaise = amounts.filter((amount) => amount.includes('.'));
  expect(
    withPaise.length === 0 || withPaise.length === amounts.length,
    `${screen}: ${amounts.join(' ')} mix whole rupees and paise`,
  ).toBe(true);
  return amounts;
}
