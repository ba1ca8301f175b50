export { CartItemList } from './CartItemList.tsx';
export { CartNotices } from './CartNotices.tsx';
export { CartPage } from './CartPage.tsx';
export { CartSummary } from './CartSummary.tsx';
export { CART_BUTTON_ID, closeCartDrawer, openCartDrawer, useCartDrawer } from './cart-drawer-store.ts';
export { CART_TEXT, viewCartLabel } from './cart-messages.ts';
export { loadCartDrawer } from './load-cart-drawer.ts';
export { GUEST_CHECKOUT_PATH, useCheckoutPath } from './use-checkout-path.ts';
