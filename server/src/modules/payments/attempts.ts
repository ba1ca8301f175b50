import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { AttemptState, PaymentProviderId } from './provider.ts';

export type PaymentAttempt = typeof payments.$inferSelect;

/**
 * How far an attempt has come. An attempt only moves forward: `captured` is final (a paid checkout
 * never moves back), and a late `pending` or `authorized` never undoes a `failed` or a `captured`
 * that arrived first (webhooks come in any order).
 */
const RANK: Record<AttemptState, number> = { created: 0, pending: 1, authorized: 2, failed: 3, captured: 4 };

export function nextState(current: AttemptState, reported: AttemptState): AttemptState {
  if (current === 'captured') return 'captured';
  // A shopper may pay again on the same gateway order after a failure: a later success wins.
  if (current === 'failed') return reported === 'captured' || reported === 'authorized' ? reported : current;
  return RANK[reported] > RANK[current] ? reported : current;
}

export async function recordAttempt(
  tx: Database,
  values: {
    checkoutId: string;
    userId: string;
    provider: PaymentProviderId;
    gatewayOrderId: string | null;
    amountPaise: number;
  },
): Promise<PaymentAttempt> {
  const [row] = await tx
    .insert(payments)
    .values({ id: newId(), ...values })
    .returning();
  if (!row) throw new Error('insert returned no payment attempt');
  return row;
}

export async function attemptByGatewayOrder(
  db: Database,
  provider: PaymentProviderId,
  gatewayOrderId: string,
  lock = false,
): Promise<PaymentAttempt | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.gatewayOrderId, gatewayOrderId)))
    .limit(1)
    .$dynamic();
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function attemptById(db: Database, id: string): Promise<PaymentAttempt | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/** Every attempt of a checkout, newest first. */
export function attemptsOf(db: Database, checkoutId: string): Promise<PaymentAttempt[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.checkoutId, checkoutId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/**
 * Records what the gateway (a verified return, webhook or status answer) says about an attempt, in
 * `tx` with the attempt locked; the state only moves forward. Answers the attempt as it is now.
 */
export async function reportAttempt(
  tx: Database,
  attempt: PaymentAttempt,
  report: { state: AttemptState; paymentId?: string | null; method?: string | null; error?: string | null },
): Promise<PaymentAttempt> {
  const state = nextState(attempt.state, report.state);
  const moved = state !== attempt.state || (state === report.state && report.paymentId);
  if (!moved && report.error === undefined) return attempt;
  const [row] = await tx
    .update(payments)
    .set({
      state,
      // The payment that reached this state names the attempt's payment.
      ...(state === report.state && report.paymentId ? { gatewayPaymentId: report.paymentId } : {}),
      ...(state === report.state && report.method ? { method: report.method } : {}),
      ...(report.error !== undefined ? { error: report.error } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, attempt.id))
    .returning();
  return row ?? attempt;
}
