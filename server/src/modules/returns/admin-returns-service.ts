import type {
  AdminReturnListQuery,
  AdminReturnRequest,
  AdminReturnsResponse,
  LineItem,
  ReturnStatus,
} from '@store/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds, returnRequests, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { toRupees } from '../../lib/money.ts';
import { nextVersionTime } from '../../lib/preconditions.ts';
import { returnStock } from '../inventory/index.ts';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders/index.ts';
import { requestRefund } from '../payments/index.ts';
import { fireStockAlerts } from '../stock-alerts/index.ts';
import { issueCreditNote } from '../tax/index.ts';
import { linePaidPaise, refundPaise } from './refund-amount.ts';
import { mailStep, notAllowedMessage, RETURN_NOT_FOUND } from './returns-service.ts';
import { type ReturnRow, serializeReturn } from './serialize.ts';

export const ADMIN_RETURNS_PAGE_SIZE = 50;

/** Units of the order's line refunded by other requests already. */
function refundedBefore(all: readonly ReturnRow[], row: ReturnRow): number {
  return all
    .filter(
      (other) =>
        other.orderId === row.orderId &&
        other.line === row.line &&
        other.id !== row.id &&
        other.status === 'refunded',
    )
    .reduce((sum, other) => sum + other.quantity, 0);
}

/** What refunding the request pays back, in paise (refund-amount.ts), from the order as stored. */
/** The reason on the credit note of a return's refund. */
export const RETURN_REFUND_REASON = 'Return refunded';

function refundDuePaise(order: OrderRow, row: ReturnRow, sameOrder: readonly ReturnRow[]): number {
  const bought = order.items[row.line]?.quantity ?? row.quantity;
  const paid = linePaidPaise(order, row.unitPaise, bought);
  return refundPaise(paid, bought, refundedBefore(sameOrder, row), row.quantity);
}

/** GET /api/admin/returns: requests newest first, by status or order, with customer and refund due. */
export async function listReturns(db: Database, query: AdminReturnListQuery): Promise<AdminReturnsResponse> {
  const where: SQL | undefined = and(
    query.status ? eq(returnRequests.status, query.status) : undefined,
    query.orderId ? eq(returnRequests.orderId, query.orderId) : undefined,
  );
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(ADMIN_RETURNS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_RETURNS_PAGE_SIZE),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [orderRows, siblings] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ order: orders, name: users.name, email: users.email })
            .from(orders)
            .leftJoin(users, eq(users.id, orders.userId))
            .where(inArray(orders.id, orderIds)),
          db.select().from(returnRequests).where(inArray(returnRequests.orderId, orderIds)),
        ]);
  const byId = new Map(orderRows.map((entry) => [entry.order.id, entry]));
  const refundIds = rows.flatMap((row) => (row.refundId ? [row.refundId] : []));
  const gateway = new Map(
    refundIds.length === 0
      ? []
      : (
          await db
            .select({ id: refunds.id, state: refunds.state })
            .from(refunds)
            .where(inArray(refunds.id, refundIds))
        ).map((refund) => [refund.id, refund.state]),
  );
  const returns: AdminReturnRequest[] = rows.flatMap((row) => {
    const entry = byId.get(row.orderId);
    if (!entry) return [];
    return [
      {
        ...serializeReturn(row),
        customer: {
          _id: entry.order.userId,
          name: entry.name ?? entry.order.userName,
          email: entry.email ?? entry.order.userEmail,
        },
        refundDue: toRupees(row.refundPaise ?? refundDuePaise(entry.order, row, siblings)),
        gatewayRefund: row.refundId ? (gateway.get(row.refundId) ?? null) : null,
      },
    ];
  });
  return { returns, total: total?.n ?? 0 };
}

type Step = 'approve' | 'reject' | 'receive' | 'refund' | 'send-exchange';

/** The statuses a step starts from, the status it leads to, and how the refusal names it. */
const STEPS: Record<Step, { from: readonly ReturnStatus[]; to: ReturnStatus; verb: string }> = {
  approve: { from: ['requested'], to: 'approved', verb: 'approved' },
  reject: { from: ['requested', 'approved'], to: 'rejected', verb: 'rejected' },
  receive: { from: ['approved'], to: 'received', verb: 'marked received' },
  refund: { from: ['received'], to: 'refunded', verb: 'refunded' },
  'send-exchange': { from: ['received'], to: 'exchange_sent', verb: 'sent as an exchange' },
};

export const NOT_A_REFUND = 'This return asked for an exchange, not a refund.';
export const NOT_AN_EXCHANGE = 'This return asked for a refund, not an exchange.';

/** The returned units as an order line, for putting them back on their variant. */
const returnedLine = (row: ReturnRow): LineItem => ({
  productId: row.productId,
  name: row.name,
  image: row.image,
  price: toRupees(row.unitPaise),
  quantity: row.quantity,
  size: row.size,
  color: row.color,
  ...(row.sku !== null && { sku: row.sku }),
});

