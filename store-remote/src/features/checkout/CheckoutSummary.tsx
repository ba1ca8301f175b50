import type { Cart, Checkout } from '@store/contracts';
import { CartSummary } from '../cart/index.ts';
import { OrderLines } from '../orders/index.ts';

/**
 * The order being placed. Once the checkout record exists its figures are the server's
 * (subtotal, first-order discount, total); before, the cart's.
 */
export function CheckoutSummary({
  cart,
  checkout,
  codChosen = false,
}: {
  cart: Cart;
  checkout: Checkout | null;
  /** Cash on Delivery is chosen: its fee is a line of its own and in the total. */
  codChosen?: boolean;
}) {
  const cod = codChosen && checkout?.cashOnDelivery?.available ? checkout.cashOnDelivery : null;
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
        codFee={cod?.fee ?? 0}
        total={cod?.total ?? checkout?.totalPrice ?? cart.totalPrice}
        // With Cash on Delivery chosen, the server's GST of the total with its fee.
        gst={cod ? cod.gst : checkout ? checkout.gst : cart.gst}
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
