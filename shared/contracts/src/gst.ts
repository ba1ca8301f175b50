/**
 * GST inside tax-inclusive prices (docs/product.md §11), without zod: the server writes invoices
 * and credit notes with it and the storefront's cart estimates "Includes GST of ₹X" with the same
 * rules. Every amount is integer paise; every division is exact integer arithmetic (BigInt), rounded
 * half up, so that for every order the taxable values plus the taxes equal what was charged, exactly.
 *
 * The rules, in order:
 * 1. An order discount (the first-order 20%) is shared among the goods lines in proportion to their
 *    amounts (unit price × quantity): each line gets its share rounded down to the paisa, and the
 *    paise left over go one each to the lines with the largest remainders (the earlier line first
 *    on a tie). The shares add up to the discount exactly.
 * 2. The rate of a goods line comes from the dated table for apparel (HSN chapters 61 and 62) on
 *    the day of supply in India (IST): the value of one piece is what the shopper paid for the
 *    line after its discount share, divided by the quantity. Prices include the tax, so the value
 *    before tax is worked back: the lower rate applies when that piece's price divided by
 *    (1 + lower rate) is at most the threshold, else the higher rate. Between threshold × (1 + lower
 *    rate) and threshold × (1 + higher rate) (₹2,625.00 to ₹2,950.00 from 22 September 2025) the
 *    price could be read either way; this rule charges the higher rate from ₹2,625.01 a piece up.
 * 3. A charge (shipping, a cash-on-delivery fee) follows the goods: the highest rate among the
 *    order's goods lines.
 * 4. The tax of a line is worked out and rounded once, at the full rate: amount × rate / (100 +
 *    rate), half up. It does not depend on the head: within the shop's state it is split into CGST
 *    (half of it, rounded down) and SGST (the rest, so SGST is CGST or one paisa more); elsewhere it
 *    is all IGST. The taxable value is the line's amount less its tax, so taxable value + taxes =
 *    amount for every line, and the GST of an order is the same before its delivery state is known
 *    (the cart's "Includes GST of ₹X") as on its invoice.
 */

/** One row of the dated rate table: from `from` (IST date, inclusive) until the next row. */
export interface ApparelRateSlab {
  from: string;
  /** Value of one piece (before tax) up to which the lower rate applies, in paise. */
  thresholdPaise: number;
  lowerRate: number;
  higherRate: number;
}

/** The apparel rates (HSN 61, 62), oldest first. */
export const APPAREL_RATES: readonly ApparelRateSlab[] = [
  { from: '2017-07-01', thresholdPaise: 100_000, lowerRate: 5, higherRate: 12 },
  { from: '2025-09-22', thresholdPaise: 250_000, lowerRate: 5, higherRate: 18 },
];

/** The calendar day (YYYY-MM-DD) of an instant in India (UTC+05:30, no daylight saving). */
export function istDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The slab in force on the day of `at` in India. */
export function apparelSlab(at: Date): ApparelRateSlab {
  const day = istDate(at);
  let found = APPAREL_RATES[0] as ApparelRateSlab;
  for (const slab of APPAREL_RATES) if (slab.from <= day) found = slab;
  return found;
}

/**
 * The rate (percent) of `quantity` pieces sold for `amountPaise` in all (tax included, after
 * discount): rule 2 above, exact (no rounding of the per-piece value).
 */
export function apparelRate(amountPaise: number, quantity: number, at: Date): number {
  const slab = apparelSlab(at);
  // amount / quantity / (1 + lower/100) <= threshold  ⇔  amount × 100 <= threshold × (100 + lower) × quantity
  const lower =
    BigInt(amountPaise) * 100n <=
    BigInt(slab.thresholdPaise) * BigInt(100 + slab.lowerRate) * BigInt(quantity);
  return lower ? slab.lowerRate : slab.higherRate;
}

