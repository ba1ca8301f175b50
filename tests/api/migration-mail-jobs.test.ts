import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/src/db/client.ts';
import { jobs, mailOutbox } from '../../server/src/db/schema.ts';
import { SEND_MAIL_JOB } from '../../server/src/plugins/mail-outbox.ts';
import { migratedApiSuite } from './support/migration-harness.ts';

/**
 * Migration 0027 moves the mail outbox onto the one job queue: a mail still waiting becomes a
 * `mail.send` job that keeps its attempts and is sent once; mails sent or given up stay as they were
 * and get no job. On PGlite and on PostgreSQL.
 */

const BEFORE_MAIL_JOBS = 26;
const WAITING = 'eeeeeeeeeeeeeeeeeeeeee01';
const SENT = 'eeeeeeeeeeeeeeeeeeeeee02';
const GIVEN_UP = 'eeeeeeeeeeeeeeeeeeeeee03';

/** Three mails as the dispatcher of migration 0026's schema left them. */
async function writeOldMails(db: DatabaseHandle['db']) {
  await db.execute(sql`
    insert into mail_outbox (id, kind, recipient, subject, text_body, html_body, attempts,
      next_attempt_at, last_error, sent_at, failed_at)
    values
      (${WAITING}, 'order-placed', 'waiting@example.test', 'Your Threadline order #00000001 is placed',
        'Hello', '<p>Hello</p>', 2, now() - interval '1 minute', 'connect ECONNREFUSED', null, null),
      (${SENT}, 'order-placed', 'sent@example.test', 'Your Threadline order #00000002 is placed',
        'Hello', '<p>Hello</p>', 1, now(), null, now(), null),
      (${GIVEN_UP}, 'order-placed', 'gone@example.test', 'Your Threadline order #00000003 is placed',
        'Hello', '<p>Hello</p>', 8, now(), 'connect ECONNREFUSED', null, now())`);
}

const suite = migratedApiSuite('mail-jobs', BEFORE_MAIL_JOBS, writeOldMails);

describe('migration 0027: the mail outbox on the job queue', () => {
  it('sends the mail that was waiting, once, counting its earlier attempts; the others get no job', async () => {
    // The app may have sent it on start already; this waits for that or sends it.
    await suite.api.ctx.mail.deliverDue();
    await suite.api.ctx.mail.deliverDue();
    const sends = await suite.api.ctx.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
    expect(sends).toEqual([expect.objectContaining({ payload: { mailId: WAITING }, attempts: 3 })]);
    expect(sends[0]?.doneAt).toBeInstanceOf(Date);
    const rows = await suite.api.ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => [row.id, row.attempts, row.sentAt !== null, row.failedAt !== null])).toEqual([
      [WAITING, 3, true, false],
      [SENT, 1, true, false],
      [GIVEN_UP, 8, false, true],
    ]);
    const dir = suite.api.config.mailOutboxDir;
    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dir, files[0] ?? ''), 'utf8')).toContain('To: waiting@example.test');
  });
});
