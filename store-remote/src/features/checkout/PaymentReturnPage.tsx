import { errorMessage } from '@store/api';
import { checkoutApi } from '@store/api/checkout';
import type { GatewayReturnFields } from '@store/contracts';
import { Link, useNavigate, useParams, useSearchParams } from '@store/router';
import { useCartStore } from '@store/state';
import { Button, toast } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { refreshFirstOrderOffer } from '../promotion/index.ts';
import { CHECKOUT_TEXT, REDIRECT_AFTER_ORDER_MS } from './checkout-text.ts';
import { goToGateway } from './gateway-redirect.ts';
import { OrderPlaced } from './OrderPlaced.tsx';

type Outcome =
  | { kind: 'working' }
  | { kind: 'placed'; orderId: string; method: string }
  | { kind: 'failed'; message: string };

/** What the gateway handed back: its signed proof, or null when the shopper did not pay. */
function proofOf(params: URLSearchParams): GatewayReturnFields | null {
  const razorpay_payment_id = params.get('razorpay_payment_id')?.trim() ?? '';
  const razorpay_order_id = params.get('razorpay_order_id')?.trim() ?? '';
  const razorpay_signature = params.get('razorpay_signature')?.trim() ?? '';
  if (!razorpay_payment_id || !razorpay_order_id || !razorpay_signature) return null;
  return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
}

/** The gateway's own words for a failed payment (Razorpay's error[description]), when it sent any. */
function gatewayError(params: URLSearchParams): string | null {
  const text = (params.get('error[description]') ?? params.get('error_description') ?? '').trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * /checkout/{id}/return: where the payment gateway sends the shopper back. With the gateway's signed
 * proof, the server checks the payment (PUT .../pay) and the order is placed (POST .../finalize),
 * both with an Idempotency-Key so a reload does nothing twice; the shopper sees the thank-you with
 * how they paid, and goes on to their account. Without it (a failed or abandoned payment) the page
 * says so and offers to try again on the same checkout.
 */
export function PaymentReturnPage() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clearCart = useCartStore((state) => state.clearCart);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const proof = proofOf(params);
    if (proof === null) {
      setOutcome({ kind: 'failed', message: gatewayError(params) ?? CHECKOUT_TEXT.notCompletedHint });
      return;
    }
    void (async () => {
      let method: string;
      try {
        const paid = await checkoutApi.payCheckout(
          id,
          { paymentStatus: 'paid', paymentDetails: proof },
          `pay-${id}-${proof.razorpay_payment_id}`,
        );
        method = paid.paymentMethod;
      } catch (error) {
        setOutcome({ kind: 'failed', message: errorMessage(error, CHECKOUT_TEXT.paymentFailed) });
        return;
      }
      try {
        const order = await checkoutApi.finalizeCheckout(id, `finalize-${id}`);
        setOutcome({ kind: 'placed', orderId: order._id, method: order.paymentMethod || method });
        clearCart();
        // This order used up the first-order discount: the promotion stops promising it.
        void refreshFirstOrderOffer();
        toast.success(CHECKOUT_TEXT.placed);
        redirect.current = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_ORDER_MS);
      } catch (error) {
        setOutcome({
          kind: 'failed',
          message: `${CHECKOUT_TEXT.paidNotPlaced} ${errorMessage(error, CHECKOUT_TEXT.finalizeFailed)}`,
        });
      }
    })();
  }, [id, params, clearCart, navigate]);

  const tryAgain = async () => {
    setRetrying(true);
    try {
      const payment = await checkoutApi.startPayment(id);
      if (payment.next.kind === 'form-post') {
        goToGateway(payment.next);
        return;
      }
      setOutcome({ kind: 'failed', message: CHECKOUT_TEXT.gatewayFailed });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error, CHECKOUT_TEXT.gatewayFailed) });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Payment</h1>
      {outcome.kind === 'working' && (
        <p role="status" className="mt-6 text-stone-700">
          {CHECKOUT_TEXT.confirming}
        </p>
      )}
      <OrderPlaced orderId={outcome.kind === 'placed' ? outcome.orderId : null} />
      {outcome.kind === 'placed' && (
        <p className="mt-3 text-sm text-stone-700">{CHECKOUT_TEXT.paidWith(outcome.method)}</p>
      )}
      {outcome.kind === 'failed' && (
        <section
          aria-labelledby="payment-failed"
          className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6"
        >
          <h2 id="payment-failed" className="text-lg font-semibold text-red-900">
            {CHECKOUT_TEXT.notCompleted}
          </h2>
          <p role="alert" className="mt-1 text-red-900">
            {outcome.message}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button onClick={() => void tryAgain()} busy={retrying}>
              {CHECKOUT_TEXT.tryAgain}
            </Button>
            <Link to="/checkout" className="text-sm font-semibold text-ink underline">
              {CHECKOUT_TEXT.backToCheckout}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
