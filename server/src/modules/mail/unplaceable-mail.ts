import { STORE_NAME } from '@store/contracts';
import { escapeHtml, htmlMail, moneyFormatter } from './mail-layout.ts';
import type { RenderedMail } from './order-mail.ts';

/**
 * The mail to a shopper whose payment was taken for a checkout that could not become an order (its
 * stock sold out while the payment was on the way): no order was placed and the amount is refunded.
 */
export function renderUnplaceableMail(name: string, reason: string, amountPaise: number): RenderedMail {
  const money = moneyFormatter([amountPaise]);
  const subject = `Your ${STORE_NAME} order could not be placed: your payment is being refunded`;
  const greeting = `Hello ${name},`;
  const what = `Your payment of ${money(amountPaise)} went through, but we could not place the order: ${reason}.`;
  const refund = `We are refunding the full ${money(amountPaise)} to the way you paid. Banks usually show it within 5 to 7 working days.`;
  const footer = `${STORE_NAME} · You receive this mail because you paid for an order at ${STORE_NAME}.`;
  const text = [greeting, '', what, '', refund, '', footer, ''].join('\n');
  const body = `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(refund)}</p>`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}

/**
 * The mail to that shopper once the gateway says the refund was processed (checkout/unplaceable.ts).
 */
export function renderUnplaceableRefundedMail(name: string, amountPaise: number): RenderedMail {
  const money = moneyFormatter([amountPaise]);
  const subject = `Your ${STORE_NAME} refund of ${money(amountPaise)} has been processed`;
  const greeting = `Hello ${name},`;
  const what = `The ${money(amountPaise)} you paid for the order we could not place has been refunded to the way you paid.`;
  const when = 'Banks usually show it within 5 to 7 working days.';
  const footer = `${STORE_NAME} · You receive this mail because you paid for an order at ${STORE_NAME}.`;
  const text = [greeting, '', what, when, '', footer, ''].join('\n');
  const body = `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(what)} ${escapeHtml(when)}</p>`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}
