import type { Checkout } from '@store/contracts';
import { includedGstPaise } from '@store/contracts/gst';
import type { checkouts } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';
import { type CodRules, codQuote } from '../payments/index.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The checkout as the API answers it; with the store's rules, whether it may be paid on delivery. */
export function serializeCheckout(row: CheckoutRow, rules?: CodRules): Checkout {
  const cod =
    rules && !row.isFinalized && row.codFeePaise === 0
      ? codQuote(rules, { totalPaise: row.totalPaise, address: row.shippingAddress })
      : null;
  const lines = row.items.map((item) => ({
    unitPricePaise: Math.round(item.price * 100),
    quantity: item.quantity,
  }));
  // What the total charges beyond the goods after the discount (an invoice's charge line), taxed at
  // the goods' highest rate; with Cash on Delivery the fee is part of it, as on the invoice.
  const chargesPaise = row.totalPaise - (row.subtotalPaise - row.discountPaise);
  const gstOf = (charges: number) =>
    toRupees(includedGstPaise(lines, row.discountPaise, row.createdAt, charges));
  return {
    _id: row.id,
    user: row.userId,
    checkoutItems: row.items,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    totalPrice: toRupees(row.totalPaise),
    gst: gstOf(chargesPaise),
    isPaid: row.paymentStatus === 'paid',
    paidAt: iso(row.paidAt),
    paymentStatus: row.paymentStatus,
    paymentDetails: row.paymentDetails ?? null,
    isFinalized: row.isFinalized,
    finalizedAt: iso(row.finalizedAt),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    codFee: toRupees(row.codFeePaise),
    ...(cod
      ? {
          cashOnDelivery: {
            available: cod.available,
            reason: cod.reason,
            fee: toRupees(cod.feePaise),
            total: toRupees(cod.totalPaise),
            gst: gstOf(chargesPaise + cod.feePaise),
          },
        }
      : {}),
  };
}
