/** The mails the store sent during the end-to-end run, as the suite's SMTP receiver got them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-receiver.ts';

export type { ReceivedMail };

function receivedMails(): ReceivedMail[] {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set (the Playwright config sets it)');
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail);
}

/**
 * The first mail to `to` whose subject is `subject` (or matches it), once it has arrived; fails
 * after `timeout` ms naming what did arrive for that address.
 */
export async function waitForMail(
  to: string,
  subject: string | RegExp,
  timeout = 60_000,
): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) =>
    mail.to.includes(to.toLowerCase()) &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMails().find(matches);
        return found
          ? 'arrived'
          : receivedMails()
              .filter((mail) => mail.to.includes(to.toLowerCase()))
              .map((mail) => mail.subject);
      },
      { timeout, message: `a mail to ${to} with the subject ${String(subject)}` },
    )
    .toBe('arrived');
  if (!found) throw new Error('unreachable: the poll passed without a mail');
  return found;
}
