import { Button, useRupees } from '@store/ui';
import type { Ref } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { CHECKOUT_TEXT } from './checkout-text.ts';

interface PaymentPanelProps {
  /** The amount to pay once the checkout record exists (the server's total). */
  amount: number | null;
  onPay: () => void;
  busy: boolean;
  placed: boolean;
  /** Why the last try did not reach the payment page (the gateway down, say); null when none. */
  error?: string | null;
  /** Focus moves here after Continue to Payment. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The payment step: online payment on the gateway's secure page (UPI, cards, netbanking). Pay sends
 * the shopper there; the gateway sends them back to /checkout/{id}/return, where the server checks
 * the payment and the order is placed (docs/product.md §7).
 */
export function PaymentPanel({ amount, onPay, busy, placed, error = null, headingRef }: PaymentPanelProps) {
  const rupees = useRupees();
  return (
    <section aria-labelledby="payment-heading">
      <h2
        id="payment-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-ink focus:outline-none"
      >
        Payment
      </h2>
      <div className="mt-4 rounded-lg border-2 border-ink p-4">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="shield" className="h-5 w-5 text-green-800" />
          {CHECKOUT_TEXT.payOnline}
        </p>
        <p className="mt-1 text-sm text-stone-700">{CHECKOUT_TEXT.payOnlineHint}</p>
      </div>
      {error !== null && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button className="mt-5 w-full py-3 text-base" onClick={onPay} busy={busy} disabled={placed}>
        {amount === null ? 'Pay Now' : `Pay ${rupees(amount)}`}
      </Button>
    </section>
  );
}
