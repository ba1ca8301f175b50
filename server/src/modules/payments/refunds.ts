import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, payments, refunds } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { nextVersionTime } from '../../lib/preconditions.ts';
import type { JobResult } from '../../plugins/jobs.ts';
import { queueOrderMail } from '../mail/index.ts';
import { issueCreditNote } from '../tax/index.ts';
import { GatewayRefusedError, type RefundState } from './provider.ts';
import { REFUND_EVENT_JOB, type RefundEventPayload } from './refund-events.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** Sends a requested refund to the provider. */
export const REFUND_SEND_JOB = 'payment.refund-send';
/** Asks the provider about a pending refund whose webhook may have been lost. */
export const REFUND_CHECK_JOB = 'payment.refund-check';

export const REFUND_TOO_LARGE = 'The refund is more than what is left of the payment.';
export const REFUND_NOT_POSSIBLE =
  'This order was not paid online, so it cannot be refunded through the payment gateway.';
export const REFUND_THROUGH_GATEWAY =
  'This order was paid online: its refund goes through the payment gateway and is marked done when the gateway confirms it.';
export const REFUNDING_REOPEN_REFUSED =
  'This order was cancelled and its payment is being refunded. It cannot be reopened; the customer can order again.';

/** After this many failures at the gateway a refund is given up (failed) and the admin sees it. */
export const MAX_FAILURES = 5;
/** How long after the gateway accepted a refund it is asked about, if its webhook has not come. */
export const CHECK_AFTER_MS = 60_000;

/** The captured online payment of an order (its checkout's attempt), or null (Direct Payment, COD, older orders). */
async function capturedPaymentOf(tx: Database, checkoutId: string) {
  const [attempt] = await tx
    .select({
      provider: payments.provider,
      paymentId: payments.gatewayPaymentId,
      amountPaise: payments.amountPaise,
    })
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'captured')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  if (!attempt?.paymentId || attempt.provider === 'cod') return null;
  return { provider: attempt.provider, paymentId: attempt.paymentId, amountPaise: attempt.amountPaise };
}

/** Every refund of an order, oldest first (the admin's order page, the order's state). */
export function refundsOf(db: Database, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt, refunds.id);
}

/** True while a refund of the order is on its way through the gateway or has arrived. */
export async function refundThroughGateway(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['requested', 'pending', 'processed'])))
    .limit(1);
  return Boolean(row);
}

/**
 * Asks for a refund of `amountPaise` of an order's online payment, in `tx` (with the order locked
 * by the caller): the row is written and the job that sends it to the gateway queued, both only if
 * `tx` commits. The same `key` answers the refund it made. Null when the order has no online
 * payment to refund through (the manual "Mark refund as done" stays for those); 409 when the amount
 * is more than what is left of the payment after its other refunds.
 */
export async function requestRefund(
  ctx: AppContext,
  tx: Database,
  order: { id: string; checkoutId: string },
  amountPaise: number | 'rest',
  reason: string,
  key: string,
): Promise<RefundRow | null> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
  if (earlier) return earlier;
  const payment = await capturedPaymentOf(tx, order.checkoutId);
  if (!payment) return null;
  const [taken] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), sql`${refunds.state} <> 'failed'`));
  const left = payment.amountPaise - Number(taken?.paise ?? 0);
  const amount = amountPaise === 'rest' ? left : amountPaise;
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) throw conflict(REFUND_TOO_LARGE);
  const [row] = await tx
    .insert(refunds)
    .values({
      id: newId(),
      orderId: order.id,
      provider: payment.provider,
      gatewayPaymentId: payment.paymentId,
      amountPaise: amount,
      reason: reason.slice(0, 200),
      idempotencyKey: key,
      gatewayKey: key,
    })
    .returning();
  if (!row) throw new Error('insert returned no refund');
  await ctx.jobs.enqueue(tx, REFUND_SEND_JOB, { refundId: row.id }, { dedupeKey: `refund-send:${row.id}:0` });
  return row;
}

