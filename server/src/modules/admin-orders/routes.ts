import {
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  adminOrdersResponseSchema,
  orderSchema,
} from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { deleteOrder, listOrders, setOrderStatus } from './admin-orders-service.ts';

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

    admin.update(
      '/api/admin/orders/:id',
      {
        summary: 'Set the status: Processing, Shipped, Delivered or Cancelled',
        description:
          'Each change is recorded with its time in statusHistory. Cancelled puts the stock back once; reopening a cancelled order takes the stock again (409 when it is gone), and is refused (409) when it had the first-order discount and another order of the customer that is not cancelled has it. Delivered sets isDelivered and deliveredAt.',
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
