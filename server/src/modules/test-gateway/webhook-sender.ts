import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { gatewayWebhookDeliveries } from '../../db/schema.ts';
import { webhookSignature } from '../payments/index.ts';
import { testCredentials } from './credentials.ts';
import { processDueRefunds } from './gateway-service.ts';

/** Sends one signed webhook; resolves with the HTTP status, throws when nothing answered. */
export type WebhookPost = (body: string, headers: Record<string, string>) => Promise<number>;

export interface WebhookSenderOptions {
  retryMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Keep every webhook owed (send none) while this process runs: a gateway whose webhooks are late. */
  holdWebhooks?: boolean;
}

type Log = (level: 'debug' | 'warn' | 'error', message: string) => void;

const LEASE_SECONDS = 60;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 20;

interface ClaimedDelivery {
  id: string;
  event: string;
  body: string;
  attempts: number;
}

/**
 * The test gateway's worker, run by every API process: it processes refunds that are due and
 * delivers the signed webhooks of `gateway_webhook_deliveries` to the store, as Razorpay does:
 * X-Razorpay-Signature over the exact body, x-razorpay-event-id the same on every retry. A 2xx
 * answer ends a delivery; anything else is retried after `retryMs`, doubling up to an hour, until
 * `maxAttempts`. Deliveries are claimed with SKIP LOCKED and a lease, so processes sharing the
 * database never send one at the same time, and those owed when a process stopped are sent by the
 * next one that runs.
 */
export function createWebhookSender(
  db: Database,
  post: WebhookPost,
  options: WebhookSenderOptions,
  log: Log,
) {
  let closed = false;
  let poll: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  async function claim(): Promise<ClaimedDelivery[]> {
    return rowsOf<ClaimedDelivery>(
      await db.execute(sql`
        update ${gatewayWebhookDeliveries}
        set attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${LEASE_SECONDS}::double precision)
        where id in (
          select id from ${gatewayWebhookDeliveries}
          where delivered_at is null and failed_at is null and next_attempt_at <= now()
            and (locked_until is null or locked_until <= now())
          order by created_at, id
          limit ${BATCH}
          for update skip locked)
        returning id, event, body, attempts`),
    );
  }

  async function deliver(row: ClaimedDelivery, secret: string): Promise<void> {
    let problem: string;
    try {
      const status = await post(row.body, {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(secret, row.body),
        'x-razorpay-event-id': row.id,
      });
      if (status >= 200 && status < 300) {
        await db
          .update(gatewayWebhookDeliveries)
          .set({ deliveredAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(gatewayWebhookDeliveries.id, row.id));
        log('debug', `test gateway: webhook ${row.event} ${row.id} delivered`);
        return;
      }
      problem = `answered ${status}`;
    } catch (error) {
      problem = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    }
    if (row.attempts >= options.maxAttempts) {
      await db
        .update(gatewayWebhookDeliveries)
        .set({ failedAt: new Date(), lockedUntil: null, lastError: problem })
        .where(eq(gatewayWebhookDeliveries.id, row.id));
      log(
        'warn',
        `test gateway: webhook ${row.event} ${row.id} given up after ${row.attempts} attempts (${problem})`,
      );
      return;
    }
    const wait = Math.min(options.retryMs * 2 ** (row.attempts - 1), MAX_RETRY_MS);
    await db
      .update(gatewayWebhookDeliveries)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000}::double precision)`,
        lockedUntil: null,
        lastError: problem,
      })
      .where(eq(gatewayWebhookDeliveries.id, row.id));
    log(
      'debug',
      `test gateway: webhook ${row.event} ${row.id} not delivered (${problem}); next try in ${wait} ms`,
    );
    later(wait);
  }

  async function runOnce(): Promise<void> {
    while ((await processDueRefunds(db)) > 0 && !closed) {
      // more refunds due: their webhooks are queued; go on
    }
    if (options.holdWebhooks) return;
    const { webhookSecret } = await testCredentials(db);
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row, webhookSecret);
      if (rows.length < BATCH || closed) return;
    }
  }

  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    const current = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        } while (again && !closed);
      } catch (error) {
        log('warn', `test gateway: webhooks paused: ${(error as Error).message}`);
      }
    })();
    running = current;
    void current.finally(() => {
      if (running === current) running = null;
    });
    return current;
  }

  return {
    /** Runs now (and once more after a run in progress); resolves when done. */
    kick,
    /** Runs after `ms` (a refund that becomes due then). */
    later,
    start() {
      if (closed || poll) return;
      poll = setInterval(() => void kick(), options.pollMs);
      poll.unref();
      void kick();
    },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
