import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the outbox holds it. */
export interface OutgoingMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mails go: an SMTP server (SMTP_URL), or .eml files in the outbox folder. */
export interface MailTransport {
  /** Resolves once the mail is accepted (by the server, or written); rejects with why not. */
  send: (mail: OutgoingMail) => Promise<void>;
  /** For the start-up message: the SMTP host and port (never the URL's password), or the folder. */
  describe: string;
  close: () => void;
}

/** The outbox folder and its mails: read and written by the server's user only. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** A connection, greeting or reply that takes longer fails the attempt; the mail is retried later. */
const SMTP_TIMEOUT_MS = 15_000;

function smtpTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `SMTP ${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'SMTP';
  }
}

/** Where mails go, for the start-up message (never the SMTP URL's password). */
export function describeMailTarget(options: { smtpUrl: string | null; outboxDir: string }): string {
  return options.smtpUrl
    ? `sent through ${smtpTarget(options.smtpUrl)}`
    : `written to ${options.outboxDir} (set SMTP_URL to send them)`;
}

/** The file name of a mail in the outbox folder: sortable by time, and saying what it is. */
function fileName(mail: OutgoingMail): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${mail.kind}-${mail.id}.eml`;
}

export function createMailTransport(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      describe: describeMailTarget(options),
      close: () => transport.close(),
    };
  }
  // Without an SMTP server, each mail is the complete message a server would have received (.eml,
  // which mail programs open), so nothing is lost and a developer can read what was sent. A reset
  // mail holds a working link: the folder and its files are for the server's user alone.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_FOLDER });
      // A folder made before (or by someone else) is closed too.
      await chmod(options.outboxDir, PRIVATE_FOLDER);
      await writeFile(path.join(options.outboxDir, fileName(mail)), info.message as Buffer, {
        mode: PRIVATE_FILE,
      });
    },
    describe: describeMailTarget(options),
    close: () => transport.close(),
  };
}
