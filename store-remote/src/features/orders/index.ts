export { MyOrders } from './MyOrders.tsx';
export { MyOrdersPage } from './MyOrdersPage.tsx';
export { OrderConfirmationPage } from './OrderConfirmationPage.tsx';
export { OrderDetailsPage } from './OrderDetailsPage.tsx';
export { OrderLines } from './OrderLines.tsx';
export { ORDER_TEXT } from './order-text.ts';
