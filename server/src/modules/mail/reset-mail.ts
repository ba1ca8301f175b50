import { STORE_NAME } from '@store/contracts';
import { escapeHtml, htmlButton, htmlMail } from './mail-layout.ts';
import type { RenderedMail } from './order-mail.ts';

/** The mail with a password reset link, valid for `minutes` and once. */
export function renderResetMail(name: string, link: string, minutes: number): RenderedMail {
  const subject = `Reset your ${STORE_NAME} password`;
  const greeting = `Hello ${name},`;
  const intro = `Someone (we hope you) asked to reset the password of your ${STORE_NAME} account. Open this link to choose a new one. It works once, for the next ${minutes} minutes.`;
  const ignore = 'If you did not ask for it, ignore this mail: your password stays as it is.';
  const footer = `${STORE_NAME} · You receive this mail because a password reset was asked for your account.`;
  const text = [greeting, '', intro, '', link, '', ignore, '', footer, ''].join('\n');
  const body = `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${htmlButton(link, 'Choose a new password')}
<p style="word-break:break-all;color:#57534e;font-size:13px">${escapeHtml(link)}</p>
<p>${escapeHtml(ignore)}</p>`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}
