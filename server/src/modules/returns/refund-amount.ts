/**
 * What a return refunds (docs/product.md §4, Returns): the line's paid amount, its share of the
 * order's discount taken off, for the units returned. The share is spread over the line's units so
 * that refunding them all, in any number of returns, pays back exactly what the line cost.
 */
export function linePaidPaise(
  order: { subtotalPaise: number; discountPaise: number },
  unitPaise: number,
  bought: number,
): number {
  const lineTotal = unitPaise * bought;
  if (order.subtotalPaise <= 0 || order.discountPaise <= 0) return lineTotal;
  const share = Math.floor((order.discountPaise * lineTotal) / order.subtotalPaise);
  return Math.max(0, lineTotal - share);
}

/** The refund of `units` of a line of which `before` units were refunded already. */
export function refundPaise(linePaid: number, bought: number, before: number, units: number): number {
  if (bought <= 0) return 0;
  const upTo = (n: number) => Math.floor((linePaid * Math.min(n, bought)) / bought);
  return upTo(before + units) - upTo(before);
}
