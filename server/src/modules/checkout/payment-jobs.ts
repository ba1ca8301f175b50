import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { checkouts, payments } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { JobResult } from '../../plugins/jobs.ts';
import {
  type AttemptState,
  attemptByGatewayOrder,
  attemptById,
  PAYMENT_WEBHOOK_JOB,
  type PaymentAttempt,
  type RefundEventPayload,
  reportAttempt,
} from '../payments/index.ts';
import {
  finalizePaidCheckout,
  markCheckoutPaid,
  onlineMethodLabel,
  PLACE_ORDER_JOB,
  RECONCILE_JOB,
} from './checkout-service.ts';

/** What the gateway said about an attempt: from a verified webhook or its own status answer. */
export interface GatewayReport {
  state: AttemptState;
  paymentId: string | null;
  method: string | null;
  amountPaise: number | null;
}

/**
 * Applies a gateway report to an attempt (forward only) and, when it says the money is captured for
 * the attempt's amount, marks the checkout paid and queues the job that places its order if the
 * shopper's own return has not within `paidOrderGraceMs` (exactly once, however many webhooks,
 * returns and reconciliations race). An amount that differs from the one we asked for is recorded
 * on the attempt and never pays the checkout.
 */
export async function settleAttempt(
  ctx: AppContext,
  attemptId: string,
  report: GatewayReport,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, attemptId)).for('update');
    if (!attempt) return;
    const moneyArrived = report.state === 'captured' || report.state === 'authorized';
    if (moneyArrived && report.amountPaise !== null && report.amountPaise !== attempt.amountPaise) {
      await reportAttempt(tx, attempt, {
        state: attempt.state,
        error: `The gateway reported ${report.amountPaise} paise for an attempt of ${attempt.amountPaise} paise.`,
      });
      return;
    }
    const now = await reportAttempt(tx, attempt, report);
    if (now.state !== 'captured') return;
    await markCheckoutPaid(tx, now.checkoutId, {
      transactionId: now.gatewayPaymentId ?? report.paymentId ?? now.gatewayOrderId ?? now.id,
      paymentMethod: onlineMethodLabel(now.method),
    });
    await ctx.jobs.enqueue(
      tx,
      PLACE_ORDER_JOB,
      { attemptId: now.id },
      { dedupeKey: `place-order:${now.checkoutId}`, delayMs: ctx.config.paidOrderGraceMs },
    );
  });
}

/**
 * The order of the attempt's paid checkout, without the browser. A checkout that cannot become an
 * order (the first-order discount spent meanwhile, the stock gone) keeps its reason on the attempt.
 */
async function placeOrderFor(ctx: AppContext, attemptId: string): Promise<void> {
  const attempt = await attemptById(ctx.db, attemptId);
  if (!attempt) return;
  try {
    await finalizePaidCheckout(ctx, attempt.checkoutId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await ctx.db
      .update(payments)
      .set({ error: `Paid, but the order could not be placed: ${error.message}`, updatedAt: new Date() })
      .where(eq(payments.id, attemptId));
  }
}

/** What the gateway says about the method of an order's payment (webhooks do not carry it to us). */
async function methodOf(
  ctx: AppContext,
  gatewayOrderId: string,
  paymentId: string | null,
): Promise<string | null> {
  try {
    const status = await ctx.payments?.fetchStatus(gatewayOrderId);
    return status?.payment && (paymentId === null || status.payment.id === paymentId)
      ? status.payment.method
      : null;
  } catch {
    return null;
  }
}

async function onWebhook(ctx: AppContext, hook: RefundEventPayload): Promise<JobResult> {
  if (!hook.gatewayOrderId) return undefined;
  const provider = hook.provider === 'cod' ? 'cod' : 'razorpay';
  const attempt = await attemptByGatewayOrder(ctx.db, provider, hook.gatewayOrderId);
  // Not an order of ours (another application on the same gateway account): nothing to do.
  if (!attempt) return undefined;
  const state: AttemptState | null = hook.event === 'order.paid' ? 'captured' : hook.paymentState;
  if (!state) return undefined;
  const method =
    state === 'captured' && !attempt.method ? await methodOf(ctx, hook.gatewayOrderId, hook.paymentId) : null;
  await settleAttempt(ctx, attempt.id, {
    state,
    paymentId: hook.paymentId,
    method: hook.method ?? method,
    amountPaise: hook.amountPaise,
  });
  return undefined;
}

/**
 * Reconciliation: asks the gateway itself about an attempt whose return and webhook may both have
 * been lost (a closed tab, a crash, a restart), and settles it. It looks again every
 * `reconcileEveryMs` while the attempt is open and its checkout could still be paid (the checkout's
 * lifetime and an hour more); a paid checkout without its order gets it here too.
 */
async function reconcile(ctx: AppContext, attempt: PaymentAttempt): Promise<JobResult> {
  const [checkout] = await ctx.db
    .select({ paid: checkouts.paymentStatus, finalized: checkouts.isFinalized })
    .from(checkouts)
    .where(eq(checkouts.id, attempt.checkoutId))
    .limit(1);
  if (!checkout || checkout.finalized) return undefined;
  if (checkout.paid === 'paid') {
    // Paid (a verified return or webhook) but no order yet: the order job places it after the grace.
    await ctx.db.transaction(async (tx) => {
      await ctx.jobs.enqueue(
        tx,
        PLACE_ORDER_JOB,
        { attemptId: attempt.id },
        { dedupeKey: `place-order:${attempt.checkoutId}`, delayMs: ctx.config.paidOrderGraceMs },
      );
    });
    return undefined;
  }
  const provider = ctx.payments;
  if (!provider || provider.id !== attempt.provider || !attempt.gatewayOrderId) return undefined;
  // A gateway that does not answer throws: the job is retried with backoff.
  const status = await provider.fetchStatus(attempt.gatewayOrderId);
  if (status.payment) {
    await settleAttempt(ctx, attempt.id, {
      state: status.payment.state,
      paymentId: status.payment.id,
      method: status.payment.method,
      amountPaise: status.payment.amountPaise,
    });
  }
  const now = await attemptById(ctx.db, attempt.id);
  if (!now || now.state === 'captured') return undefined;
  const openFor = (ctx.config.checkoutTtlMinutes + 60) * 60_000;
  if (Date.now() - attempt.createdAt.getTime() > openFor) return undefined;
  return { again: ctx.config.reconcileEveryMs };
}

/** The payment jobs every process runs: webhooks and reconciliation (brought forward on start). */
export function registerPaymentJobs(ctx: AppContext): void {
  ctx.jobs.handle(PAYMENT_WEBHOOK_JOB, (payload) => onWebhook(ctx, payload as unknown as RefundEventPayload));
  ctx.jobs.handle(RECONCILE_JOB, async (payload) => {
    const attempt =
      typeof payload.attemptId === 'string' ? await attemptById(ctx.db, payload.attemptId) : null;
    return attempt ? reconcile(ctx, attempt) : undefined;
  });
  ctx.jobs.handle(PLACE_ORDER_JOB, async (payload) => {
    if (typeof payload.attemptId === 'string') await placeOrderFor(ctx, payload.attemptId);
    return undefined;
  });
  ctx.jobs.dueOnStart(RECONCILE_JOB);
  ctx.jobs.dueOnStart(PLACE_ORDER_JOB);
}
