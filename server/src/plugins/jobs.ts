import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';
import { jobs } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/**
 * Database-backed jobs (docs/architecture.md, jobs), the one queue of the server: webhook handling,
 * payment reconciliation, refund retries and the mail outbox's deliveries. A job is written to `jobs` by `enqueue`
 * inside the transaction of what asks for it, so it exists exactly when that change committed; every
 * API process runs a runner that claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`), so processes sharing the database never run one job at the same time and a job
 * whose process died (kill -9) is taken over when its lease ends. A job that throws is retried after
 * `retryMs`, doubling up to an hour, until its `max_attempts`; then it is given up (`failed_at`) and
 * logged as an error. A handler may answer `{ again: ms }` to look again later without counting a
 * failure (a reconciliation waiting for the gateway). Handlers must be idempotent: delivery is at
 * least once.
 */
export type JobResult = undefined | { again: number };
/** The job being run: `attempts` counts this one; it is the last when it reaches `maxAttempts`. */
export interface RunningJob {
  id: string;
  attempts: number;
  maxAttempts: number;
}
export type JobHandler = (payload: Record<string, unknown>, job: RunningJob) => Promise<JobResult>;

export interface HandlerOptions {
  /** The wait before this kind's first retry (doubling); the runner's `retryMs` otherwise. */
  retryMs?: number;
}

export interface EnqueueOptions {
  /** A second job with the same key is not added while the first exists (done or not). */
  dedupeKey?: string;
  delayMs?: number;
  maxAttempts?: number;
}

export interface JobRunner {
  /** Adds a job in `tx` (run once that commits); resolves with its id, or null when deduplicated. */
  enqueue: (
    tx: Database,
    kind: string,
    payload: Record<string, unknown>,
    options?: EnqueueOptions,
  ) => Promise<string | null>;
  /** The code that runs jobs of `kind`; register before `start`. */
  handle: (kind: string, handler: JobHandler, options?: HandlerOptions) => void;
  /** Kinds whose waiting jobs are made due when a process starts (reconciliation after a restart). */
  dueOnStart: (kind: string) => void;
  /** Runs every job due now (once) and resolves with how many were attempted. */
  runDue: () => Promise<number>;
  start: () => Promise<void>;
  /** Stops looking and waits for the job in progress. */
  close: () => Promise<void>;
}

export interface JobRunnerOptions {
  retryMs: number;
  pollMs: number;
  /** Seconds a claimed job is held by the runner running it. */
  leaseSeconds?: number;
}

type Log = (level: 'debug' | 'warn' | 'error', message: string) => void;

