import {
  ADMIN_PAGE_SIZE,
  type AdminOrderListQuery,
  type AdminOrdersResponse,
  type OrderStatus,
} from '@store/contracts';
import { and, count, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { containsAny } from '../../lib/like.ts';
import { toRupees } from '../../lib/money.ts';
import { pageWindow } from '../../lib/paging.ts';
import { productsOf, returnStock, takeStock } from '../inventory/index.ts';
import { findOrder, ORDER_NOT_FOUND, revenuePaise, selectOrders } from '../orders/index.ts';

export const DISCOUNT_REOPEN_REFUSED =
  'This order had the first-order discount, and another order of this customer now has it. It cannot be reopened.';

/**
 * A cancelled order that had the first-order discount may be reopened only while no other order of
 * its customer that is not cancelled has the discount too: the discount is had once (docs/product.md
 * §5). The customer's row is locked first, as finalizing a checkout does, so the two cannot race.
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

/** Orders matching the admin's search (id, customer name or email) and status. */
const listCondition = (query: AdminOrderListQuery): SQL | undefined =>
  and(
    query.status ? eq(orders.status, query.status) : undefined,
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

/**
 * Sets an order's status in one transaction with the order row locked, recording the time in its
 * history. Cancelled puts the units back in stock and lowers units sold, once (stock_restored);
 * moving a cancelled order to any other status takes the units again, with the same conditional
 * decrement as an order (409 naming the product when they are gone). Delivered sets isDelivered and
 * deliveredAt; any other status clears them. Setting the status it already has changes nothing.
 * Reopening a cancelled order with the first-order discount is refused (409) while another order of
 * the customer has the discount.
 */
export async function setOrderStatus(ctx: AppContext, id: string, status: OrderStatus) {
  const stockMoved = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status === status) return false;
    if (order.status === 'Cancelled' && order.discountPaise > 0) await assertDiscountFree(tx, order);
    let stockRestored = order.stockRestored;
    if (status === 'Cancelled' && !stockRestored) {
      await returnStock(tx, order.items);
      stockRestored = true;
    } else if (status !== 'Cancelled' && stockRestored) {
      await takeStock(tx, order.items);
      stockRestored = false;
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status,
        stockRestored,
        isDelivered: status === 'Delivered',
        deliveredAt: status === 'Delivered' ? now : null,
        statusHistory: [...order.statusHistory, { status, at: now.toISOString() }],
        updatedAt: now,
      })
      .where(eq(orders.id, id));
    return stockRestored !== order.stockRestored ? productsOf(order.items) : null;
  });
  if (stockMoved) await ctx.stockChanged(stockMoved);
  return findOrder(ctx.db, id);
}

/**
 * Deletes an order. One still Processing has not left the store, so its units go back to stock
 * (and units sold down); shipped and delivered goods have left, and a cancelled order's units were
 * already put back.
 */
export async function deleteOrder(ctx: AppContext, id: string): Promise<void> {
  const stockMoved = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const restore = order.status === 'Processing' && !order.stockRestored;
    if (restore) await returnStock(tx, order.items);
    await tx.delete(orders).where(eq(orders.id, id));
    return restore ? productsOf(order.items) : null;
  });
  if (stockMoved) await ctx.stockChanged(stockMoved);
}
