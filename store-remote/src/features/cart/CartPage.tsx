import { Link } from '@store/router';
import { CART_MESSAGES, useCartStore } from '@store/state';
import { useCallback, useEffect, useState } from 'react';
import { POLICY_COPY } from '../../components/policy.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CartItemList } from './CartItemList.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CART_TEXT } from './cart-messages.ts';
import { cartSavings } from './cart-savings.ts';
import { useCheckoutPath } from './use-checkout-path.ts';

const primary =
  'flex w-full items-center justify-center rounded-md bg-ink px-4 py-3 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondary =
  'flex w-full items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-3 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** /cart (docs/product.md §2): the lines and the order summary. */
export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const cart = useCartStore((state) => state.cart);
  const fetchCart = useCartStore((state) => state.fetchCart);
  const checkoutPath = useCheckoutPath();
  const empty = cart.products.length === 0;
  // The page shows the server's cart as it is now (stock and prices may have changed since it was
  // stored); a failure says so (docs/product.md §8) and keeps the stored cart on screen.
  const [fetchError, setFetchError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setFetchError(null);
    if (!(await fetchCart())) setFetchError(useCartStore.getState().error ?? CART_MESSAGES.fetch);
  }, [fetchCart]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Shopping Cart</h1>
      {fetchError && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-900"
        >
          <span>{fetchError}</span>
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            Try again
          </button>
        </div>
      )}
      <div className={empty ? 'mt-6' : 'mt-6 grid gap-8 lg:grid-cols-[1fr_380px]'}>
        <CartItemList
          lines={cart.products}
          emptyActions={
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/collections/all?gender=Men" className={`${primary} w-auto px-6`}>
                Shop Men
              </Link>
              <Link to="/collections/all?gender=Women" className={`${primary} w-auto px-6`}>
                Shop Women
              </Link>
            </div>
          }
        />
        {!empty && (
          <div className="lg:sticky lg:top-24 lg:self-start">
            <CartSummary
              subtotal={cart.totalPrice}
              total={cart.totalPrice}
              gst={cart.gst}
              savings={cartSavings(cart.products)}
            >
              <div className="mt-6 space-y-3">
                <Link to={checkoutPath} className={primary}>
                  Proceed to Checkout
                </Link>
                <Link to="/collections/all" className={secondary}>
                  Continue Shopping
                </Link>
              </div>
              <ul className="mt-5 space-y-1 text-xs text-stone-600">
                <li>{CART_TEXT.secureNote}</li>
                <li>
                  {POLICY_COPY.shipping.title}: {POLICY_COPY.shipping.detail.toLowerCase()}
                </li>
                <li>{POLICY_COPY.returns.detail}</li>
                <li>The first-order discount, if it applies, is taken off at checkout.</li>
              </ul>
            </CartSummary>
          </div>
        )}
      </div>
    </div>
  );
}
