import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';
import { mailOutbox } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { MailTransport, OutgoingMail } from '../lib/mail-transport.ts';

/** A mail to queue: what it is about (`kind`, in the outbox and its file names), to whom, and what it says. */
export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Carries a secret (a reset link): its bodies are erased from the outbox once sent or given up. */
  sensitive?: boolean;
}

/**
 * The e-mail outbox (docs/api.md, E-mail). A mail is written to `mail_outbox` by `queue`, inside the
 * transaction of what it tells about (an order placed, a status changed, a reset asked for), so it
 * exists exactly when that change committed and is never lost to a crash in between; queueing never
 * sends, so a mail server that is down or slow can never fail or hold up the order.
 *
 * Every API process runs a dispatcher. It claims due mails with `FOR UPDATE SKIP LOCKED` and a
 * lease (`locked_until`), so processes sharing a database never send one mail at the same time, and
 * a mail whose process died while sending it is taken over when the lease ends. A failed attempt is
 * retried after `retryMs`, doubling on each failure up to an hour, until `maxAttempts`, after which
 * it is given up (`failed_at`) and logged as an error. Delivery is at least once: a process that dies
 * after the server accepted a mail but before it was marked sent sends it again.
 *
 * The process that queued a mail delivers it right after the commit (it looks for it a few times in
 * the first seconds, since `queue` runs before the transaction commits); every process also looks
 * for due mails every `pollMs`, which picks up retries and mails whose queuing process went away.
 */
export interface MailDispatcher {
  queue: (tx: Database, mail: QueuedMail) => Promise<string>;
  /**
   * Runs `work` (which reads what a mail needs and queues it) in a savepoint of `tx`: whatever goes
   * wrong there is logged and rolled back to the savepoint, and the transaction goes on, so a mail
   * never fails what it tells about.
   */
  safely: (tx: Database, what: string, work: (tx: Database) => Promise<void>) => Promise<void>;
  /** Sends every mail due now (once) and resolves with how many were attempted. */
  deliverDue: () => Promise<number>;
  /** Starts looking for due mails every pollMs. */
  start: () => void;
  /** Stops looking and waits for a delivery in progress. */
  close: () => Promise<void>;
  /** Where mails go, for the start-up message. */
  describe: string;
}

export interface MailDispatcherOptions {
  retryMs: number;
  maxAttempts: number;
  pollMs: number;
}

type Log = (level: 'debug' | 'warn' | 'error', message: string) => void;

/** How long a claimed mail is held by the dispatcher sending it (longer than every SMTP timeout). */
const LEASE_SECONDS = 120;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 20;
/** After queueing, the mail is looked for at these delays (ms) until its transaction has committed. */
const LOOK_AGAIN_MS = [0, 20, 50, 100, 200, 400, 800, 1600, 3200];

interface ClaimedRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  sensitive: boolean;
  attempts: number;
}

export function createMailDispatcher(
  db: Database,
  transport: MailTransport,
  options: MailDispatcherOptions,
  log: Log,
): MailDispatcher {
  let closed = false;
  let poll: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();
  /** Mails this process queued and has not yet seen committed. */
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

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      update ${mailOutbox}
      set attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LEASE_SECONDS}::double precision)
      where id in (
        select id from ${mailOutbox}
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until <= now())
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, kind, recipient, subject, text_body, html_body, sensitive, attempts`);
    return rowsOf<ClaimedRow>(result);
  }

  const erased = (row: ClaimedRow) => (row.sensitive ? { textBody: '', htmlBody: '' } : {});

  async function deliver(row: ClaimedRow): Promise<void> {
    const mail: OutgoingMail = {
      id: row.id,
      kind: row.kind,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    try {
      await transport.send(mail);
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, lastError: null, ...erased(row) })
        .where(eq(mailOutbox.id, row.id));
      log('debug', `mail ${row.id} (${row.kind}) sent`);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= options.maxAttempts) {
        await db
          .update(mailOutbox)
          .set({ failedAt: new Date(), lockedUntil: null, lastError: reason, ...erased(row) })
          .where(eq(mailOutbox.id, row.id));
        log('error', `mail ${row.id} (${row.kind}) given up after ${row.attempts} attempts: ${reason}`);
        return;
      }
      const wait = Math.min(options.retryMs * 2 ** (row.attempts - 1), MAX_RETRY_MS);
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${wait / 1000}::double precision)`,
          lockedUntil: null,
          lastError: reason,
        })
        .where(eq(mailOutbox.id, row.id));
      log(
        'warn',
        `mail ${row.id} (${row.kind}) not sent (attempt ${row.attempts} of ${options.maxAttempts}): ${reason}; next try in ${Math.round(wait / 1000)} s`,
      );
      later(wait, kick);
    }
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) expected.delete(row.id);
      for (const row of rows) await deliver(row);
      attempted += rows.length;
      if (rows.length < BATCH || closed) return attempted;
    }
  }

  /** One run at a time in this process; a kick during a run starts another right after it. */
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
        // The database may be unreachable for a moment; the next poll tries again.
        log('warn', `mail delivery paused: ${(error as Error).message}`);
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
    if (!closed) void run();
  }

  function lookFor(id: string, step = 0): void {
    const delay = LOOK_AGAIN_MS[step];
    if (delay === undefined || !expected.has(id)) {
      expected.delete(id);
      return;
    }
    later(delay, () => {
      void run().then(() => lookFor(id, step + 1));
    });
  }

  return {
    queue: async (tx, mail) => {
      const id = newId();
      await tx.insert(mailOutbox).values({
        id,
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        sensitive: mail.sensitive ?? false,
      });
      expected.add(id);
      lookFor(id);
      return id;
    },
    safely: async (tx, what, work) => {
      try {
        await tx.transaction(async (savepoint) => work(savepoint as unknown as Database));
      } catch (error) {
        log('error', `${what} mail not queued: ${(error as Error).message}`);
      }
    },
    deliverDue: () => run(),
    start: () => {
      if (poll || closed) return;
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
      transport.close();
    },
    describe: transport.describe,
  };
}
