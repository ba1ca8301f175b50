import type { Cart, Checkout } from '@store/contracts';
import { CartSummary } from '../cart/index.ts';
import { OrderLines } from '../orders/index.ts';

/**
 * The order being placed. Once the checkout record exists its figures are the server's
 * (subtotal, first-order discount, total); before, the cart's.
 */
export function CheckoutSummary({ cart, checkout }: { cart: Cart; checkout: Checkout | null }) {
  const items = checkout?.checkoutItems ?? cart.products;
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-stone-200 p-5">
        <h2 className="text-lg font-semibold text-ink">Your Order</h2>
        <OrderLines items={items} linkToProducts={false} />
      </div>
      <CartSummary
        title="Summary"
        subtotal={checkout?.subtotal ?? cart.totalPrice}
        discount={checkout?.discount ?? 0}
        total={checkout?.totalPrice ?? cart.totalPrice}
        gst={checkout ? checkout.gst : cart.gst}
      >
        {checkout === null && (
          <p className="mt-4 text-xs text-stone-600">
            The first-order discount, if it applies, is worked out when you continue to payment.
          </p>
        )}
      </CartSummary>
    </div>
  );
}
