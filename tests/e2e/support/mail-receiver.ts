/**
 * The end-to-end suite's mail server (started by the Playwright config beside the store): a real
 * SMTP receiver on E2E_SMTP_PORT that writes every mail it gets, parsed, as a JSON file into
 * E2E_MAIL_DIR, where the tests read it (support/mail.ts). Stopped by Playwright with the store.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpReceiver } from '../../support/smtp-receiver.ts';

const port = Number(process.env.E2E_SMTP_PORT);
const folder = process.env.E2E_MAIL_DIR;
if (!port || !folder) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set');
mkdirSync(folder, { recursive: true });

let count = 0;
const receiver = await startSmtpReceiver({
  port,
  onMail: (mail) => {
    count += 1;
    const file = path.join(folder, `${mail.receivedAt}-${String(count).padStart(5, '0')}.json`);
    // Written whole, then renamed: a reader never sees half a mail.
    writeFileSync(`${file}.part`, JSON.stringify(mail));
    renameSync(`${file}.part`, file);
  },
});
console.log(`[mail] receiving on ${receiver.url}, writing to ${folder}`);
const stop = () => void receiver.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
