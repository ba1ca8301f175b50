import {
  ADMIN_PAGE_SIZE,
  type AdminOrderListQuery,
  type AdminOrderPayment,
  type AdminOrdersResponse,
  CASH_ON_DELIVERY,
  type Order,
  type OrderStatus,
} from '@store/contracts';
import { PAYMENT_LABELS } from '@store/contracts/order-states';
import { and, count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds, taxDocuments } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { containsAny } from '../../lib/like.ts';
import { toRupees } from '../../lib/money.ts';
import { pageWindow } from '../../lib/paging.ts';
import { nextVersionTime, type Precondition, satisfies } from '../../lib/preconditions.ts';
import { productsOf, returnStock } from '../inventory/index.ts';
import { queueOrderMail } from '../mail/index.ts';
import {
  changeOrderStatus,
  findOrder,
  ORDER_NOT_FOUND,
  revenuePaise,
  selectOrders,
} from '../orders/index.ts';
import { attemptsOf, REFUND_THROUGH_GATEWAY, refundsOf, refundThroughGateway } from '../payments/index.ts';
import { fireStockAlerts } from '../stock-alerts/index.ts';

/**
 * The payment filter: a payment state, Cash on Delivery orders whose cash is still to collect, or
 * orders with a refund the gateway gave up on (payments/refunds.ts MAX_FAILURES) and not refunded since.
 */
