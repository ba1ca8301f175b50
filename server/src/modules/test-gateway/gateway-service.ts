import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { gatewayOrders, gatewayPayments, gatewayRefunds, gatewayWebhookDeliveries } from '../../db/schema.ts';
import { orderEntity, paymentEntity, refundEntity } from './entities.ts';
import { gatewayId } from './ids.ts';

type OrderRow = typeof gatewayOrders.$inferSelect;
type PaymentRow = typeof gatewayPayments.$inferSelect;
type RefundRow = typeof gatewayRefunds.$inferSelect;

/** What the shopper picks on the hosted page. */
export type TestOutcome = 'upi' | 'card_success' | 'card_failure' | 'pending';

/** A refusal the REST API answers with Razorpay's error shape. */
export class GatewayInputError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const CARD_DECLINED =
  'Your payment could not be completed as the card was declined by the bank. Try another card or UPI.';
export const TEST_UPI_ID = 'threadline@testupi';
export const TEST_CARD_EMAIL = 'shopper@example.test';

/** A webhook owed to the store, written in the transaction of the change it tells about. */
async function queueWebhook(tx: Database, event: string, payload: Record<string, unknown>): Promise<void> {
  const id = gatewayId('evt');
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestThreadline',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  await tx.insert(gatewayWebhookDeliveries).values({ id, event, body });
}

const paymentPayload = (payment: PaymentRow) => ({ payment: { entity: paymentEntity(payment) } });

export async function createOrder(
  db: Database,
  input: {
    amount: number;
    currency: string;
    receipt?: string | undefined;
    notes?: Record<string, string> | undefined;
  },
): Promise<OrderRow> {
  const [row] = await db
    .insert(gatewayOrders)
    .values({
      id: gatewayId('order'),
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt ?? null,
      notes: input.notes ?? {},
    })
    .returning();
  if (!row) throw new Error('order not stored');
  return row;
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, id));
  return row ?? null;
}

export async function orderPayments(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(gatewayPayments)
    .where(eq(gatewayPayments.orderId, orderId))
    .orderBy(asc(gatewayPayments.createdAt), asc(gatewayPayments.id));
}

export async function findPayment(db: Database, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id));
  return row ?? null;
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, id));
  return row ?? null;
}

export type PayResult =
  | { kind: 'captured'; payment: PaymentRow; order: OrderRow }
  | { kind: 'failed'; payment: PaymentRow; order: OrderRow }
  | { kind: 'pending'; payment: PaymentRow; order: OrderRow }
  | { kind: 'already-paid'; order: OrderRow };

async function capture(tx: Database, order: OrderRow, payment: PaymentRow): Promise<PayResult> {
  const [captured] = await tx
    .update(gatewayPayments)
    .set({ status: 'captured' })
    .where(eq(gatewayPayments.id, payment.id))
    .returning();
  const [paid] = await tx
    .update(gatewayOrders)
    .set({ status: 'paid', amountPaid: order.amount })
    .where(eq(gatewayOrders.id, order.id))
    .returning();
  if (!captured || !paid) throw new Error('payment not captured');
  // Razorpay's order for an auto-captured payment: authorized, captured, then the order paid.
  await queueWebhook(tx, 'payment.authorized', paymentPayload({ ...captured, status: 'authorized' }));
  await queueWebhook(tx, 'payment.captured', paymentPayload(captured));
  await queueWebhook(tx, 'order.paid', {
    payment: { entity: paymentEntity(captured) },
    order: { entity: orderEntity(paid) },
  });
  return { kind: 'captured', payment: captured, order: paid };
}

async function fail(tx: Database, order: OrderRow, payment: PaymentRow): Promise<PayResult> {
  const [failed] = await tx
    .update(gatewayPayments)
    .set({
      status: 'failed',
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: CARD_DECLINED,
      errorReason: 'card_declined',
    })
    .where(eq(gatewayPayments.id, payment.id))
    .returning();
  if (!failed) throw new Error('payment not failed');
  await queueWebhook(tx, 'payment.failed', paymentPayload(failed));
  return { kind: 'failed', payment: failed, order };
}

/**
 * A payment made on the hosted page: UPI and a successful card are captured at once (Razorpay's
 * auto-capture), a declined card fails, "pending" leaves the payment created until it is settled
 * (`settlePayment`): the shopper who closed the tab. An order that is paid takes no other payment.
 */
