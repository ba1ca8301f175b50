import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { checkouts, payments } from '../../db/schema.ts';
import { conflict, type HttpError } from '../../lib/http-errors.ts';
import type { JobResult } from '../../plugins/jobs.ts';
import { queueUnplaceableMail, queueUnplaceableRefundedMail } from '../mail/index.ts';
import {
  CHECK_AFTER_MS,
  GatewayRefusedError,
  MAX_FAILURES,
  type RefundState,
  registerRefundOwner,
} from '../payments/index.ts';
import { releaseHolds } from './stock-holds.ts';

/*
 * A payment captured for a checkout that cannot become an order (issue 21). Holds make it rare: the
 * stock is taken when the checkout starts. It still happens when the money lands after the hold went
 * back (the checkout expired or was replaced while the shopper was at the gateway) and the units sold
 * out meanwhile, or another order spent the first-order discount. Then, exactly once: the checkout
 * is marked unplaceable (it never becomes an order afterwards, even if stock comes back), its hold
 * (if any) goes back, the shopper gets a mail, and a job refunds the whole amount through the
 * provider that took it (retried while the gateway is down; idempotent by the checkout's id).
 */

/** The job that refunds an unplaceable checkout's payment through its provider. */
export const UNPLACEABLE_REFUND_JOB = 'checkout.unplaceable-refund';

/**
 * What the shopper reads (finalize's 409, the payment return page) once the payment is refunded:
 * "being refunded" until the gateway says the refund was processed, then "has been refunded".
 */
export const unplaceableMessage = (reason: string, refundState: string | null = 'due') =>
  `Your payment went through, but we could not place the order: ${reason}. ${
    refundState === 'processed'
      ? 'The full amount has been refunded to you.'
      : 'The full amount is being refunded to you.'
  }`;

/**
 * The reason in a sentence's middle: the stock message as it is ("Linen Shirt in M / navy is sold
 * out"), the discount's without its advice to check out again.
 */
const reasonOf = (error: HttpError) =>
  error.message.startsWith('The first-order discount has already been used')
    ? 'the first-order discount has already been used on another order'
    : error.message.replace(/\.$/, '');

/**
 * The hook finalize and the payment code call when placing the order of a PAID checkout failed with
 * `error` (a 409: the stock is gone, or the first-order discount was spent). Marks the checkout
 * unplaceable, gives back its hold, queues the mail and the refund job, all in one transaction and
 * only the first time (a conditional update decides); resolves with the 409 to answer, the same
 * every time. Resolves with null when the checkout is not paid, or became an order meanwhile.
 */
export async function refundUnplaceableCheckout(
  ctx: AppContext,
  checkoutId: string,
  error: HttpError,
): Promise<HttpError | null> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(checkouts)
      .set({
        unplaceableAt: new Date(),
        unplaceableReason: reasonOf(error),
        refundState: 'due',
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(checkouts.id, checkoutId),
          eq(checkouts.paymentStatus, 'paid'),
          eq(checkouts.isFinalized, false),
          isNull(checkouts.unplaceableAt),
        ),
      )
      .returning();
    if (!marked) {
      const [current] = await tx
        .select({ reason: checkouts.unplaceableReason, refundState: checkouts.refundState })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return {
        reason: current?.reason ?? null,
        refundState: current?.refundState ?? null,
        moved: [] as string[],
      };
    }
    const moved = await releaseHolds(ctx, tx, eq(checkouts.id, checkoutId), 'failed');
    await queueUnplaceableMail(ctx, tx, marked.userId, marked.unplaceableReason ?? '', marked.totalPaise);
    await ctx.jobs.enqueue(
      tx,
      UNPLACEABLE_REFUND_JOB,
      { checkoutId },
      { dedupeKey: `unplaceable:${checkoutId}` },
    );
    return { reason: marked.unplaceableReason, refundState: marked.refundState, moved };
  });
  if (outcome.moved.length > 0) await ctx.stockChanged(outcome.moved);
  return outcome.reason === null ? null : conflict(unplaceableMessage(outcome.reason, outcome.refundState));
}

/** 409 with the stored message when the checkout was found unplaceable before; null otherwise. */
export function unplaceableError(checkout: {
  unplaceableReason: string | null;
  unplaceableAt: Date | null;
  refundState: string | null;
}) {
  return checkout.unplaceableAt && checkout.unplaceableReason !== null
    ? conflict(unplaceableMessage(checkout.unplaceableReason, checkout.refundState))
    : null;
}

/** Asks the provider about an unplaceable checkout's pending refund whose webhook may have been lost. */
export const UNPLACEABLE_REFUND_CHECK_JOB = 'checkout.unplaceable-refund-check';

/** The gateway key of a try: the first `unplaceable-{checkoutId}`, each retry after a failure a new one. */
const refundKey = (checkoutId: string, failures: number) =>
  failures === 0
    ? `unplaceable-${checkoutId}`.slice(0, 40)
    : `unplaceable-${checkoutId}:r${failures}`.slice(0, 40);

/**
 * Records what the gateway says about an unplaceable checkout's refund (its answer, a refund.*
 * webhook, or asking it later), with the checkout locked, like an order's refund (payments/
 * refunds.ts applyRefundState): it only moves forward. Pending: asked about later. Processed: final,
 * and the shopper is mailed, once. Failed: sent again with a new gateway key after a growing wait,
 * up to MAX_FAILURES, then given up ('failed'). A report about an earlier try is ignored.
 */
