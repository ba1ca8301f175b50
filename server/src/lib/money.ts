/** Money is integer paise in the database and rupees in JSON (docs/api.md, money). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/** Selling price: the discount price when set and lower than the price, else the price. */
export function sellingPaise(pricePaise: number, discountPaise: number | null): number {
  return discountPaise !== null && discountPaise < pricePaise ? discountPaise : pricePaise;
}
