import { RETURN_REASON_LABELS, type ReturnReason, type ReturnStatus, STORE_NAME } from '@store/contracts';
import { escapeHtml, htmlButton, htmlMail, moneyFormatter } from './mail-layout.ts';
import { orderNumber, type RenderedMail } from './order-mail.ts';

/** What a return mail tells: one step of a return request (docs/product.md §4, Returns). */
export interface ReturnMail {
  orderId: string;
  status: ReturnStatus;
  name: string;
  size: string;
  color: string;
  quantity: number;
  reason: ReturnReason;
  resolution: 'refund' | 'exchange';
  exchange: { size: string; color: string } | null;
  rejectReason: string | null;
  refundPaise: number | null;
}

function subjectOf(mail: ReturnMail): string {
  const number = orderNumber(mail.orderId);
  switch (mail.status) {
    case 'requested':
      return `We have your return request for order ${number}`;
    case 'approved':
      return `Your return for order ${number} is approved`;
    case 'rejected':
      return `Your return for order ${number} was not accepted`;
    case 'received':
      return `We received your return for order ${number}`;
    case 'refunded':
      return `Your return for order ${number} is refunded`;
    case 'exchange_sent':
      return `Your exchange for order ${number} is on its way`;
  }
}

function introOf(mail: ReturnMail, item: string, money: (paise: number) => string): string {
  const wanted =
    mail.resolution === 'exchange' && mail.exchange
      ? `an exchange for size ${mail.exchange.size} in ${mail.exchange.color}`
      : 'a refund';
  switch (mail.status) {
    case 'requested':
      return `You asked to return ${item} (${RETURN_REASON_LABELS[mail.reason]}) for ${wanted}. We will look at it and write again.`;
    case 'approved':
      return `We approved your return of ${item}. Please send it back with its tags; we will write again when it reaches us.`;
    case 'rejected':
      return `We could not accept your return of ${item}. Reason: ${mail.rejectReason ?? ''}`;
    case 'received':
      return `Your return of ${item} has reached us. ${mail.resolution === 'exchange' ? 'We are sending your exchange next.' : 'We are refunding it next.'}`;
    case 'refunded':
      return `We have refunded ${money(mail.refundPaise ?? 0)} for ${item} to the way you paid. It can take a few days to show.`;
    case 'exchange_sent':
      return `We have sent ${mail.exchange ? `size ${mail.exchange.size} in ${mail.exchange.color}` : 'your exchange'} in exchange for ${item}, at no charge.`;
  }
}

/** The mail of one step of a return request, in plain text and HTML, with a link to the order. */
export function renderReturnMail(mail: ReturnMail, customerName: string, storeUrl: string): RenderedMail {
  const money = moneyFormatter([mail.refundPaise ?? 0]);
  const item = `${mail.quantity} × ${mail.name} (${mail.size} / ${mail.color})`;
  const subject = subjectOf(mail);
  const intro = introOf(mail, item, money);
  const link = `${storeUrl}/order/${mail.orderId}`;
  const greeting = `Hello ${customerName},`;
  const footer = `${STORE_NAME} · You receive this mail because you asked to return an item.`;
  const text = [greeting, '', intro, '', `Follow your return: ${link}`, '', footer, ''].join('\n');
  const body = `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${htmlButton(link, 'Follow your return')}`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}
