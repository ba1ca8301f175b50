import {
  type LineItem,
  type OrderReturns,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  type ReturnCreate,
  type ReturnRequest,
  type ReturnStatus,
  returnWindowEnd,
} from '@store/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, productVariants, returnRequests } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toPaise } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notSoldMessage, takeStock } from '../inventory/index.ts';
import { queueReturnMail } from '../mail/index.ts';
import { NOT_YOUR_ORDER, ORDER_NOT_FOUND, type OrderRow } from '../orders/index.ts';
import { type ReturnRow, serializeReturn } from './serialize.ts';

export const NOT_DELIVERED_YET = 'You can return items once the order has been delivered.';
export const WINDOW_CLOSED = `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed.`;
export const LINE_NOT_ON_ORDER = 'That item is not on this order.';
export const EXCHANGE_LINE = 'An item sent as an exchange cannot be returned again.';
export const ALL_BEING_RETURNED = 'Every unit of this item is already being returned.';
export const SAME_VARIANT = 'Choose a size or colour other than the one you have.';
export const RETURN_NOT_FOUND = 'Return request not found';

/** 409 when more units are asked back than bought minus those already being returned. */
export const tooManyMessage = (returnable: number) =>
  returnable === 1
    ? 'You can return at most 1 unit of this item.'
    : `You can return at most ${returnable} units of this item.`;

/** Requests that count against a line's units: every one that is not rejected. */
const active = ne(returnRequests.status, 'rejected');

/** Units of each line of the order in requests that are not rejected. */
async function unitsBeingReturned(db: Database, orderId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ line: returnRequests.line, quantity: returnRequests.quantity })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), active));
  const units = new Map<number, number>();
  for (const row of rows) units.set(row.line, (units.get(row.line) ?? 0) + row.quantity);
  return units;
}

/** Whether the order is delivered and its return window still open at `now`. */
export function windowOpen(order: Pick<OrderRow, 'status' | 'deliveredAt'>, now = new Date()): boolean {
  return (
    order.status === 'Delivered' &&
    order.deliveredAt !== null &&
    now <= returnWindowEnd(order.deliveredAt.toISOString())
  );
}

/** A line sent as an exchange (at no charge): it cannot be returned again. */
const isExchangeLine = (item: LineItem) => item.price === 0;

/** The order's return requests, oldest first. */
async function requestsOf(db: Database, orderId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
}

/**
 * GET /api/orders/{id}/returns: the order's requests, and per line how many units may still be
 * returned and which other sizes and colours are in stock for an exchange. Its customer or an admin.
 */
export async function orderReturns(db: Database, user: AuthUser, orderId: string): Promise<OrderReturns> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.userId !== user.id && user.role !== 'admin') throw forbidden(NOT_YOUR_ORDER);
  const [requests, units] = await Promise.all([requestsOf(db, orderId), unitsBeingReturned(db, orderId)]);
  const open = windowOpen(order);
  const productIds = [...new Set(order.items.map((item) => item.productId))];
  const variants =
    open && productIds.length > 0
      ? await db
          .select({
            productId: productVariants.productId,
            size: productVariants.size,
            color: productVariants.color,
            stock: productVariants.countInStock,
          })
          .from(productVariants)
          .where(inArray(productVariants.productId, productIds))
          .orderBy(asc(productVariants.position))
      : [];
  return {
    windowClosesAt: order.deliveredAt ? returnWindowEnd(order.deliveredAt.toISOString()).toISOString() : null,
    open,
    lines: order.items.map((item, line) => ({
      line,
      returnable: open && !isExchangeLine(item) ? Math.max(0, item.quantity - (units.get(line) ?? 0)) : 0,
      exchanges: variants
        .filter(
          (variant) =>
            variant.productId === item.productId &&
            variant.stock > 0 &&
            !(variant.size === item.size && variant.color === item.color),
        )
        .map(({ size, color, stock }) => ({ size, color, stock })),
    })),
    requests: requests.map(serializeReturn),
  };
}

