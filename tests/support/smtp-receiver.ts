import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the receiver got it: the envelope and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail accepted so far, oldest first. */
  mails: ReceivedMail[];
  /** How many messages were refused (by `refuseNext`). */
  refused: number;
  /**
   * The next `count` messages (to `recipient` only, when given) are answered 451 (try again later),
   * as a busy server would.
   */
  refuseNext: (count?: number, recipient?: string) => void;
  /** Resolves with the first mail (already received or still to come) that `matches`; rejects after `timeoutMs`. */
  waitFor: (matches: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free port of 127.0.0.1 that keeps what it
 * receives, parsed by `mailparser`: the tests send through it exactly as the store would send
 * through a mail provider. No TLS and no authentication (both optional in SMTP).
 */
export async function startSmtpReceiver(
  options: { onMail?: (mail: ReceivedMail) => void; port?: number } = {},
): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{
    matches: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }>();
  let toRefuse = 0;
  /** Only messages to this address are refused, when set. */
  let refuseFor: string | undefined;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        if (toRefuse > 0 && (refuseFor === undefined || recipients.includes(refuseFor))) {
          toRefuse--;
          refused++;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: Date.now(),
            };
            mails.push(mail);
            options.onMail?.(mail);
            for (const waiter of waiters) {
              if (waiter.matches(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    get refused() {
      return refused;
    },
    refuseNext: (count = 1, recipient) => {
      toRefuse += count;
      refuseFor = recipient;
    },
    waitFor: (matches, timeoutMs = 15_000) => {
      const found = mails.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join(' | ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