export async function payOrder(
  db: Database,
  orderId: string,
  outcome: TestOutcome,
): Promise<PayResult | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(gatewayOrders).where(eq(gatewayOrders.id, orderId)).for('update');
    if (!order) return null;
    if (order.status === 'paid') return { kind: 'already-paid', order };
    const upi = outcome === 'upi' || outcome === 'pending';
    const [attempted] = await tx
      .update(gatewayOrders)
      .set({ status: 'attempted', attempts: sql`${gatewayOrders.attempts} + 1` })
      .where(eq(gatewayOrders.id, orderId))
      .returning();
    const [payment] = await tx
      .insert(gatewayPayments)
      .values({
        id: gatewayId('pay'),
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'created',
        method: upi ? 'upi' : 'card',
        vpa: upi ? 'shopper@testupi' : null,
        email: TEST_CARD_EMAIL,
        contact: '+919000000000',
      })
      .returning();
    if (!attempted || !payment) throw new Error('payment not stored');
    if (outcome === 'pending') return { kind: 'pending', payment, order: attempted };
    if (outcome === 'card_failure') return fail(tx, attempted, payment);
    return capture(tx, attempted, payment);
  });
}

/**
 * Settles a pending payment (the shopper finished paying in their UPI app, or gave up): captured, or
 * failed. A payment no longer pending, or whose order another payment has paid meanwhile, is left
 * as it is (`changed: false`).
 */
export async function settlePayment(
  db: Database,
  paymentId: string,
  outcome: 'capture' | 'fail',
): Promise<{ result: PayResult; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, paymentId));
    if (!payment) return null;
    const [order] = await tx
      .select()
      .from(gatewayOrders)
      .where(eq(gatewayOrders.id, payment.orderId))
      .for('update');
    if (!order) return null;
    const [current] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, paymentId));
    if (!current) return null;
    const kindOf = (status: string) =>
      status === 'captured' ? 'captured' : status === 'failed' ? 'failed' : ('pending' as const);
    if (current.status !== 'created') {
      return {
        result: { kind: kindOf(current.status), payment: current, order } as PayResult,
        changed: false,
      };
    }
    if (outcome === 'fail' || order.status === 'paid')
      return { result: await fail(tx, order, current), changed: true };
    return { result: await capture(tx, order, current), changed: true };
  });
}

/**
 * POST /v1/payments/{id}/refund: a refund of a captured payment, in full (no amount) or in part,
 * never above what is left of it; the same X-Refund-Idempotency key for the payment answers the
 * refund it made. The refund is pending until the gateway processes it (`processDueRefunds`).
 */
export async function createRefund(
  db: Database,
  paymentId: string,
  input: {
    amount?: number | undefined;
    receipt?: string | undefined;
    notes?: Record<string, string> | undefined;
    speed?: string | undefined;
    idempotencyKey: string | null;
    delayMs: number;
  },
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, paymentId))
      .for('update');
    if (!payment) throw new GatewayInputError(404, 'The id provided does not exist');
    if (input.idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(gatewayRefunds)
        .where(
          and(
            eq(gatewayRefunds.paymentId, paymentId),
            eq(gatewayRefunds.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (earlier) return earlier;
    }
    if (payment.status !== 'captured') {
      throw new GatewayInputError(400, 'The payment has not been captured, so it cannot be refunded.');
    }
    const left = payment.amount - payment.amountRefunded;
    const amount = input.amount ?? left;
    if (left <= 0) throw new GatewayInputError(400, 'The payment has been fully refunded already');
    if (amount > left) {
      throw new GatewayInputError(400, 'The refund amount provided is greater than amount captured');
    }
    await tx
      .update(gatewayPayments)
      .set({ amountRefunded: payment.amountRefunded + amount })
      .where(eq(gatewayPayments.id, paymentId));
    const [refund] = await tx
      .insert(gatewayRefunds)
      .values({
        id: gatewayId('rfnd'),
        paymentId,
        amount,
        currency: payment.currency,
        receipt: input.receipt ?? null,
        notes: input.notes ?? {},
        speed: input.speed === 'optimum' ? 'optimum' : 'normal',
        idempotencyKey: input.idempotencyKey,
        processAfter: new Date(Date.now() + input.delayMs),
      })
      .returning();
    if (!refund) throw new Error('refund not stored');
    await queueWebhook(tx, 'refund.created', {
      refund: { entity: refundEntity(refund) },
      payment: { entity: paymentEntity({ ...payment, amountRefunded: payment.amountRefunded + amount }) },
    });
    return refund;
  });
}

/**
 * Processes the refunds that are due (whichever process sees them first: SKIP LOCKED), each with
 * its refund.processed webhook in the same transaction. Resolves with how many were processed.
 */
export async function processDueRefunds(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id from ${gatewayRefunds}
        where status = 'pending' and process_after <= now()
        order by process_after, id
        limit 20
        for update skip locked`),
    );
    for (const { id } of due) {
      const [refund] = await tx
        .update(gatewayRefunds)
        .set({ status: 'processed', processedAt: new Date() })
        .where(eq(gatewayRefunds.id, id))
        .returning();
      if (!refund) continue;
      const [payment] = await tx
        .select()
        .from(gatewayPayments)
        .where(eq(gatewayPayments.id, refund.paymentId));
      await queueWebhook(tx, 'refund.processed', {
        refund: { entity: refundEntity(refund) },
        ...(payment ? { payment: { entity: paymentEntity(payment) } } : {}),
      });
    }
    return due.length;
  });
}