/**
 * What other features call to refund an order in full or in part through the provider (returns use
 * partial refunds): `refundOrder(ctx, orderId, amountPaise, reason, key)`. The refund is pending
 * until the gateway confirms it (its answer, its refund.processed webhook, or asking it later).
 */
export async function refundOrder(
  ctx: AppContext,
  orderId: string,
  amountPaise: number,
  reason: string,
  key: string,
): Promise<RefundRow> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, checkoutId: orders.checkoutId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound('Order not found');
    const earlier = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.idempotencyKey, key))
      .limit(1);
    const row = await requestRefund(ctx, tx, order, amountPaise, reason, key);
    if (!row) throw conflict(REFUND_NOT_POSSIBLE);
    // The refund reduces the order's invoice: a credit note for it, once per refund (docs/product.md §10).
    if (earlier.length === 0)
      await issueCreditNote(tx, order.id, { reason: 'Refund', amountPaise: row.amountPaise });
    return row;
  });
}

/**
 * Records what the gateway says about a refund, with the refund row locked: it only moves forward
 * (processed is final). Processed: a cancelled order whose every refund has arrived becomes
 * Refunded (and the customer is mailed). Failed at the gateway: sent again (with a new gateway key)
 * after a growing wait, up to MAX_FAILURES, then given up.
 */
export async function applyRefundState(
  ctx: AppContext,
  refundId: string,
  report: { state: RefundState; providerRefundId?: string; error?: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund || refund.state === 'processed') return;
    // A report about an earlier try (before a retry) is not about this one.
    if (
      report.providerRefundId &&
      refund.providerRefundId &&
      report.providerRefundId !== refund.providerRefundId
    )
      return;
    const now = new Date();
    if (report.state === 'pending') {
      if (refund.state === 'pending' && refund.providerRefundId) return;
      await tx
        .update(refunds)
        .set({
          state: 'pending',
          providerRefundId: report.providerRefundId ?? refund.providerRefundId,
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id));
      await ctx.jobs.enqueue(
        tx,
        REFUND_CHECK_JOB,
        { refundId: refund.id },
        { dedupeKey: `refund-check:${refund.id}:${refund.failures}`, delayMs: CHECK_AFTER_MS },
      );
      return;
    }
    if (report.state === 'processed') {
      await tx
        .update(refunds)
        .set({
          state: 'processed',
          providerRefundId: report.providerRefundId ?? refund.providerRefundId,
          processedAt: now,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id));
      await settleOrder(ctx, tx, refund.orderId);
      return;
    }
    // Failed at the gateway.
    const failures = refund.failures + 1;
    const error = (report.error ?? 'The payment gateway could not complete the refund.').slice(0, 500);
    if (failures >= MAX_FAILURES) {
      await tx
        .update(refunds)
        .set({ state: 'failed', failures, lastError: error, updatedAt: now })
        .where(eq(refunds.id, refund.id));
      return;
    }
    await tx
      .update(refunds)
      .set({
        state: 'requested',
        failures,
        lastError: error,
        providerRefundId: null,
        gatewayKey: `${refund.idempotencyKey}:retry-${failures}`,
        updatedAt: now,
      })
      .where(eq(refunds.id, refund.id));
    await ctx.jobs.enqueue(
      tx,
      REFUND_SEND_JOB,
      { refundId: refund.id },
      {
        dedupeKey: `refund-send:${refund.id}:${failures}`,
        delayMs: ctx.config.jobRetryMs * 2 ** (failures - 1),
      },
    );
  });
}

/** A cancelled order waiting for its refund becomes Refunded once every refund of it has arrived. */
async function settleOrder(ctx: AppContext, tx: Database, orderId: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== 'Cancelled' || order.paymentStatus !== 'refund_pending') return;
  const [open] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), sql`${refunds.state} <> 'processed'`))
    .limit(1);
  if (open) return;
  const now = nextVersionTime(order.updatedAt);
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', refundedAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
  await queueOrderMail(ctx, tx, 'refunded', order);
}

