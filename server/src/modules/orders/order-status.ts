import { CASH_ON_DELIVERY, type OrderStatus, type PaymentStatus, type StatusChanger } from '@store/contracts';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, returnRequests, users } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';
import { nextVersionTime } from '../../lib/preconditions.ts';
import { productsOf, returnStock, takeStock } from '../inventory/index.ts';
import { queueOrderStatusMail } from '../mail/index.ts';
import { REFUNDING_REOPEN_REFUSED, refundThroughGateway, requestRefund } from '../payments/index.ts';
import { fireStockAlerts } from '../stock-alerts/index.ts';
import { issueCreditNote, reinvoiceIfCredited } from '../tax/index.ts';
import type { OrderRow } from './serialize.ts';

export const DISCOUNT_REOPEN_REFUSED =
  'This order had the first-order discount, and another order of this customer now has it. It cannot be reopened.';
export const REFUNDED_REOPEN_REFUSED =
  'This order was cancelled and its payment refunded. It cannot be reopened; the customer can order again.';
/** The reason written on the credit note of a cancelled order. */
export const CANCELLED_REASON = 'Order cancelled';
export const RETURNS_CANCEL_REFUSED =
  'This order has returns, so it cannot be cancelled: their units and refunds are settled in Returns.';
export const CANCELLED_NOT_SENT =
  'This order is cancelled, so it cannot be shipped or delivered. Reopen it (set it to Processing) first.';

/**
 * A cancelled order that had the first-order discount may be reopened only while no other order of
 * its customer that is not cancelled has the discount too: the discount is had once (docs/product.md
 * §4). The customer's row is locked first, as finalizing a checkout does, so the two cannot race.
 */
async function assertDiscountFree(tx: Database, order: { id: string; userId: string }): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const [other] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        ne(orders.status, 'Cancelled'),
        gt(orders.discountPaise, 0),
      ),
    )
    .limit(1);
  if (other) throw conflict(DISCOUNT_REOPEN_REFUSED);
}

/** Whether the order has return requests that are not rejected (docs/product.md §4, Returns). */
async function hasReturns(tx: Database, orderId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'rejected')))
    .limit(1);
  return found !== undefined;
}

/**
 * The payment after a status change (docs/product.md §4): cancelling a paid order makes its refund
 * pending; reopening a cancelled order whose refund is still pending makes it paid again (no money
 * went back). A refunded order cannot be reopened (checked before).
 */
function paymentAfter(current: PaymentStatus, status: OrderStatus): PaymentStatus {
  if (status === 'Cancelled') return current === 'paid' ? 'refund_pending' : current;
  return current === 'refund_pending' ? 'paid' : current;
}

/**
 * Moves an order locked in `tx` (selected FOR UPDATE) to `status`, the one way every status change
 * happens, an admin's or a shopper's cancel. Cancelled puts the units back on their variants and
 * lowers units sold, once (stock_restored); moving a cancelled order to any other status takes the
 * units again (409 naming the product when they are gone), and is refused when its payment was
 * refunded, or when it had the first-order discount and another order of the customer has it now.
 * A cancelled order goes only back to Processing (docs/product.md §4: adminStatusChoices).
 * The payment follows (paymentAfter); Delivered sets isDelivered and deliveredAt, any other status
 * clears them; the change is appended to the history with its time and who made it; the customer's
 * mail is queued in the same transaction. Setting the status the order already has changes nothing.
 * Answers the products whose stock moved (for the caches), or null.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  tx: Database,
  order: OrderRow,
  status: OrderStatus,
  by: StatusChanger,
): Promise<string[] | null> {
  if (order.status === status) return null;
  if (order.status === 'Cancelled') {
    if (order.paymentStatus === 'refunded') throw conflict(REFUNDED_REOPEN_REFUSED);
    // Money on its way back through the gateway cannot be called back.
    if (order.paymentStatus === 'refund_pending' && (await refundThroughGateway(tx, order.id))) {
      throw conflict(REFUNDING_REOPEN_REFUSED);
    }
    if (status !== 'Processing') throw conflict(CANCELLED_NOT_SENT);
    if (order.discountPaise > 0) await assertDiscountFree(tx, order);
  }
  // Returned units may be back in stock and refunded already: cancelling would do both again.
  if (status === 'Cancelled' && (await hasReturns(tx, order.id))) throw conflict(RETURNS_CANCEL_REFUSED);
  let stockRestored = order.stockRestored;
  if (status === 'Cancelled' && !stockRestored) {
    await fireStockAlerts(ctx, tx, await returnStock(tx, order.items));
    stockRestored = true;
  } else if (status !== 'Cancelled' && stockRestored) {
    await takeStock(tx, order.items);
    stockRestored = false;
  }
  const now = nextVersionTime(order.updatedAt);
  const deliveredAt = status === 'Delivered' ? now : null;
  // Cash on Delivery: the courier collected the cash when the order was delivered.
  const cashCollected =
    status === 'Delivered' && order.paymentStatus === 'pending' && order.paymentMethod === CASH_ON_DELIVERY;
  const paymentStatus = cashCollected ? 'paid' : paymentAfter(order.paymentStatus, status);
  if (paymentStatus === 'refund_pending' && order.paymentStatus !== 'refund_pending') {
    // Paid online: the refund goes through the gateway (sent once this commits); otherwise the
    // admin marks it done by hand.
    await requestRefund(
      ctx,
      tx,
      order,
      'rest',
      `Order cancelled by the ${by}`,
      `cancel:${order.id}:${order.statusHistory.length}`,
    );
  }
  await tx
    .update(orders)
    .set({
      status,
      stockRestored,
      paymentStatus,
      ...(cashCollected ? { isPaid: true, paidAt: now } : {}),
      isDelivered: status === 'Delivered',
      deliveredAt,
      statusHistory: [...order.statusHistory, { status, at: now.toISOString(), by }],
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  // GST (docs/product.md §10): a cancellation credits what is left of the invoice; reopening an
  // order whose invoice was credited in full invoices it again.
  if (status === 'Cancelled') await issueCreditNote(tx, order.id, { reason: CANCELLED_REASON });
  else if (order.status === 'Cancelled') await reinvoiceIfCredited(tx, ctx.config.shop, order);
  await queueOrderStatusMail(ctx, tx, { ...order, status, deliveredAt });
  return stockRestored !== order.stockRestored ? productsOf(order.items) : null;
}
