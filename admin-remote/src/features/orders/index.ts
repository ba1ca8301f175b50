export { OrderPage } from './OrderPage.tsx';
export { OrdersPage } from './OrdersPage.tsx';
export { paymentTone } from './payment-tone.ts';
