// The screens of the "checkout" chunk, behind one import (app/routes.tsx, as screens/account.ts).
export { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
export { PaymentReturnPage } from '../../features/checkout/PaymentReturnPage.tsx';
