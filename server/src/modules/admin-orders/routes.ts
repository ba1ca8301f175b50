import {
  adminOrderListQuerySchema,
  adminOrderPaymentSchema,
  adminOrderStatusSchema,
  adminOrdersResponseSchema,
  idParamsSchema,
  orderSchema,
} from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea, tagVersion } from '../../lib/admin-routes.ts';
import { IDEMPOTENT, idempotent } from '../../lib/idempotency.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findOrder } from '../orders/index.ts';
import {
  deleteOrder,
  listOrders,
  markRefunded,
  orderPayment,
  recordCashReceived,
  setOrderStatus,
} from './admin-orders-service.ts';

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
          description: "The ETag header is the order's version, for If-Match on a status change.",
          params: idParamsSchema,
          response: { 200: orderSchema },
        }),
      },
      async (request, reply) => {
        const order = await findOrder(ctx.db, request.params.id);
        tagVersion(reply, order);
        return order;
      },
    );

    app.get(
      '/api/admin/orders/:id/payment',
      {
        schema: admin.schema({
          summary: "An order's payment attempts at the gateway and its refunds, with their state",
          description:
            'manualRefund is true when the admin marks the refund done by hand (a cancelled order whose refund is pending and that no gateway refund is on its way for). 404 for an order that does not exist.',
          params: idParamsSchema,
          response: { 200: adminOrderPaymentSchema },
        }),
      },
      async (request) => orderPayment(ctx.db, request.params.id),
    );

    app.post(
      '/api/admin/orders/:id/refund',
      {
        schema: admin.schema({
          summary: "Mark a cancelled order's refund done: refund_pending becomes refunded",
          description: `Sets paymentStatus refunded and refundedAt, and mails the customer. A repeat answers the order unchanged; an order whose refund is not pending is 409.${IDEMPOTENT}`,
          params: idParamsSchema,
          response: { 200: orderSchema, ...errorResponses(422) },
        }),
      },
      async (request, reply) =>
        idempotent(ctx.db, request, reply, requireUser(request).id, async () => ({
          status: 200,
          body: await markRefunded(ctx, request.params.id),
        })),
    );

    app.post(
      '/api/admin/orders/:id/cash-received',
      {
        schema: admin.schema({
          summary: "Record a Cash on Delivery order's cash as received: the order becomes paid",
          description:
            'Sets isPaid, paidAt and paymentStatus paid; the status stays as it is and nothing is mailed. A repeat (or an order paid already, as on delivery) answers the order unchanged; an order not paid on delivery, or a cancelled one, is 409. 404 for an order that does not exist.',
          params: idParamsSchema,
          response: { 200: orderSchema },
        }),
      },
      async (request, reply) => {
        const order = await recordCashReceived(ctx, request.params.id);
        tagVersion(reply, order);
        return order;
      },
    );

    admin.update(
      '/api/admin/orders/:id',
      {
        summary: 'Set the status: Processing, Shipped, Delivered or Cancelled',
        description:
          "Each change is recorded with its time in statusHistory. Cancelled puts the stock back once and makes the payment of a paid order refund_pending; a cancelled order goes only back to Processing (409 otherwise): reopening takes the stock again (409 when it is gone), and is refused (409) when its payment was refunded, or when it had the first-order discount and another order of the customer that is not cancelled has it. Delivered sets isDelivered and deliveredAt. With If-Match (the ETag of the version the change is based on: the order's updatedAt in quotes), a change to an order that changed since answers 409 with the order as it is now in `current`, and changes nothing; without If-Match the change is made on the order as it is.",
        body: adminOrderStatusSchema,
        item: orderSchema,
        versioned: true,
        idempotency: ctx.db,
      },
      (id, body, precondition) => setOrderStatus(ctx, id, body.status, precondition),
    );

    admin.deletion(
      '/api/admin/orders/:id',
      {
        summary: 'Delete an order; one with a tax invoice is archived instead',
        description:
          "An order with a tax invoice is never deleted (docs/product.md §10): it is archived, hidden from the admin's lists and kept, and the answer is 'Order archived'; a Processing one is cancelled first (stock back, refund pending when paid, credit note). An order without one is deleted ('Order deleted'); a Processing order puts its stock back.",
        message: 'Order deleted',
        idempotency: ctx.db,
      },
      (id) => deleteOrder(ctx, id),
    );
  });
}
