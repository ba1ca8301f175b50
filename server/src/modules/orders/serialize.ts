import type { Order } from '@store/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export type OrderRow = typeof orders.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * An order as the API answers it. The customer's current name and email when the account still
 * exists, else those kept on the order.
 */
export function serializeOrder(
  row: OrderRow,
  customer?: { name: string | null; email: string | null },
): Order {
  return {
    _id: row.id,
    user: {
      _id: row.userId,
      name: customer?.name ?? row.userName,
      email: customer?.email ?? row.userEmail,
    },
    orderItems: row.items,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    totalPrice: toRupees(row.totalPaise),
    isPaid: row.isPaid,
    paidAt: iso(row.paidAt),
    paymentStatus: row.paymentStatus,
    isDelivered: row.isDelivered,
    deliveredAt: iso(row.deliveredAt),
    status: row.status,
    statusHistory: row.statusHistory,
    checkoutId: row.checkoutId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
  return rows.map((row) => serializeOrder(row.order, { name: row.name, email: row.email }));
}

export async function findOrder(db: Database, id: string): Promise<Order | null> {
  const [order] = await selectOrders(db, { where: eq(orders.id, id), limit: 1 });
  return order ?? null;
}

/** Count of the rows matching `where` (for totals beside a page). */
export async function countOrders(db: Database, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(where);
  return row?.value ?? 0;
}