const paymentCondition = (payment: AdminOrderListQuery['payment']): SQL | undefined => {
  if (!payment) return undefined;
  if (payment === 'refund_failed') {
    return and(
      ne(orders.paymentStatus, 'refunded'),
      sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.state} = 'failed')`,
    );
  }
  if (payment !== 'cod_to_collect') return eq(orders.paymentStatus, payment);
  // A cancelled COD order stays 'pending' (nothing was paid), but nobody collects its cash.
  return and(
    eq(orders.paymentMethod, CASH_ON_DELIVERY),
    eq(orders.paymentStatus, 'pending'),
    ne(orders.status, 'Cancelled'),
  );
};

/** Orders matching the admin's search (id, customer name or email), status and payment state. */
const listCondition = (query: AdminOrderListQuery): SQL | undefined =>
  and(
    // Archived orders are kept for the records, out of the lists (docs/product.md §10).
    isNull(orders.archivedAt),
    query.status ? eq(orders.status, query.status) : undefined,
    paymentCondition(query.payment),
    containsAny(query.search, [orders.id, orders.userName, orders.userEmail]),
  );

/**
 * One page of orders, with the count of every order matching the filters and the sum of the
 * totals of those that are not cancelled.
 */
export async function listOrders(db: Database, query: AdminOrderListQuery): Promise<AdminOrdersResponse> {
  const where = listCondition(query);
  const [list, [figures]] = await Promise.all([
    selectOrders(db, { where, ...pageWindow(query, ADMIN_PAGE_SIZE) }),
    db.select({ count: count(), sales: revenuePaise() }).from(orders).where(where),
  ]);
  return { orders: list, totalOrders: figures?.count ?? 0, totalSales: toRupees(figures?.sales ?? 0) };
}

/** The 409 of a change based on a stale view of the order: what it is now, and that nothing changed. */
export const staleOrderMessage = (current: Pick<Order, 'status' | 'paymentStatus'>) =>
  `This order was changed after you loaded it: it is now ${current.status}, payment ${PAYMENT_LABELS[current.paymentStatus]}. Your change was not made.`;

/** Thrown inside the transaction when the precondition fails; answered once it is rolled back. */
class StaleOrder extends Error {}

/**
 * Sets an order's status in one transaction with the order row locked (changeOrderStatus: stock,
 * payment, history, mail), then answers the order. With a precondition (If-Match), the version is
 * checked under the same lock, so of two changes made from one view only the first is made: the
 * other answers 409 with the order as it is now (docs/api.md, "Stale changes: If-Match and 409").
 */
export async function setOrderStatus(
  ctx: AppContext,
  id: string,
  status: OrderStatus,
  precondition: Precondition | null = null,
) {
  let stockMoved: string[] | null;
  try {
    stockMoved = await ctx.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (!satisfies(precondition, order.updatedAt)) throw new StaleOrder();
      return changeOrderStatus(ctx, tx, order, status, 'admin');
    });
  } catch (error) {
    if (!(error instanceof StaleOrder)) throw error;
    const current = await findOrder(ctx.db, id);
    throw conflict(staleOrderMessage(current), { current });
  }
  if (stockMoved) await ctx.stockChanged(stockMoved);
  return findOrder(ctx.db, id);
}

export const NOT_REFUND_PENDING = 'Only a cancelled order whose refund is pending can be marked refunded.';

/**
 * Marks the refund of a cancelled paid order done (docs/product.md §4): refund_pending becomes
 * refunded with the time, and the customer is mailed. A repeat changes nothing; any other order is
 * refused (409).
 */
export async function markRefunded(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentStatus === 'refunded') return;
    if (order.paymentStatus !== 'refund_pending') throw conflict(NOT_REFUND_PENDING);
    // Only where no provider can refund (Direct Payment, orders from before online payments).
    if (await refundThroughGateway(tx, order.id)) throw conflict(REFUND_THROUGH_GATEWAY);
    const now = nextVersionTime(order.updatedAt);
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAt: now, updatedAt: now })
      .where(eq(orders.id, id));
    await queueOrderMail(ctx, tx, 'refunded', order);
  });
  return findOrder(ctx.db, id);
}

export const CASH_NOT_COD = 'Only a Cash on Delivery order can have its cash recorded as received.';
export const CASH_CANCELLED = 'This order is cancelled, so there is no cash to collect for it.';

/**
 * Records the cash of a Cash on Delivery order as received (docs/product.md §4): the order becomes
 * paid (isPaid, paidAt, 'paid') and keeps its status; no mail (the customer paid in person). A
 * repeat, or an order paid already (delivered), changes nothing; an order not paid on delivery, or a
 * cancelled one, is refused (409). The order row is locked, so a delivery marked at the same time
 * pays it once. No If-Match: like marking a refund done, the action means the same on any version of
 * the order, and one that changed meanwhile (cancelled, delivered) is refused or already paid.
 */
export async function recordCashReceived(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentMethod !== CASH_ON_DELIVERY) throw conflict(CASH_NOT_COD);
    if (order.status === 'Cancelled') throw conflict(CASH_CANCELLED);
    if (order.paymentStatus !== 'pending') return;
    const now = nextVersionTime(order.updatedAt);
    await tx
      .update(orders)
      .set({ isPaid: true, paidAt: now, paymentStatus: 'paid', updatedAt: now })
      .where(eq(orders.id, id));
  });
  return findOrder(ctx.db, id);
}

export const ORDER_DELETED = 'Order deleted';
export const ORDER_ARCHIVED = 'Order archived';

/**
 * Deletes an order, or archives it when it has a tax document (docs/product.md §10): an invoiced
 * order is a record of a sale and is kept. Archiving a Processing order cancels it first, the way an
 * admin's cancel does (stock back, refund pending when paid, credit note, the customer's mail);
 * archiving again changes nothing. An order without documents (placed before invoicing) is deleted:
 * one still Processing has not left the store, so its units go back to stock (and units sold down);
 * shipped and delivered goods have left, and a cancelled order's units were already put back.
 */
export async function deleteOrder(ctx: AppContext, id: string): Promise<string> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [document] = await tx
      .select({ id: taxDocuments.id })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, id))
      .limit(1);
    if (document) {
      if (order.archivedAt) return { message: ORDER_ARCHIVED, moved: null };
      const moved =
        order.status === 'Processing' ? await changeOrderStatus(ctx, tx, order, 'Cancelled', 'admin') : null;
      const [now] = await tx.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, id));
      const at = nextVersionTime(now?.updatedAt ?? order.updatedAt);
      await tx.update(orders).set({ archivedAt: at, updatedAt: at }).where(eq(orders.id, id));
      return { message: ORDER_ARCHIVED, moved };
    }
    const restore = order.status === 'Processing' && !order.stockRestored;
    if (restore) await fireStockAlerts(ctx, tx, await returnStock(tx, order.items));
    await tx.delete(orders).where(eq(orders.id, id));
    return { message: ORDER_DELETED, moved: restore ? productsOf(order.items) : null };
  });
  if (outcome.moved) await ctx.stockChanged(outcome.moved);
  return outcome.message;
}

/**
 * GET /api/admin/orders/{id}/payment: the order's payment attempts at the gateway (ids, method,
 * state) and its refunds with their state, and whether its refund is marked done by hand.
 */
export async function orderPayment(db: Database, id: string): Promise<AdminOrderPayment> {
  const [order] = await db
    .select({ id: orders.id, checkoutId: orders.checkoutId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [attempts, refunds] = await Promise.all([attemptsOf(db, order.checkoutId), refundsOf(db, order.id)]);
  const inFlight = refunds.some((refund) => refund.state !== 'failed');
  return {
    attempts: attempts.map((attempt) => ({
      _id: attempt.id,
      provider: attempt.provider,
      gatewayOrderId: attempt.gatewayOrderId,
      gatewayPaymentId: attempt.gatewayPaymentId,
      amount: toRupees(attempt.amountPaise),
      state: attempt.state,
      method: attempt.method,
      error: attempt.error,
      createdAt: attempt.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      _id: refund.id,
      providerRefundId: refund.providerRefundId,
      gatewayPaymentId: refund.gatewayPaymentId,
      amount: toRupees(refund.amountPaise),
      reason: refund.reason,
      state: refund.state,
      failures: refund.failures,
      lastError: refund.lastError,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt ? refund.processedAt.toISOString() : null,
    })),
    manualRefund: order.paymentStatus === 'refund_pending' && !inFlight,
  };
}
