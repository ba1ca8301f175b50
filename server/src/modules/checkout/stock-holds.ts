import type { LineItem } from '@store/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { checkouts, type HoldReleaseReason } from '../../db/schema.ts';
import { lockStock, productsOf, returnStock } from '../inventory/index.ts';
import { fireStockAlerts } from '../stock-alerts/index.ts';

/*
 * Stock is held while the shopper pays (issue 21; docs/api.md, checkout lifetime). Creating a
 * checkout takes its units from the variants' stock in the same transaction (a conditional
 * decrement under row locks: never below zero, whatever runs at once), so every listing and product
 * page shows what is left for others, and a shopper is told "sold out" before paying, never after.
 * The hold ends exactly once, by one conditional update of `checkouts.stock_hold` from 'held': to
 * 'ordered' at finalize (no second decrement), or to 'released' (the units go back) when the checkout
 * expires, its payment fails, or the shopper starts a newer checkout.
 */

/** The database's "this checkout is past its lifetime", the clock that stamped it. */
export const expiredSql = (ttlMinutes: number): SQL<boolean> =>
  sql<boolean>`${checkouts.createdAt} <= now() - make_interval(mins => ${ttlMinutes}::integer)`;

interface Released {
  id: string;
  items: LineItem[];
}

/**
 * Gives back the units of the held checkouts `where` picks, inside the caller's transaction: the
 * conditional update from 'held' decides, so a checkout's units go back once however many
 * processes, sweeps and requests try at the same time. Back-in-stock alerts of variants that got
 * units fire in the same transaction. Resolves with the products whose stock moved (for the caller
 * to announce once committed, AppContext.stockChanged).
 */
export async function releaseHolds(
  ctx: AppContext,
  tx: Database,
  where: SQL | undefined,
  reason: HoldReleaseReason,
): Promise<string[]> {
  const released: Released[] = await tx
    .update(checkouts)
    .set({
      stockHold: 'released',
      holdReleasedAt: new Date(),
      holdReleaseReason: reason,
      updatedAt: new Date(),
    })
    .where(and(eq(checkouts.stockHold, 'held'), where))
    .returning({ id: checkouts.id, items: checkouts.items });
  if (released.length === 0) return [];
  const items = released.flatMap((checkout) => checkout.items);
  await lockStock(tx, items);
  const variants = new Set<string>();
  for (const checkout of released)
    for (const id of await returnStock(tx, checkout.items, { sold: false })) variants.add(id);
  await fireStockAlerts(ctx, tx, [...variants]);
  return productsOf(items);
}

/** How many expired holds one sweep gives back at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Gives back the units of unpaid checkouts past their lifetime. Every process runs it on a timer
 * (startHoldSweeper) and POST /api/checkout runs it first, so an expired hold never makes a shopper
 * read "sold out". A checkout being paid or finalized right now is locked: it is skipped (SKIP
 * LOCKED), and paying checks the lifetime itself. Resolves with how many checkouts were released.
 */
export async function releaseExpiredHolds(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, productIds } = await ctx.db.transaction(async (tx) => {
      const before = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.stockHold, 'held'),
            eq(checkouts.paymentStatus, 'pending'),
            expiredSql(ctx.config.checkoutTtlMinutes),
          ),
        )
        .orderBy(checkouts.createdAt)
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (before.length === 0) return { count: 0, productIds: [] as string[] };
      const ids = before.map((row) => row.id);
      const moved = await releaseHolds(ctx, tx, inArray(checkouts.id, ids), 'expired');
      return { count: before.length, productIds: moved };
    });
    if (productIds.length > 0) await ctx.stockChanged(productIds);
    total += count;
    if (count < SWEEP_BATCH) return total;
  }
}

/** The sweep every process runs: every `everyMs`, and stopped by the returned function. */
export function startHoldSweeper(ctx: AppContext, everyMs: number, log: (message: string) => void) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = releaseExpiredHolds(ctx)
      .then(() => undefined)
      .catch((error: unknown) => log(`releasing expired stock holds failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Gives back the held units of one unpaid checkout whose payment failed for good (the payment code
 * calls it when the gateway says so): paying or finalizing it afterwards answers 410 'This checkout
 * can no longer be paid. Please continue to checkout again.'. Resolves with whether this call
 * released it (false when it was paid, already released or became an order).
 */
export async function releaseFailedCheckout(ctx: AppContext, checkoutId: string): Promise<boolean> {
  const moved = await ctx.db.transaction((tx) =>
    releaseHolds(
      ctx,
      tx,
      and(eq(checkouts.id, checkoutId), eq(checkouts.paymentStatus, 'pending')),
      'failed',
    ),
  );
  if (moved.length > 0) await ctx.stockChanged(moved);
  return moved.length > 0;
}
