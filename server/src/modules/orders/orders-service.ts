import type { Order, OrderStatus } from '@store/contracts';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, taxDocuments, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { changeOrderStatus } from './order-status.ts';
import { serializeOrder } from './serialize.ts';

export const ORDER_NOT_FOUND = 'Order not found';
export const NOT_YOUR_ORDER = 'That order belongs to someone else.';

/** Orders that count as sales: every status but Cancelled. */
export const notCancelled = sql`${orders.status} <> 'Cancelled'`;

/** Revenue in paise over the selected orders: the totals of those that are not cancelled. */
export const revenuePaise = () =>
  sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${notCancelled}), 0)`.mapWith(Number);

/** Orders with their customer's current name and email, newest first. */
export async function selectOrders(
  db: Database,
  options: { where?: SQL | undefined; limit?: number; offset?: number } = {},
): Promise<Order[]> {
  const query = db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(options.where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  const rows = await query;
  const documents =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(taxDocuments)
          .where(
            inArray(
              taxDocuments.orderId,
              rows.map((row) => row.order.id),
            ),
          )
          .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  return rows.map((row) =>
    serializeOrder(
      row.order,
      { name: row.name, email: row.email },
      documents.filter((document) => document.orderId === row.order.id),
    ),
  );
}

/** One order, or 404. */
export async function findOrder(db: Database, id: string): Promise<Order> {
  const [order] = await selectOrders(db, { where: eq(orders.id, id), limit: 1 });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The customer's own orders, newest first. */
export async function myOrders(db: Database, user: AuthUser) {
  const list = await selectOrders(db, { where: eq(orders.userId, user.id) });
  return { orders: list, totalOrders: list.length };
}

/** One order for its customer or an admin: 404 when there is none, 403 for anyone else. */
export async function orderFor(db: Database, user: AuthUser, id: string): Promise<Order> {
  const order = await findOrder(db, id);
  if (order.user._id !== user.id && user.role !== 'admin') throw forbidden(NOT_YOUR_ORDER);
  return order;
}

/** Why a shopper cannot cancel an order that has left the Processing state (docs/product.md §8). */
export const cannotCancelMessage = (status: Exclude<OrderStatus, 'Processing' | 'Cancelled'>): string =>
  status === 'Shipped'
    ? 'This order has shipped, so it can no longer be cancelled. Contact us if you need help with it.'
    : 'This order was delivered, so it can no longer be cancelled. Contact us if you need help with it.';

/**
 * The customer cancels their own order while it is still Processing (docs/product.md §4): the same
 * change as an admin's cancel (stock back once to each line's variant, refund pending, history
 * entry by the customer, cancellation mail). The row is locked first, so of two cancels at once
 * one changes the order and the other finds it cancelled; cancelling a cancelled order answers it
 * as it is. 403 for someone else's order (an admin included: admins cancel from the admin area),
 * 409 once it has shipped or been delivered.
 */
export async function cancelOwnOrder(ctx: AppContext, user: AuthUser, id: string): Promise<Order> {
  const stockMoved = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
    if (order.status === 'Cancelled') return null;
    if (order.status !== 'Processing') throw conflict(cannotCancelMessage(order.status));
    return changeOrderStatus(ctx, tx, order, 'Cancelled', 'customer');
  });
  if (stockMoved) await ctx.stockChanged(stockMoved);
  return findOrder(ctx.db, id);
}
