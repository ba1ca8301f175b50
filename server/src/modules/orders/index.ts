/** What other modules may use of orders: reading them, changing their status, their messages and serializer. */
export {
  CANCELLED_NOT_SENT,
  CANCELLED_REASON,
  changeOrderStatus,
  DISCOUNT_REOPEN_REFUSED,
  REFUNDED_REOPEN_REFUSED,
  RETURNS_CANCEL_REFUSED,
} from './order-status.ts';
export {
  findOrder,
  NOT_YOUR_ORDER,
  notCancelled,
  ORDER_NOT_FOUND,
  revenuePaise,
  selectOrders,
} from './orders-service.ts';
export { type OrderRow, serializeOrder } from './serialize.ts';
