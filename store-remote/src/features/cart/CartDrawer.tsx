import { useNavigate } from '@store/router';
import { itemCount, useCartStore } from '@store/state';
import { Button, useRupees } from '@store/ui';
import { Drawer } from '../../components/overlay/index.ts';
import { CartItemList } from './CartItemList.tsx';
import { closeCartDrawer, useCartDrawer } from './cart-drawer-store.ts';
import { CART_TEXT, viewCartLabel } from './cart-messages.ts';
import { cartSavings, savingsLabel } from './cart-savings.ts';
import { useCheckoutPath } from './use-checkout-path.ts';

/** The "Your Cart" drawer (docs/product.md §2): the lines, View Cart (N items), Proceed to Checkout and the note. */
export function CartDrawer() {
  const rupees = useRupees();
  const open = useCartDrawer((state) => state.open);
  const cart = useCartStore((state) => state.cart);
  const checkoutPath = useCheckoutPath();
  const navigate = useNavigate();
  const count = itemCount(cart);
  const savings = cartSavings(cart.products);

  const go = (path: string) => {
    closeCartDrawer();
    navigate(path);
  };

  // Amounts are formatted only while shown: a closed drawer's total is not on the screen (useRupees).
  const footer =
    open && cart.products.length > 0 ? (
      <div className="space-y-3">
        <p className="flex justify-between text-base font-semibold text-ink">
          <span>Subtotal</span>
          <span>{rupees(cart.totalPrice)}</span>
        </p>
        {savings > 0 && (
          <p className="text-sm font-semibold text-green-800">{savingsLabel(rupees(savings))}</p>
        )}
        <Button variant="secondary" className="w-full" onClick={() => go('/cart')}>
          {viewCartLabel(count)}
        </Button>
        <Button className="w-full" onClick={() => go(checkoutPath)}>
          Proceed to Checkout
        </Button>
        <p className="text-center text-xs text-stone-600">{CART_TEXT.secureNote}</p>
      </div>
    ) : undefined;

  return (
    <Drawer open={open} onClose={closeCartDrawer} title={CART_TEXT.drawerTitle} footer={footer}>
      {cart.products.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold text-ink">{CART_TEXT.empty}</p>
          <p className="mt-2 text-stone-600">{CART_TEXT.drawerEmptyHint}</p>
          <Button variant="secondary" className="mt-6" onClick={() => go('/collections/all')}>
            Start Shopping
          </Button>
        </div>
      ) : (
        <CartItemList lines={cart.products} onNavigate={closeCartDrawer} />
      )}
    </Drawer>
  );
}