async function refundById(db: Database, id: unknown): Promise<RefundRow | null> {
  if (typeof id !== 'string') return null;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** REFUND_SEND_JOB: the gateway is asked to refund; a gateway that is down makes the job retry. */
async function sendRefund(ctx: AppContext, refund: RefundRow): Promise<JobResult> {
  if (refund.state !== 'requested') return undefined;
  const provider = ctx.payments;
  if (!provider || provider.id !== refund.provider) {
    // Online payments are not set up in this process now: look again later.
    return { again: ctx.config.jobRetryMs };
  }
  try {
    // A GatewayUnavailableError throws out of here: the job is retried with backoff.
    const answer = await provider.refund(refund.gatewayPaymentId, refund.amountPaise, refund.gatewayKey);
    await applyRefundState(ctx, refund.id, { state: answer.state, providerRefundId: answer.refundId });
  } catch (error) {
    if (!(error instanceof GatewayRefusedError)) throw error;
    await applyRefundState(ctx, refund.id, { state: 'failed', error: error.message });
  }
  return undefined;
}

/** REFUND_CHECK_JOB: asks the gateway about a refund still pending (a lost webhook). */
async function checkRefund(ctx: AppContext, refund: RefundRow): Promise<JobResult> {
  if (refund.state !== 'pending' || !refund.providerRefundId) return undefined;
  const provider = ctx.payments;
  if (!provider?.fetchRefund || provider.id !== refund.provider) return undefined;
  const answer = await provider.fetchRefund(refund.providerRefundId);
  if (answer.state === 'pending') return { again: CHECK_AFTER_MS };
  await applyRefundState(ctx, refund.id, { state: answer.state, providerRefundId: answer.refundId });
  return undefined;
}

/**
 * A refund made through the provider by another feature than an order's refund (the refund of a
 * paid checkout that could not become an order, checkout/unplaceable.ts): given a verified refund
 * webhook, it applies it and answers true when the refund is its own, false otherwise.
 */
export type OtherRefundOwner = (report: {
  provider: string;
  refundId: string;
  state: RefundState;
}) => Promise<boolean>;

const otherOwners = new WeakMap<AppContext, OtherRefundOwner[]>();

/** Registers the owner of other refunds (app.ts, before the jobs run). */
export function registerRefundOwner(ctx: AppContext, owner: OtherRefundOwner): void {
  otherOwners.set(ctx, [...(otherOwners.get(ctx) ?? []), owner]);
}

/** REFUND_EVENT_JOB: a verified refund.* webhook (from payflow's receiver). */
export async function onRefundWebhook(ctx: AppContext, hook: RefundEventPayload): Promise<JobResult> {
  if (!hook.refund) return undefined;
  const [refund] = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, hook.provider), eq(refunds.providerRefundId, hook.refund.id)))
    .limit(1);
  if (!refund) {
    const report = { provider: hook.provider, refundId: hook.refund.id, state: hook.refund.state };
    for (const owner of otherOwners.get(ctx) ?? []) if (await owner(report)) return undefined;
    // The gateway's answer naming this refund may not be recorded yet: the job is retried. A refund
    // made elsewhere (the gateway's dashboard) is never known and the job is given up in the end.
    throw new Error(`refund ${hook.refund.id} is not known (yet)`);
  }
  await applyRefundState(ctx, refund.id, { state: hook.refund.state, providerRefundId: hook.refund.id });
  return undefined;
}

/** The refund jobs every process runs. */
export function registerRefundJobs(ctx: AppContext): void {
  ctx.jobs.handle(REFUND_SEND_JOB, async (payload) => {
    const refund = await refundById(ctx.db, payload.refundId);
    return refund ? sendRefund(ctx, refund) : undefined;
  });
  ctx.jobs.handle(REFUND_CHECK_JOB, async (payload) => {
    const refund = await refundById(ctx.db, payload.refundId);
    return refund ? checkRefund(ctx, refund) : undefined;
  });
  ctx.jobs.handle(REFUND_EVENT_JOB, (payload) =>
    onRefundWebhook(ctx, payload as unknown as RefundEventPayload),
  );
}
