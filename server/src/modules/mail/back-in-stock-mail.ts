import { STORE_NAME } from '@store/contracts';
import { escapeHtml, htmlButton, htmlMail } from './mail-layout.ts';
import type { RenderedMail } from './order-mail.ts';

/** What the back-in-stock mail names and where its links lead. */
export interface BackInStockMail {
  productName: string;
  size: string;
  color: string;
  /** The product page with the size and colour chosen. */
  productLink: string;
  /** Removes every alert still waiting for this address (no sign-in needed). */
  removeLink: string;
}

/** The one mail of an alert: the variant is back, a link to it, and a link to stop the other alerts. */
export function renderBackInStockMail(mail: BackInStockMail): RenderedMail {
  const variant = `${mail.productName} in ${mail.size} / ${mail.color}`;
  const subject = `Back in stock: ${variant}`;
  const intro = `Good news: ${variant} is back in stock at ${STORE_NAME}. Stock is limited, so it may sell out again.`;
  const once = 'We sent this mail once, as you asked; this alert is now done.';
  const stop = 'No longer want the other back-in-stock alerts of this address? Remove them here:';
  const footer = `${STORE_NAME} · You receive this mail because you asked to be told when this size and colour is back.`;
  const text = [
    intro,
    '',
    `See it: ${mail.productLink}`,
    '',
    once,
    stop,
    mail.removeLink,
    '',
    footer,
    '',
  ].join('\n');
  const body = `<p style="margin:0">${escapeHtml(intro)}</p>
${htmlButton(mail.productLink, 'See it in your size')}
<p>${escapeHtml(once)}</p>
<p style="color:#57534e;font-size:13px">${escapeHtml(stop)} <a href="${escapeHtml(mail.removeLink)}" style="color:#57534e">Remove my alerts</a></p>`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}
