import { ApiError, errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { checkoutApi } from '@store/api/checkout';
import type { Checkout, Order, ShippingAddress } from '@store/contracts';
import type { AddressField, AddressFields } from '@store/contracts/address';
import { PAYMENT_METHOD } from '@store/contracts/constants';
import { Navigate, useNavigate } from '@store/router';
import { useAuthStore, useCartStore } from '@store/state';
import { toast } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import {
  ADDRESS_TEXT,
  type AddressErrors,
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
import { goToGateway } from './gateway-redirect.ts';
import { OrderPlaced } from './OrderPlaced.tsx';
import { type PaymentChoice, PaymentPanel } from './PaymentPanel.tsx';
import { ShippingForm } from './ShippingForm.tsx';

/** The shipping address sent: the form's fields, the state only when there is one. */
function shippingAddress({ state, ...fields }: AddressFields): ShippingAddress {
  const trimmed = state.trim();
  return trimmed ? { ...fields, state: trimmed } : fields;
}

/**
 * /checkout (docs/product.md §2, §4): shipping details → Continue to Payment creates the checkout record →
 * Pay starts the online payment and sends the shopper to the gateway's page; the gateway sends them
 * back to /checkout/{id}/return (PaymentReturnPage), where the payment is checked and the order placed.
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
  /** Why the last Pay did not reach the gateway's page (the gateway down); null when none. */
  const [payError, setPayError] = useState<string | null>(null);
  const [choice, setChoice] = useState<PaymentChoice>('online');
  /** The order's id once it is placed (Cash on Delivery places it on this page). */
  const [placed, setPlaced] = useState<string | null>(null);
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

  /** Shows the problems at their fields and focuses the first; answers whether there were any. */
  const showProblems = (problems: AddressErrors): boolean => {
    if (Object.keys(problems).length === 0) return false;
    form.showErrors(problems);
    focusFirstError(formElement.current, problems);
    return true;
  };

  /** The server's problems of a refused address, each at its field (none: say the message under the form). */
  const serverProblems = (error: unknown): boolean =>
    error instanceof ApiError && showProblems(issuesByField(error.issues));

  /**
   * A new address the shopper asked to save goes to the address book first; answers the fields to
   * ship to, or null when they need fixing. A save that fails otherwise (too many addresses, the
   * network) is said in a toast and the checkout goes on.
   */
  const saveNewAddress = async (): Promise<AddressFields | null> => {
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
      if (serverProblems(error)) return null;
      toast.error(errorMessage(error, ADDRESS_TEXT.saveFailed));
    }
    return form.values;
  };

  /** A change to a field takes away the message under the form: it spoke of what was sent before. */
  const change = (field: AddressField, value: string) => {
    setFormError(null);
    form.change(field, value);
  };

  // An empty cart has nothing to check out (docs/product.md §2).
  if (placed === null && !cartLoading && cart.products.length === 0) return <Navigate to="/" replace />;

  const continueToPayment = async () => {
    setFormError(null);
    // Every address is checked by the address book's rules, saved or not (the server checks again).
    if (showProblems(form.check())) return;
    setCreating(true);
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
      if (!serverProblems(error)) setFormError(errorMessage(error, CHECKOUT_TEXT.createFailed));
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
    setCheckout(null);
    setFormError(errorMessage(error, CHECKOUT_TEXT.expired));
    void fetchCart();
    return true;
  };

  /** The order is placed: the cart is cleared, the shopper told, and taken to their orders. */
  const orderPlaced = (order: Order) => {
    setPlaced(order._id);
    clearCart();
    // This order used up the first-order discount: the promotion stops promising it.
    void refreshFirstOrderOffer();
    toast.success(CHECKOUT_TEXT.placed);
    redirect.current = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_ORDER_MS);
  };

  /** Cash on Delivery: the server checks its rules again, adds the fee and places the order unpaid. */
  const placeCod = async () => {
    if (checkout === null) return;
    setPaying(true);
    try {
      orderPlaced(await checkoutApi.placeCodOrder(checkout._id));
    } catch (error) {
      if (!expired(error)) toast.error(errorMessage(error, CHECKOUT_TEXT.codFailed));
    } finally {
      setPaying(false);
    }
  };

  const pay = async () => {
    if (checkout === null) {
      // No order without a checkout record, and none without a good address: its problems show too.
      showProblems(form.check());
      toast.error(CHECKOUT_TEXT.fillShippingFirst);
      return;
    }
    setPaying(true);
    setPayError(null);
    try {
      const started = await checkoutApi.startPayment(checkout._id);
      if (started.next.kind !== 'form-post') {
        setPayError(CHECKOUT_TEXT.gatewayFailed);
        return;
      }
      goToGateway(started.next);
    } catch (error) {
      // A gateway that is down says so, and no order is placed; Pay again tries again.
      if (!expired(error)) setPayError(errorMessage(error, CHECKOUT_TEXT.gatewayFailed));
    } finally {
      setPaying(false);
    }
  };

  // On phones the order and its total come before the Pay button (docs/product.md §2): the summary
  // sits between the shipping form and the payment step in the page's order, and in the right-hand
  // column on wide screens.
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Checkout</h1>
      <OrderPlaced orderId={placed} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_400px] lg:grid-rows-[auto_1fr]">
        {placed === null && (
          <div className="lg:col-start-1">
            <ShippingForm
              email={user?.email ?? ''}
              values={form.values}
              errors={form.errors}
              onChange={change}
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
          </div>
        )}
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <CheckoutSummary cart={cart} checkout={checkout} codChosen={choice === 'cod'} />
        </div>
        {placed === null && (
          <div className="lg:col-start-1 lg:row-start-2">
            <PaymentPanel
              headingRef={paymentHeading}
              amount={checkout?.totalPrice ?? null}
              cod={checkout?.cashOnDelivery ?? null}
              choice={choice}
              onChoose={setChoice}
              onPay={() => void pay()}
              onPlaceCod={() => void placeCod()}
              busy={paying}
              placed={placed !== null}
              error={payError}
            />
          </div>
        )}
      </div>
    </div>
  );
}
