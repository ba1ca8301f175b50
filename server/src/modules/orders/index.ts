/** What other modules may use of orders: reading them, their messages and their serializer. */
export { findOrder, notCancelled, ORDER_NOT_FOUND, revenuePaise, selectOrders } from './orders-service.ts';
export { type OrderRow, serializeOrder } from './serialize.ts';
