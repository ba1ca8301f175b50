export { CheckoutPage } from './CheckoutPage.tsx';
export { CHECKOUT_TEXT } from './checkout-text.ts';
