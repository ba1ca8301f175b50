import { PAYMENT_METHOD } from '@store/contracts/constants';
import { Button, useRupees } from '@store/ui';
import type { Ref } from 'react';
import { Icon } from '../../components/icons/index.ts';

interface PaymentPanelProps {
  /** The amount to pay once the checkout record exists (the server's total). */
  amount: number | null;
  onPay: () => void;
  busy: boolean;
  placed: boolean;
  /** Focus moves here after Continue to Payment. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The payment step: Direct Payment, the only method (docs/product.md §7). */
export function PaymentPanel({ amount, onPay, busy, placed, headingRef }: PaymentPanelProps) {
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
          {PAYMENT_METHOD}
        </p>
        <p className="mt-1 text-sm text-stone-700">
          You pay the total below in one step; a transaction reference is recorded with your order.
        </p>
      </div>
      <Button className="mt-5 w-full py-3 text-base" onClick={onPay} busy={busy} disabled={placed}>
        {amount === null ? 'Pay Now' : `Pay ${rupees(amount)}`}
      </Button>
    </section>
  );
}
