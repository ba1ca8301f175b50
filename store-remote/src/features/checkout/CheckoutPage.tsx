import { ApiError, checkoutApi, errorMessage } from '@store/api';
import type { Checkout, ShippingAddress } from '@store/contracts';
import { PAYMENT_METHOD } from '@store/contracts/constants';
import { Link, Navigate, useNavigate } from '@store/router';
import { useAuthStore, useCartStore } from '@store/state';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { refreshFirstOrderOffer } from '../promotion/index.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { CHECKOUT_TEXT, REDIRECT_AFTER_ORDER_MS } from './checkout-text.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { ShippingForm } from './ShippingForm.tsx';
import { newTransactionId } from './transaction-id.ts';

const EMPTY_ADDRESS: ShippingAddress = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'India',
  phone: '',
};

/**
 * /checkout (docs/product.md §2, §4): shipping details → Continue to Payment creates the checkout record →
 * Pay marks it paid → finalize; then the cart is cleared and the shopper goes to /profile.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const user = useAuthStore((state) => state.user);
  const cart = useCartStore((state) => state.cart);
  const cartLoading = useCartStore((state) => state.loading);
  const clearCart = useCartStore((state) => state.clearCart);
  const fetchCart = useCartStore((state) => state.fetchCart);
  const navigate = useNavigate();

  const [address, setAddress] = useState<ShippingAddress>(() => ({
    ...EMPTY_ADDRESS,
    ...splitName(user?.name ?? ''),
  }));
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [creating, setCreating] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [placed, setPlaced] = useState(false);
  // A paid checkout whose finalize failed is finalized again on the next try, not paid twice.
  const paid = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const paymentStep = useRef(false);
  useEffect(() => {
    if (checkout === null || !paymentStep.current) return;
    paymentStep.current = false;
    paymentHeading.current?.focus();
  }, [checkout]);

  // An empty cart has nothing to check out (docs/product.md §2), unless it was just emptied by this order.
  if (!placed && !cartLoading && cart.products.length === 0) return <Navigate to="/" replace />;

  const continueToPayment = async () => {
    setCreating(true);
    setFormError(null);
    try {
      const record = await checkoutApi.createCheckout({
        checkoutItems: cart.products.map(({ productId, name, image, price, quantity, size, color, sku }) => ({
          productId,
          name,
          image,
          price,
          quantity,
          size,
          color,
          sku,
        })),
        shippingAddress: address,
        paymentMethod: PAYMENT_METHOD,
        totalPrice: cart.totalPrice,
      });
      // The shopper continues at the payment step: focus moves to its heading.
      paymentStep.current = true;
      setCheckout(record);
    } catch (error) {
      setFormError(errorMessage(error, CHECKOUT_TEXT.createFailed));
    } finally {
      setCreating(false);
    }
  };

  /**
   * The checkout outlived its lifetime (410): its prices and stock are no longer held. The shopper
   * is back at the shipping step with the server's message, and Continue to Payment creates a new
   * checkout at today's prices (docs/product.md §4); the cart is read again to show them.
   */
  const expired = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 410) return false;
    paid.current = false;
    setCheckout(null);
    setFormError(errorMessage(error, CHECKOUT_TEXT.expired));
    void fetchCart();
    return true;
  };

  const pay = async () => {
    if (checkout === null) {
      toast.error(CHECKOUT_TEXT.fillShippingFirst);
      return;
    }
    setPaying(true);
    try {
      if (!paid.current) {
        try {
          const record = await checkoutApi.payCheckout(checkout._id, {
            paymentStatus: 'paid',
            paymentDetails: {
              transactionId: newTransactionId(),
              paymentMethod: PAYMENT_METHOD,
              timestamp: new Date().toISOString(),
            },
          });
          paid.current = true;
          setCheckout(record);
        } catch (error) {
          if (!expired(error)) toast.error(errorMessage(error, CHECKOUT_TEXT.paymentFailed));
          return;
        }
      }
      try {
        await checkoutApi.finalizeCheckout(checkout._id);
      } catch (error) {
        if (!expired(error)) toast.error(errorMessage(error, CHECKOUT_TEXT.finalizeFailed));
        return;
      }
      setPlaced(true);
      clearCart();
      // This order used up the first-order discount: the promotion stops promising it.
      void refreshFirstOrderOffer();
      toast.success(CHECKOUT_TEXT.placed);
      redirect.current = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_ORDER_MS);
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Checkout</h1>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_400px]">
        <div>
          {placed ? (
            <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-6">
              <p className="text-lg font-semibold text-green-900">Your order is placed.</p>
              <p className="mt-1 text-green-900">Taking you to your orders…</p>
              <Link
                to="/profile"
                className="mt-3 inline-block text-sm font-semibold text-green-900 underline"
              >
                Go to My Account now
              </Link>
            </div>
          ) : (
            <>
              <ShippingForm
                email={user?.email ?? ''}
                address={address}
                onChange={setAddress}
                onSubmit={() => void continueToPayment()}
                locked={checkout !== null}
                busy={creating}
                error={formError}
                onEdit={checkout?.isPaid ? undefined : () => setCheckout(null)}
              />
              <PaymentPanel
                headingRef={paymentHeading}
                amount={checkout?.totalPrice ?? null}
                onPay={() => void pay()}
                busy={paying}
                placed={placed}
              />
            </>
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CheckoutSummary cart={cart} checkout={checkout} />
        </div>
      </div>
    </div>
  );
}

/** "Asha Verma" → first name "Asha", last name "Verma", to save typing (both stay editable). */
function splitName(name: string): Pick<ShippingAddress, 'firstName' | 'lastName'> {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? '' };
}