/** The held exchange units as an order line (at no charge). */
const exchangeLine = (row: ReturnRow): LineItem => ({
  productId: row.productId,
  name: row.name,
  image: row.image,
  price: 0,
  quantity: row.quantity,
  size: row.exchangeSize ?? row.size,
  color: row.exchangeColor ?? row.color,
  ...(row.exchangeSku !== null && { sku: row.exchangeSku }),
});

/**
 * One step of the admin's returns queue (docs/product.md §4, Returns), in one transaction with the
 * order row and then the request row locked, so that two admins' steps on one request happen one
 * after the other: the second finds the new status and is refused (409). Each step appends to the
 * request's history and queues the customer's mail.
 * - reject (from requested or approved, with a reason) releases a held exchange's units;
 * - receive puts the returned units back on their variant, once (the status moves once), unless the
 *   reason is "defective", through the stock-increase path that fires back-in-stock alerts;
 * - refund records the line's paid amount for the units (its share of the discount taken off);
 * - send-exchange adds the held units to the order as a new line at no charge.
 */
export async function advanceReturn(
  ctx: AppContext,
  id: string,
  step: Step,
  rejectReason?: string,
): Promise<AdminReturnRequest> {
  const [found] = await ctx.db
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .limit(1);
  if (!found) throw notFound(RETURN_NOT_FOUND);
  const { from, to, verb } = STEPS[step];
  const stockMoved = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
    if (!row) throw notFound(RETURN_NOT_FOUND);
    if (!from.includes(row.status)) throw conflict(notAllowedMessage(row.status, verb));
    if (step === 'refund' && row.resolution !== 'refund') throw conflict(NOT_A_REFUND);
    if (step === 'send-exchange' && row.resolution !== 'exchange') throw conflict(NOT_AN_EXCHANGE);

    const now = nextVersionTime(row.updatedAt);
    const changes: Partial<ReturnRow> = {
      status: to,
      history: [...row.history, { status: to, at: now.toISOString() }],
      updatedAt: now,
    };
    let moved = false;
    if (step === 'reject') {
      changes.rejectReason = rejectReason ?? '';
      if (row.exchangeHeld) {
        await fireStockAlerts(ctx, tx, await returnStock(tx, [exchangeLine(row)]));
        changes.exchangeHeld = false;
        moved = true;
      }
    } else if (step === 'receive') {
      if (row.reason !== 'defective' && !row.stockRestored) {
        await fireStockAlerts(ctx, tx, await returnStock(tx, [returnedLine(row)]));
        changes.stockRestored = true;
        moved = true;
      }
    } else if (step === 'refund') {
      const sameLine = await tx
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, row.orderId), eq(returnRequests.line, row.line)));
      const amount = refundDuePaise(order, row, sameLine);
      // Through the payment provider when the order was paid online (a partial refund of its
      // payment, sent by a job once this commits; the same key never refunds twice). Orders paid
      // otherwise (Direct Payment, cash on delivery) have no payment to refund through: the amount
      // is recorded for the team to pay back.
      const sent =
        amount > 0
          ? await requestRefund(
              ctx,
              tx,
              order,
              amount,
              `Return of ${row.quantity} × ${row.name} (${row.size} / ${row.color})`,
              `return:${row.id}`,
            )
          : null;
      changes.refundPaise = amount;
      changes.refundId = sent?.id ?? null;
      // The refund reduces the line's invoice: a credit note for it (docs/product.md §10).
      if (amount > 0)
        await issueCreditNote(tx, order.id, {
          reason: RETURN_REFUND_REASON,
          amountPaise: amount,
          line: row.line,
        });
    } else if (step === 'send-exchange') {
      changes.exchangeHeld = false;
      const orderTime = nextVersionTime(order.updatedAt);
      await tx
        .update(orders)
        .set({ items: [...order.items, exchangeLine(row)], updatedAt: orderTime })
        .where(eq(orders.id, order.id));
    }
    const [updated] = await tx
      .update(returnRequests)
      .set(changes)
      .where(eq(returnRequests.id, id))
      .returning();
    await mailStep(ctx, tx, order, updated as ReturnRow);
    return moved ? [row.productId] : null;
  });
  if (stockMoved) await ctx.stockChanged(stockMoved);
  const { returns } = await listReturnsById(ctx.db, id);
  const answer = returns[0];
  if (!answer) throw notFound(RETURN_NOT_FOUND);
  return answer;
}

/** One request as the admin's list shows it. */
async function listReturnsById(db: Database, id: string): Promise<AdminReturnsResponse> {
  const [row] = await db
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (!row) throw notFound(RETURN_NOT_FOUND);
  const all = await listReturns(db, { orderId: row.orderId });
  return { returns: all.returns.filter((entry) => entry._id === id), total: 1 };
}
