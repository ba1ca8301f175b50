import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { MailTransport } from '../lib/mail-transport.ts';
import type { JobRunner } from './jobs.ts';

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

/** The job that sends one mail of the outbox (payload `{ mailId }`). */
export const SEND_MAIL_JOB = 'mail.send';

/**
 * The e-mail outbox (docs/api.md, E-mail). A mail is written to `mail_outbox` by `queue`, with the
 * `mail.send` job that delivers it, inside the transaction of what it tells about (an order placed,
 * a status changed, a reset asked for), so it exists exactly when that change committed and is never
 * lost to a crash in between; queueing never sends, so a mail server that is down or slow can never
 * fail or hold up the order.
 *
 * Delivery is a job of the server's one queue (plugins/jobs.ts): claimed by one process at a time
 * with a lease, run right after the commit by the process that queued it and otherwise by any
 * process's poll, retried after `retryMs` doubling up to an hour, given up after `maxAttempts`. The
 * outbox row is the mail's record: its bodies, attempts, last error, and when it was sent or given
 * up. Delivery is at least once: a process that dies after the server accepted a mail but before it
 * was marked sent sends it again; a mail marked sent is never sent again.
 */
export interface MailOutbox {
  queue: (tx: Database, mail: QueuedMail) => Promise<string>;
  /**
   * Runs `work` (which reads what a mail needs and queues it) in a savepoint of `tx`: whatever goes
   * wrong there is logged and rolled back to the savepoint, and the transaction goes on, so a mail
   * never fails what it tells about.
   */
  safely: (tx: Database, what: string, work: (tx: Database) => Promise<void>) => Promise<void>;
  /** Runs every job due now, mails among them (once), and resolves with how many were attempted. */
  deliverDue: () => Promise<number>;
  /** Closes the transport; call after the job runner has closed. */
  close: () => void;
  /** Where mails go, for the start-up message. */
  describe: string;
}

export interface MailOutboxOptions {
  retryMs: number;
  maxAttempts: number;
}

type Log = (level: 'debug' | 'warn' | 'error', message: string) => void;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMailOutbox(
  jobs: JobRunner,
  db: Database,
  transport: MailTransport,
  options: MailOutboxOptions,
  log: Log,
): MailOutbox {
  jobs.handle(
    SEND_MAIL_JOB,
    async (payload, job) => {
      const id = typeof payload.mailId === 'string' ? payload.mailId : '';
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      // Gone, or already sent or given up (a process died before its job was marked done).
      if (!row || row.sentAt || row.failedAt) return undefined;
      const erased = row.sensitive ? { textBody: '', htmlBody: '' } : {};
      try {
        await transport.send({
          id: row.id,
          kind: row.kind,
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
      } catch (error) {
        const reason = reasonOf(error);
        const last = job.attempts >= job.maxAttempts;
        await db
          .update(mailOutbox)
          .set({
            attempts: job.attempts,
            lastError: reason,
            ...(last ? { failedAt: new Date(), ...erased } : {}),
          })
          .where(eq(mailOutbox.id, row.id));
        // The job runner logs the failure (a warning) or the giving up (an error) and retries.
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ attempts: job.attempts, sentAt: new Date(), lastError: null, ...erased })
        .where(eq(mailOutbox.id, row.id));
      log('debug', `mail ${row.id} (${row.kind}) sent`);
      return undefined;
    },
    { retryMs: options.retryMs },
  );

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
      await jobs.enqueue(tx, SEND_MAIL_JOB, { mailId: id }, { maxAttempts: options.maxAttempts });
      return id;
    },
    safely: async (tx, what, work) => {
      try {
        await tx.transaction(async (savepoint) => work(savepoint as unknown as Database));
      } catch (error) {
        log('error', `${what} mail not queued: ${reasonOf(error)}`);
      }
    },
    deliverDue: () => jobs.runDue(),
    close: () => transport.close(),
    describe: transport.describe,
  };
}
