/** Money is integer paise in the database and rupees in JSON (docs/api.md, money). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/** Selling price: the discount price when set and lower than the price, else the price. */
export function sellingPaise(pricePaise: number, discountPaise: number | null): number {
  return discountPaise !== null && discountPaise < pricePaise ? discountPaise : pricePaise;
}

/**
 * The largest amount stored and summed exactly: checkouts and orders keep bigint paise, read as
 * JavaScript numbers, which are exact up to 2^53 (about ₹90 lakh crore).
 */
export const MAX_EXACT_PAISE = Number.MAX_SAFE_INTEGER;

/** True when every amount is held exactly (at most MAX_EXACT_PAISE): a checkout beyond is refused. */
export const exactPaise = (...amounts: number[]): boolean =>
  amounts.every((paise) => paise <= MAX_EXACT_PAISE);
