// The screens of the "orders" chunk, behind one import (app/routes.tsx, as screens/account.ts).
export { ProfilePage } from '../../features/account/ProfilePage.tsx';
export { MyOrdersPage } from '../../features/orders/MyOrdersPage.tsx';
export { OrderConfirmationPage } from '../../features/orders/OrderConfirmationPage.tsx';
export { OrderDetailsPage } from '../../features/orders/OrderDetailsPage.tsx';