export async function applyCheckoutRefund(
  ctx: AppContext,
  checkoutId: string,
  report: { state: RefundState; refundId?: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
    if (!checkout || (checkout.refundState !== 'due' && checkout.refundState !== 'pending')) return;
    if (report.refundId && checkout.refundId && report.refundId !== checkout.refundId) return;
    const now = new Date();
    const refundId = report.refundId ?? checkout.refundId;
    if (report.state === 'pending') {
      if (checkout.refundState === 'pending' && checkout.refundId) return;
      await tx
        .update(checkouts)
        .set({ refundState: 'pending', refundId, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
      await ctx.jobs.enqueue(
        tx,
        UNPLACEABLE_REFUND_CHECK_JOB,
        { checkoutId },
        {
          dedupeKey: `unplaceable-check:${checkoutId}:${checkout.refundFailures}`,
          delayMs: CHECK_AFTER_MS,
        },
      );
      return;
    }
    if (report.state === 'processed') {
      await tx
        .update(checkouts)
        .set({ refundState: 'processed', refundId, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
      await queueUnplaceableRefundedMail(ctx, tx, checkout.userId, checkout.totalPaise);
      return;
    }
    const failures = checkout.refundFailures + 1;
    if (failures >= MAX_FAILURES) {
      await tx
        .update(checkouts)
        .set({ refundState: 'failed', refundFailures: failures, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));
      return;
    }
    await tx
      .update(checkouts)
      .set({ refundState: 'due', refundId: null, refundFailures: failures, updatedAt: now })
      .where(eq(checkouts.id, checkoutId));
    await ctx.jobs.enqueue(
      tx,
      UNPLACEABLE_REFUND_JOB,
      { checkoutId },
      {
        dedupeKey: `unplaceable:${checkoutId}:${failures}`,
        delayMs: ctx.config.jobRetryMs * 2 ** (failures - 1),
      },
    );
  });
}

/**
 * The refund job: the checkout's captured attempt is refunded in full through its provider
 * (idempotent by its gateway key, `unplaceable-{checkoutId}` then one per retry, so a retry of the
 * job never refunds twice). A checkout paid without an online attempt (the old direct payment) has
 * nothing to refund at a provider: 'none'. A gateway that does not answer throws, and the job is
 * retried with backoff; one that refuses counts as a failure (sent again, as a failed refund is).
 */
export async function runUnplaceableRefund(ctx: AppContext, checkoutId: string): Promise<JobResult> {
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  if (checkout?.refundState !== 'due') return undefined;
  const [attempt] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), eq(payments.state, 'captured')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  const provider = ctx.payments;
  if (!attempt?.gatewayPaymentId || !provider || provider.id !== attempt.provider) {
    await ctx.db
      .update(checkouts)
      .set({ refundState: 'none', updatedAt: new Date() })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.refundState, 'due')));
    return undefined;
  }
  try {
    const refund = await provider.refund(
      attempt.gatewayPaymentId,
      attempt.amountPaise,
      refundKey(checkoutId, checkout.refundFailures),
    );
    await applyCheckoutRefund(ctx, checkoutId, { state: refund.state, refundId: refund.refundId });
  } catch (error) {
    if (!(error instanceof GatewayRefusedError)) throw error;
    await applyCheckoutRefund(ctx, checkoutId, { state: 'failed' });
  }
  return undefined;
}

/** UNPLACEABLE_REFUND_CHECK_JOB: asks the gateway about a refund still pending (a lost webhook). */
async function checkUnplaceableRefund(ctx: AppContext, checkoutId: string): Promise<JobResult> {
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).limit(1);
  if (checkout?.refundState !== 'pending' || !checkout.refundId) return undefined;
  const provider = ctx.payments;
  if (!provider?.fetchRefund) return undefined;
  const answer = await provider.fetchRefund(checkout.refundId);
  if (answer.state === 'pending') return { again: CHECK_AFTER_MS };
  await applyCheckoutRefund(ctx, checkoutId, { state: answer.state, refundId: answer.refundId });
  return undefined;
}

/** A verified refund.* webhook about an unplaceable checkout's refund (payments' REFUND_EVENT_JOB). */
async function onCheckoutRefundWebhook(
  ctx: AppContext,
  report: { refundId: string; state: RefundState },
): Promise<boolean> {
  const [checkout] = await ctx.db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.refundId, report.refundId))
    .limit(1);
  if (!checkout) return false;
  await applyCheckoutRefund(ctx, checkout.id, report);
  return true;
}

/** Registers the refund jobs and the webhook owner (every process runs them; app.ts). */
export function registerUnplaceableRefunds(ctx: AppContext): void {
  ctx.jobs.handle(UNPLACEABLE_REFUND_JOB, async (payload) =>
    typeof payload.checkoutId === 'string' ? runUnplaceableRefund(ctx, payload.checkoutId) : undefined,
  );
  ctx.jobs.handle(UNPLACEABLE_REFUND_CHECK_JOB, async (payload) =>
    typeof payload.checkoutId === 'string' ? checkUnplaceableRefund(ctx, payload.checkoutId) : undefined,
  );
  registerRefundOwner(ctx, (report) => onCheckoutRefundWebhook(ctx, report));
}