const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 10;
const LOOK_AGAIN_MS = [0, 20, 50, 100, 200, 400, 800, 1600, 3200];

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  /** performance.now() just before the claim was sent: the lease began after it. */
  claimedAt: number;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createJobRunner(db: Database, options: JobRunnerOptions, log: Log): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const retryBase = new Map<string, number>();
  const startKinds = new Set<string>();
  const lease = options.leaseSeconds ?? 120;
  let closed = false;
  let started = false;
  let poll: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();
  const expected = new Set<string>();

  const later = (ms: number, work: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const kinds = () =>
    sql.join(
      [...handlers.keys()].map((kind) => sql`${kind}`),
      sql`, `,
    );

  async function claim(): Promise<ClaimedJob[]> {
    if (handlers.size === 0) return [];
    const claimedAt = performance.now();
    const result = await db.execute(sql`
      update ${jobs}
      set attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${lease}::double precision)
      where id in (
        select id from ${jobs}
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until <= now())
          and kind in (${kinds()})
        order by run_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
    return rowsOf<Omit<ClaimedJob, 'claimedAt'>>(result).map((job) => ({ ...job, claimedAt }));
  }

  /**
   * The lease of a claimed job starts again when its turn in the batch comes late: a batch runs its
   * jobs one after another, and a job waiting behind slow ones (a mail server taking its timeouts)
   * could otherwise outlive its lease and be claimed and run by another process too. False when
   * another claim took it meanwhile (each claim counts an attempt): it is that runner's now. Within
   * the first half of the lease nobody else can have claimed it and half is left, so no statement.
   */
  async function renewLease(job: ClaimedJob): Promise<boolean> {
    if (performance.now() - job.claimedAt < (lease * 1000) / 2) return true;
    const result = await db.execute(sql`
      update ${jobs} set locked_until = now() + make_interval(secs => ${lease}::double precision)
      where id = ${job.id} and attempts = ${job.attempts} and done_at is null and failed_at is null
      returning id`);
    return rowsOf<{ id: string }>(result).length > 0;
  }

  async function finish(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    if (!(await renewLease(job))) {
      log('debug', `job ${job.id} (${job.kind}) left to the runner that claimed it after this one`);
      return;
    }
    try {
      const result = await handler(job.payload, {
        id: job.id,
        attempts: job.attempts,
        maxAttempts: job.max_attempts,
      });
      if (result && 'again' in result) {
        // Not a failure: the attempt is given back and the job looks again later.
        await db.execute(sql`
          update ${jobs} set attempts = attempts - 1, locked_until = null,
            run_at = now() + make_interval(secs => ${result.again / 1000}::double precision)
          where id = ${job.id}`);
        later(result.again, kick);
        return;
      }
      await db.execute(
        sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`,
      );
      log('debug', `job ${job.id} (${job.kind}) done`);
    } catch (error) {
      const reason = reasonOf(error);
      if (job.attempts >= job.max_attempts) {
        await db.execute(
          sql`update ${jobs} set failed_at = now(), locked_until = null, last_error = ${reason} where id = ${job.id}`,
        );
        log('error', `job ${job.id} (${job.kind}) given up after ${job.attempts} attempts: ${reason}`);
        return;
      }
      const base = retryBase.get(job.kind) ?? options.retryMs;
      const wait = Math.min(base * 2 ** (job.attempts - 1), MAX_RETRY_MS);
      await db.execute(sql`
        update ${jobs} set locked_until = null, last_error = ${reason},
          run_at = now() + make_interval(secs => ${wait / 1000}::double precision)
        where id = ${job.id}`);
      log(
        'warn',
        `job ${job.id} (${job.kind}) failed (attempt ${job.attempts} of ${job.max_attempts}): ${reason}; next try in ${Math.round(wait / 1000)} s`,
      );
      later(wait, kick);
    }
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await claim();
      for (const job of claimed) expected.delete(job.id);
      for (const job of claimed) await finish(job);
      attempted += claimed.length;
      // Jobs a job queued (due now) run in the same pass.
      if (claimed.length === 0 || closed) return attempted;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const current = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await runOnce();
        } while (again && !closed);
      } catch (error) {
        log('warn', `jobs paused: ${reasonOf(error)}`);
      }
      return total;
    })();
    running = current;
    void current.finally(() => {
      if (running === current) running = null;
    });
    return current;
  }

  function kick(): void {
    if (!closed && started) void run();
  }

  function lookFor(id: string, step = 0): void {
    const delay = LOOK_AGAIN_MS[step];
    if (delay === undefined || !expected.has(id)) {
      expected.delete(id);
      return;
    }
    later(delay, () => {
      if (!started) return;
      void run().then(() => lookFor(id, step + 1));
    });
  }

  return {
    enqueue: async (tx, kind, payload, enqueueOptions = {}) => {
      const id = newId();
      const runAt =
        enqueueOptions.delayMs && enqueueOptions.delayMs > 0
          ? sql`now() + make_interval(secs => ${enqueueOptions.delayMs / 1000}::double precision)`
          : sql`now()`;
      const result = await tx.execute(sql`
        insert into ${jobs} (id, kind, payload, dedupe_key, max_attempts, run_at)
        values (${id}, ${kind}, ${JSON.stringify(payload)}::jsonb, ${enqueueOptions.dedupeKey ?? null},
          ${enqueueOptions.maxAttempts ?? 10}, ${runAt})
        on conflict (dedupe_key) do nothing
        returning id`);
      if (rowsOf<{ id: string }>(result).length === 0) return null;
      if (!enqueueOptions.delayMs) {
        expected.add(id);
        lookFor(id);
      } else {
        later(enqueueOptions.delayMs, kick);
      }
      return id;
    },
    handle: (kind, handler, handlerOptions = {}) => {
      handlers.set(kind, handler);
      if (handlerOptions.retryMs !== undefined) retryBase.set(kind, handlerOptions.retryMs);
    },
    dueOnStart: (kind) => {
      startKinds.add(kind);
    },
    runDue: () => run(),
    start: async () => {
      if (started || closed) return;
      started = true;
      if (startKinds.size > 0) {
        const list = sql.join(
          [...startKinds].map((kind) => sql`${kind}`),
          sql`, `,
        );
        try {
          await db.execute(sql`
            update ${jobs} set run_at = now()
            where done_at is null and failed_at is null and run_at > now() and kind in (${list})`);
        } catch (error) {
          log('warn', `jobs due on start not brought forward: ${reasonOf(error)}`);
        }
      }
      poll = setInterval(kick, options.pollMs);
      poll.unref();
      kick();
    },
    close: async () => {
      closed = true;
      if (poll) clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running?.catch(() => undefined);
    },
  };
}
