import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { checkouts, payments } from '../../db/schema.ts';
import { conflict, type HttpError } from '../../lib/http-errors.ts';
import type { JobResult } from '../../plugins/jobs.ts';
import { queueUnplaceableMail } from '../mail/index.ts';
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

/** What the shopper reads (finalize's 409, the checkout page) once the payment is being refunded. */
export const unplaceableMessage = (reason: string) =>
  `Your payment went through, but we could not place the order: ${reason}. The full amount is being refunded to you.`;

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
        .select({ reason: checkouts.unplaceableReason })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      return { reason: current?.reason ?? null, moved: [] as string[] };
    }
    const moved = await releaseHolds(ctx, tx, eq(checkouts.id, checkoutId), 'failed');
    await queueUnplaceableMail(ctx, tx, marked.userId, marked.unplaceableReason ?? '', marked.totalPaise);
    await ctx.jobs.enqueue(
      tx,
      UNPLACEABLE_REFUND_JOB,
      { checkoutId },
      { dedupeKey: `unplaceable:${checkoutId}` },
    );
    return { reason: marked.unplaceableReason, moved };
  });
  if (outcome.moved.length > 0) await ctx.stockChanged(outcome.moved);
  return outcome.reason === null ? null : conflict(unplaceableMessage(outcome.reason));
}

/** 409 with the stored message when the checkout was found unplaceable before; null otherwise. */
export function unplaceableError(checkout: { unplaceableReason: string | null; unplaceableAt: Date | null }) {
  return checkout.unplaceableAt && checkout.unplaceableReason !== null
    ? conflict(unplaceableMessage(checkout.unplaceableReason))
    : null;
}

/**
 * The refund job: the checkout's captured attempt is refunded in full through its provider
 * (`refund`, idempotent by `unplaceable-{checkoutId}`, so a retry never refunds twice). A checkout
 * paid without an online attempt (the old direct payment) has nothing to refund at a provider:
 * 'none'. A gateway that does not answer throws, and the job is retried with backoff.
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
  const refund = await provider.refund(
    attempt.gatewayPaymentId,
    attempt.amountPaise,
    `unplaceable-${checkoutId}`.slice(0, 40),
  );
  await ctx.db
    .update(checkouts)
    .set({ refundState: refund.state, refundId: refund.refundId, updatedAt: new Date() })
    .where(eq(checkouts.id, checkoutId));
  return undefined;
}

/** Registers the refund job (every process runs it; app.ts). */
export function registerUnplaceableRefunds(ctx: AppContext): void {
  ctx.jobs.handle(UNPLACEABLE_REFUND_JOB, async (payload) =>
    typeof payload.checkoutId === 'string' ? runUnplaceableRefund(ctx, payload.checkoutId) : undefined,
  );
}
