import { ApiError, errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { checkoutApi } from '@store/api/checkout';
import type { Checkout, ShippingAddress } from '@store/contracts';
import type { AddressFields } from '@store/contracts/address';
import { PAYMENT_METHOD } from '@store/contracts/constants';
import { Link, Navigate, useNavigate } from '@store/router';
import { useAuthStore, useCartStore } from '@store/state';
import { toast } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import {
  ADDRESS_TEXT,
  addressFields,
  EMPTY_ADDRESS,
  focusFirstError,
  issuesByField,
  NEW_ADDRESS,
  splitName,
  useAddressForm,
  useSavedAddresses,
} from '../addresses/index.ts';
import { refreshFirstOrderOffer } from '../promotion/index.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { CHECKOUT_TEXT, REDIRECT_AFTER_ORDER_MS } from './checkout-text.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { ShippingForm } from './ShippingForm.tsx';
import { newTransactionId } from './transaction-id.ts';

/** The shipping address sent: the form's fields, the state only when there is one. */
function shippingAddress({ state, ...fields }: AddressFields): ShippingAddress {
  const trimmed = state.trim();
  return trimmed ? { ...fields, state: trimmed } : fields;
}

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

  const blank = () => ({ ...EMPTY_ADDRESS, ...splitName(user?.name ?? '') });
  const form = useAddressForm(blank());
  const saved = useSavedAddresses();
  /** The saved address chosen, or NEW_ADDRESS; null until the saved addresses are known. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
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

  // Once the saved addresses are known, the default one is filled in (docs/product.md §2), unless the
  // shopper has started typing an address meanwhile.
  const { addresses, loading: addressesLoading } = saved;
  const { reset, touched } = form;
  useEffect(() => {
    if (chosen !== null || addressesLoading) return;
    const preferred = touched()
      ? undefined
      : (addresses.find((address) => address.isDefault) ?? addresses[0]);
    setChosen(preferred ? preferred._id : NEW_ADDRESS);
    if (preferred) reset(addressFields(preferred));
  }, [addresses, addressesLoading, chosen, reset, touched]);

  const choose = (choice: string) => {
    setChosen(choice);
    const address = addresses.find((candidate) => candidate._id === choice);
    form.reset(address ? addressFields(address) : blank());
  };

  /**
   * A new address the shopper asked to save goes to the address book first, checked by its rules
   * (each field's problem under the field); answers the fields to ship to, or null when they need fixing. A save that fails otherwise
   * (too many addresses, the network) is said in a toast and the checkout goes on.
   */
  const saveNewAddress = async (): Promise<AddressFields | null> => {
    const problems = form.check();
    if (Object.keys(problems).length > 0) {
      focusFirstError(formElement.current, problems);
      return null;
    }
    try {
      const created = await accountApi.createAddress(form.values);
      toast.success(ADDRESS_TEXT.added);
      setSaveAddress(false);
      await saved.reload();
      setChosen(created._id);
      // The address as the book keeps it (PIN code and phone written the one way) is the one sent.
      const stored = addressFields(created);
      form.reset(stored);
      return stored;
    } catch (error) {
      const byField = error instanceof ApiError ? issuesByField(error.issues) : {};
      if (Object.keys(byField).length > 0) {
        form.showErrors(byField);
        focusFirstError(formElement.current, byField);
        return null;
      }
      toast.error(errorMessage(error, ADDRESS_TEXT.saveFailed));
    }
    return form.values;
  };

  // An empty cart has nothing to check out (docs/product.md §2), unless it was just emptied by this order.
  if (!placed && !cartLoading && cart.products.length === 0) return <Navigate to="/" replace />;

  const continueToPayment = async () => {
    setCreating(true);
    setFormError(null);
    try {
      const fields = saveAddress && chosen === NEW_ADDRESS ? await saveNewAddress() : form.values;
      if (fields === null) return;
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
        shippingAddress: shippingAddress(fields),
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
                values={form.values}
                errors={form.errors}
                onChange={form.change}
                onBlur={form.blur}
                saved={addresses}
                chosen={chosen ?? NEW_ADDRESS}
                onChoose={choose}
                save={saveAddress}
                onSaveChange={setSaveAddress}
                formRef={formElement}
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