/** The mail of the request's step, to the order's customer. */
export function mailStep(ctx: AppContext, tx: Database, order: OrderRow, row: ReturnRow): Promise<void> {
  return queueReturnMail(ctx, tx, order, {
    orderId: row.orderId,
    status: row.status,
    name: row.name,
    size: row.size,
    color: row.color,
    quantity: row.quantity,
    reason: row.reason,
    resolution: row.resolution,
    exchange:
      row.exchangeSize !== null && row.exchangeColor !== null
        ? { size: row.exchangeSize, color: row.exchangeColor }
        : null,
    rejectReason: row.rejectReason,
    refundPaise: row.refundPaise,
  });
}

/**
 * POST /api/orders/{id}/returns: the customer asks to return units of one line of their delivered
 * order within the return window, for a refund or an exchange (docs/product.md §4, Returns). The
 * order row is locked first, so two requests for one line at once are counted one after the other
 * and never ask back more units than were bought. An exchange takes its variant's units at once
 * (the conditional decrement every sale uses: 409 when they are gone), held until it is sent or the
 * request rejected. The request mail is queued in the same transaction.
 */
export async function createReturn(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  input: ReturnCreate & { line: number; quantity: number },
): Promise<ReturnRequest> {
  const row = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.userId !== user.id) throw forbidden(NOT_YOUR_ORDER);
    if (order.status !== 'Delivered' || order.deliveredAt === null) throw conflict(NOT_DELIVERED_YET);
    if (!windowOpen(order)) throw conflict(WINDOW_CLOSED);
    const item = order.items[input.line];
    if (!item) throw badRequest(LINE_NOT_ON_ORDER);
    if (isExchangeLine(item)) throw conflict(EXCHANGE_LINE);
    const returnable = item.quantity - ((await unitsBeingReturned(tx, orderId)).get(input.line) ?? 0);
    if (returnable <= 0) throw conflict(ALL_BEING_RETURNED);
    if (input.quantity > returnable) throw conflict(tooManyMessage(returnable));

    let exchange: { size: string; color: string; sku: string } | null = null;
    if (input.resolution === 'exchange' && input.exchange) {
      const { size, color } = input.exchange;
      if (size === item.size && color === item.color) throw badRequest(SAME_VARIANT);
      const [variant] = await tx
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.productId, item.productId),
            eq(productVariants.size, size),
            eq(productVariants.color, color),
          ),
        )
        .limit(1);
      if (!variant) throw conflict(notSoldMessage(item.name, size, color));
      exchange = { size, color, sku: variant.sku };
      // Held from now: the units leave the stock as a sale's would (409 naming the variant when short).
      await takeStock(tx, [{ ...item, size, color, sku: variant.sku, quantity: input.quantity }]);
    }

    const now = new Date();
    const [inserted] = await tx
      .insert(returnRequests)
      .values({
        id: newId(),
        orderId,
        userId: order.userId,
        line: input.line,
        productId: item.productId,
        name: item.name,
        image: item.image,
        size: item.size,
        color: item.color,
        sku: item.sku ?? null,
        unitPaise: toPaise(item.price),
        quantity: input.quantity,
        reason: input.reason,
        note: input.note ? input.note : null,
        resolution: input.resolution,
        exchangeSize: exchange?.size ?? null,
        exchangeColor: exchange?.color ?? null,
        exchangeSku: exchange?.sku ?? null,
        exchangeHeld: exchange !== null,
        status: 'requested',
        history: [{ status: 'requested', at: now.toISOString() }],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = inserted as ReturnRow;
    await mailStep(ctx, tx, order, created);
    return created;
  });
  if (row.exchangeHeld) await ctx.stockChanged([row.productId]);
  return serializeReturn(row);
}

/** 409 for a step the request's current status does not allow. */
export const notAllowedMessage = (status: ReturnStatus, step: string) =>
  `This return is ${RETURN_STATUS_LABELS[status]}, so it cannot be ${step}.`;
