import type { OrderStatus } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { orders } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { returnStock, takeStock } from '../inventory/stock.ts';
import { ORDER_NOT_FOUND } from '../orders/routes.ts';
import { findOrder } from '../orders/serialize.ts';

/**
 * Sets an order's status in one transaction with the order row locked, recording the time in its
 * history. Cancelled puts the units back in stock and lowers units sold, once (stock_restored);
 * moving a cancelled order to any other status takes the units again, with the same conditional
 * decrement as an order (409 naming the product when they are gone). Delivered sets isDelivered and
 * deliveredAt; any other status clears them. Setting the status it already has changes nothing.
 */
export async function setOrderStatus(ctx: AppContext, id: string, status: OrderStatus) {
  const stockMoved = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.status === status) return false;
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
    return stockRestored !== order.stockRestored;
  });
  if (stockMoved) ctx.stockChanged();
  const order = await findOrder(ctx.db, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
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
    return restore;
  });
  if (stockMoved) ctx.stockChanged();
}
