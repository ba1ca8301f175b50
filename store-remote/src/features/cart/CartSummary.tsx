import { STORE_POLICY } from '@store/contracts/constants';
import { useRupees } from '@store/ui';
import type { ReactNode } from 'react';
import { savingsLabel } from './cart-savings.ts';

interface CartSummaryProps {
  subtotal: number;
  /** First-order discount in rupees; shown only when there is one. */
  discount?: number;
  total: number;
  title?: string;
  /** The Cash on Delivery fee in rupees: its own line when above 0. */
  codFee?: number;
  /** What the sale prices save on the lines, in rupees: 'You save ₹X' when above 0. */
  savings?: number;
  /** The GST inside the total, in rupees: 'Includes GST of ₹X' under it when given (docs/product.md §10). */
  gst?: number | undefined;
  children?: ReactNode;
}

/**
 * Subtotal, shipping Free, tax 0, total (docs/product.md §2, §9), plus the discount once the server
 * set one, and what the sale prices save ('You save ₹X') when given.
 */
export function CartSummary({
  subtotal,
  discount = 0,
  codFee = 0,
  total,
  title = 'Order Summary',
  savings = 0,
  gst,
  children,
}: CartSummaryProps) {
  const rupees = useRupees();
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Subtotal</dt>
          <dd className="font-medium text-ink">{rupees(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">
              First-order discount ({STORE_POLICY.firstOrderDiscountPercent}%)
            </dt>
            <dd className="font-medium whitespace-nowrap text-green-800">−{rupees(discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Shipping</dt>
          <dd className="font-medium text-green-800">
            {STORE_POLICY.shippingCost === 0 ? 'Free' : rupees(STORE_POLICY.shippingCost)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Tax</dt>
          <dd className="font-medium text-ink">{rupees(STORE_POLICY.tax)}</dd>
        </div>
        {codFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">Cash on Delivery fee</dt>
            <dd className="font-medium text-ink">{rupees(codFee)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="font-bold text-ink">{rupees(total)}</dd>
        </div>
      </dl>
      {gst !== undefined && (
        <p className="mt-1 text-right text-xs text-stone-600">Includes GST of {rupees(gst)}</p>
      )}
      {savings > 0 && (
        <p className="mt-4 rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
          {savingsLabel(rupees(savings))}
        </p>
      )}
      {children}
    </section>
  );
}