/** round(numerator / denominator), half up, for non-negative integers. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Rule 1: `totalPaise` shared in proportion to `weights`; the shares add up to it exactly. */
export function allocate(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (sum === 0n || totalPaise === 0) return weights.map(() => 0);
  const total = BigInt(totalPaise);
  const shares = weights.map((weight) => (total * BigInt(weight)) / sum);
  const remainders = weights.map((weight, index) => ({ index, rest: (total * BigInt(weight)) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** Rule 4: the tax inside `amountPaise` at `rate`, rounded once, whatever the head. */
export function taxOf(amountPaise: number, rate: number): number {
  return Number(divRound(BigInt(amountPaise) * BigInt(rate), BigInt(100 + rate)));
}

/** Rule 4: the tax inside `amountPaise` at `rate`, by head. */
export function taxInside(
  amountPaise: number,
  rate: number,
  intraState: boolean,
): { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  const tax = taxOf(amountPaise, rate);
  if (intraState) {
    const cgst = Math.floor(tax / 2);
    return { taxablePaise: amountPaise - tax, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
  }
  return { taxablePaise: amountPaise - tax, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}

export interface TaxGoodsInput {
  description: string;
  size: string;
  color: string;
  hsn: string;
  quantity: number;
  /** Tax-inclusive selling price of one piece. */
  unitPricePaise: number;
}

export interface TaxChargeInput {
  description: string;
  amountPaise: number;
}

export interface TaxInput {
  /** The time of supply (the order's time): picks the rate table. */
  at: Date;
  goods: readonly TaxGoodsInput[];
  /** The order's discount, shared among the goods lines (rule 1). */
  discountPaise: number;
  charges: readonly TaxChargeInput[];
  /** True when the delivery state is the shop's own state (CGST + SGST), else IGST. */
  intraState: boolean;
}

/** One line of an invoice or credit note. */
export interface TaxedLine {
  kind: 'goods' | 'charge';
  description: string;
  size: string;
  color: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of the order's discount. */
  discountPaise: number;
  /** What was charged for the line: unit price × quantity − discount; = taxable + taxes. */
  amountPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst. */
  taxPaise: number;
  /** taxable + tax: what was charged. */
  totalPaise: number;
}

export interface TaxBreakdown extends TaxTotals {
  intraState: boolean;
  lines: TaxedLine[];
}

/** Sums of the lines. */
export function totalsOf(lines: readonly TaxedLine[]): TaxTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.amountPaise;
  }
  totals.taxPaise = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  return totals;
}

/** An order's GST, line by line (rules 1 to 4). */
export function computeGst(input: TaxInput): TaxBreakdown {
  const gross = input.goods.map((line) => line.unitPricePaise * line.quantity);
  const shares = allocate(input.discountPaise, gross);
  const goods: TaxedLine[] = input.goods.map((line, index) => {
    const discountPaise = shares[index] ?? 0;
    const amountPaise = (gross[index] ?? 0) - discountPaise;
    const ratePercent = apparelRate(amountPaise, line.quantity, input.at);
    return {
      kind: 'goods',
      description: line.description,
      size: line.size,
      color: line.color,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise,
      amountPaise,
      ratePercent,
      ...taxInside(amountPaise, ratePercent, input.intraState),
    };
  });
  const chargeRate = goods.reduce((highest, line) => Math.max(highest, line.ratePercent), 0);
  const chargeHsn = goods.find((line) => line.ratePercent === chargeRate)?.hsn ?? '';
  const charges: TaxedLine[] = input.charges
    .filter((charge) => charge.amountPaise > 0)
    .map((charge) => ({
      kind: 'charge',
      description: charge.description,
      size: '',
      color: '',
      hsn: chargeHsn,
      quantity: 1,
      unitPricePaise: charge.amountPaise,
      discountPaise: 0,
      amountPaise: charge.amountPaise,
      ratePercent: chargeRate,
      ...taxInside(charge.amountPaise, chargeRate, input.intraState),
    }));
  const lines = [...goods, ...charges];
  return { intraState: input.intraState, lines, ...totalsOf(lines) };
}

/**
 * The GST included in a cart or checkout total, for "Includes GST of ₹X": rules 1 to 4. The delivery
 * state may not be known yet and need not be: under rule 4 the tax of a line is the same under
 * either head, so this is the tax the invoice will carry, to the paisa.
 */
export function includedGstPaise(
  lines: ReadonlyArray<{ unitPricePaise: number; quantity: number }>,
  discountPaise: number,
  at: Date,
  chargesPaise = 0,
): number {
  return computeGst({
    at,
    goods: lines.map((line) => ({ ...line, description: '', size: '', color: '', hsn: '' })),
    discountPaise,
    charges: chargesPaise > 0 ? [{ description: '', amountPaise: chargesPaise }] : [],
    intraState: false,
  }).taxPaise;
}

/** The seller on a tax document, as it was when the document was issued. */
export interface TaxSupplier {
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
}

/** The buyer (an unregistered shopper) and where the goods go, as on the order. */
export interface TaxBuyer {
  name: string;
  /** The delivery address, one line per entry. */
  addressLines: string[];
  /** The delivery state ('' when the address has none, outside India). */
  state: string;
  /** Its GST state code ('' outside India: '97 Other Territory' is not used). */
  stateCode: string;
}
