import {
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  adminOrdersResponseSchema,
  idParamsSchema,
  orderSchema,
} from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { findOrder } from '../orders/index.ts';
import { deleteOrder, listOrders, markRefunded, setOrderStatus } from './admin-orders-service.ts';

export function adminOrderRoutes(ctx: AppContext) {
  return adminArea('Admin: orders', (admin, app) => {
    app.get(
      '/api/admin/orders',
      {
        schema: admin.schema({
          summary: 'Orders, newest first, with their customer name and email',
          description:
            'totalOrders counts every order matching the filters (page with page and limit); totalSales sums the totalPrice of those that are not cancelled.',
          querystring: adminOrderListQuerySchema,
          response: { 200: adminOrdersResponseSchema },
        }),
      },
      async (request) => listOrders(ctx.db, request.query),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: admin.schema({
          summary: 'One order with its customer, payment (refund state) and status history',
          params: idParamsSchema,
          response: { 200: orderSchema },
        }),
      },
      async (request) => findOrder(ctx.db, request.params.id),
    );

    app.post(
      '/api/admin/orders/:id/refund',
      {
        schema: admin.schema({
          summary: "Mark a cancelled order's refund done: refund_pending becomes refunded",
          description:
            'Sets paymentStatus refunded and refundedAt, and mails the customer. A repeat answers the order unchanged; an order whose refund is not pending is 409.',
          params: idParamsSchema,
          response: { 200: orderSchema },
        }),
      },
      async (request) => markRefunded(ctx, request.params.id),
    );

    admin.update(
      '/api/admin/orders/:id',
      {
        summary: 'Set the status: Processing, Shipped, Delivered or Cancelled',
        description:
          'Each change is recorded with its time in statusHistory. Cancelled puts the stock back once and makes the payment of a paid order refund_pending; reopening a cancelled order takes the stock again (409 when it is gone), and is refused (409) when its payment was refunded, or when it had the first-order discount and another order of the customer that is not cancelled has it. Delivered sets isDelivered and deliveredAt.',
        body: adminOrderStatusSchema,
        item: orderSchema,
      },
      (id, body) => setOrderStatus(ctx, id, body.status),
    );

    admin.deletion(
      '/api/admin/orders/:id',
      { summary: 'Delete an order (a Processing order puts its stock back)', message: 'Order deleted' },
      (id) => deleteOrder(ctx, id),
    );
  });
}
