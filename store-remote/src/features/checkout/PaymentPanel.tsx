import type { Checkout } from '@store/contracts';
import { CASH_ON_DELIVERY } from '@store/contracts/constants';
import { Button, cn, useRupees } from '@store/ui';
import type { Ref } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { CHECKOUT_TEXT } from './checkout-text.ts';

export type PaymentChoice = 'online' | 'cod';

interface PaymentPanelProps {
  /** The amount to pay once the checkout record exists (the server's total). */
  amount: number | null;
  /** Whether the checkout may be paid on delivery, and for what (the server's answer); null before. */
  cod: NonNullable<Checkout['cashOnDelivery']> | null;
  choice: PaymentChoice;
  onChoose: (choice: PaymentChoice) => void;
  onPay: () => void;
  /** Places the order to pay on delivery. */
  onPlaceCod: () => void;
  busy: boolean;
  placed: boolean;
  /** Why the last try did not reach the payment page (the gateway down, say); null when none. */
  error?: string | null;
  /** Focus moves here after Continue to Payment. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const option = 'flex cursor-pointer gap-3 rounded-lg border-2 p-4';

/**
 * The payment step (docs/product.md §7): paying now, or Cash on Delivery where the server offers it
 * (its fee shown as its own line before the shopper confirms, or why it is not available).
 */
export function PaymentPanel({
  amount,
  cod,
  choice,
  onChoose,
  onPay,
  onPlaceCod,
  busy,
  placed,
  error = null,
  headingRef,
}: PaymentPanelProps) {
  const rupees = useRupees();
  const codChosen = choice === 'cod' && cod?.available === true;
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
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">{CHECKOUT_TEXT.chooseMethod}</legend>
        <label className={cn(option, choice === 'online' ? 'border-ink' : 'border-stone-200')}>
          <input
            type="radio"
            name="payment-method"
            value="online"
            checked={choice === 'online'}
            onChange={() => onChoose('online')}
            className="mt-1"
          />
          <span>
            <span className="flex items-center gap-2 font-semibold text-ink">
              <Icon name="shield" className="h-5 w-5 text-green-800" />
              {CHECKOUT_TEXT.payOnline}
            </span>
            <span className="mt-1 block text-sm text-stone-700">{CHECKOUT_TEXT.payOnlineHint}</span>
          </span>
        </label>
        <label
          className={cn(
            option,
            codChosen ? 'border-ink' : 'border-stone-200',
            cod?.available === false && 'cursor-not-allowed opacity-80',
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value="cod"
            checked={codChosen}
            disabled={!cod?.available}
            onChange={() => onChoose('cod')}
            aria-describedby="cod-note"
            className="mt-1"
          />
          <span>
            <span className="font-semibold text-ink">{CASH_ON_DELIVERY}</span>
            <span id="cod-note" className="mt-1 block text-sm text-stone-700">
              {cod === null
                ? CHECKOUT_TEXT.codAfterAddress
                : cod.available
                  ? CHECKOUT_TEXT.codNote(rupees(cod.fee))
                  : cod.reason}
            </span>
          </span>
        </label>
      </fieldset>
      {error !== null && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {codChosen && cod ? (
        <>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-700">Cash on Delivery fee</dt>
              <dd className="font-medium text-ink">{rupees(cod.fee)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold text-ink">
              <dt>To pay on delivery</dt>
              <dd>{rupees(cod.total)}</dd>
            </div>
          </dl>
          <Button className="mt-5 w-full py-3 text-base" onClick={onPlaceCod} busy={busy} disabled={placed}>
            {CHECKOUT_TEXT.placeCod(rupees(cod.total))}
          </Button>
        </>
      ) : (
        <Button className="mt-5 w-full py-3 text-base" onClick={onPay} busy={busy} disabled={placed}>
          {amount === null ? 'Pay Now' : `Pay ${rupees(amount)}`}
        </Button>
      )}
    </section>
  );
}
