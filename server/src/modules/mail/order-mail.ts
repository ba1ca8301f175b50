import {
  CASH_ON_DELIVERY,
  type LineItem,
  type OrderStatus,
  type ShippingAddress,
  STORE_NAME,
} from '@store/contracts';
import { escapeHtml, formatMailDate, htmlButton, htmlMail, moneyFormatter } from './mail-layout.ts';

/** What an order mail tells: the order placed, its status changed, the order cancelled or refunded. */
export type OrderMailEvent = 'placed' | 'status' | 'cancelled' | 'refunded';

/** What an order mail needs of an order (an order row has all of it). */
export interface MailOrder {
  id: string;
  items: LineItem[];
  subtotalPaise: number;
  discountPaise: number;
  /** The Cash on Delivery fee (0 or absent when none). */
  codFeePaise?: number;
  totalPaise: number;
  /** How it is paid ('Cash on Delivery', 'Online (UPI)', …) and whether it is paid yet. */
  paymentMethod?: string;
  isPaid?: boolean;
  shippingAddress: ShippingAddress;
  status: OrderStatus;
  createdAt: Date;
  deliveredAt: Date | null;
  /** The tax invoice issued with the order (the order-placed mail names it; docs/product.md §10). */
  invoiceNumber?: string | undefined;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Orders are named by the last 8 characters of their id (docs/product.md §9). */
export const orderNumber = (id: string) => `#${id.slice(-8)}`;

/** The status and cancellation mail of one status change (the mail a status change sends). */
export const statusEvent = (status: OrderStatus): OrderMailEvent =>
  status === 'Cancelled' ? 'cancelled' : 'status';

function subjectOf(event: OrderMailEvent, order: MailOrder): string {
  const number = orderNumber(order.id);
  if (event === 'placed') return `Your ${STORE_NAME} order ${number} is placed`;
  if (event === 'cancelled') return `Your ${STORE_NAME} order ${number} is cancelled`;
  if (event === 'refunded') return `Your ${STORE_NAME} order ${number} is refunded`;
  return `Your ${STORE_NAME} order ${number} is now ${order.status}`;
}

/** The first paragraph: what happened, in a sentence or two. */
function introOf(event: OrderMailEvent, order: MailOrder, total: string): string {
  if (event === 'placed') {
    return `Thank you for your order, placed on ${formatMailDate(order.createdAt)}. We are getting it ready and will write again when it ships.`;
  }
  if (event === 'cancelled') {
    return `Your order ${orderNumber(order.id)} has been cancelled, and its items will not be sent. The ${total} you paid will be refunded to the way you paid; we will write again when the refund is done.`;
  }
  if (event === 'refunded') {
    return `We have refunded the ${total} you paid for order ${orderNumber(order.id)} to the way you paid. It can take a few days to show.`;
  }
  switch (order.status) {
    case 'Shipped':
      return `Good news: your order ${orderNumber(order.id)} has shipped and is on its way to you.`;
    case 'Delivered':
      return `Your order ${orderNumber(order.id)} was delivered on ${formatMailDate(order.deliveredAt ?? new Date())}. We hope you enjoy it.`;
    default:
      return `Your order ${orderNumber(order.id)} is ${order.status} again: we are getting it ready.`;
  }
}

function addressLines(address: ShippingAddress): string[] {
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [`${address.firstName} ${address.lastName}`, address.address, place, address.country, address.phone];
}

/** A line's picture as an address a mail reader can load: the store's own paths made absolute. */
function pictureUrl(image: string, storeUrl: string): string | null {
  if (/^https?:\/\//i.test(image)) return image;
  return image.startsWith('/') ? `${storeUrl}${image}` : null;
}

/** The picture cell of a line in the HTML mail: the picture of the colour bought (empty without one). */
function pictureCell(item: LineItem, storeUrl: string, style: string): string {
  const url = item.image ? pictureUrl(item.image, storeUrl) : null;
  const picture = url
    ? `<img src="${escapeHtml(url)}" alt="" width="56" height="70" style="display:block;width:56px;height:70px;object-fit:cover;border-radius:4px;background:#f5f5f4">`
    : '';
  return `<td width="68" style="${style};padding-right:12px">${picture}</td>`;
}

/**
 * An order mail in plain text and HTML: the store's name, what happened, the order's lines (in the
 * HTML with the picture of the colour bought; name, size and colour, quantity, amount), its totals, the delivery address and a link to the order.
 */
export function renderOrderMail(
  event: OrderMailEvent,
  order: MailOrder,
  customerName: string,
  storeUrl: string,
): RenderedMail {
  const lines = order.items.map((item) => ({
    item,
    unitPaise: Math.round(item.price * 100),
    amountPaise: Math.round(item.price * 100) * item.quantity,
  }));
  const money = moneyFormatter([
    ...lines.flatMap((line) => [line.unitPaise, line.amountPaise]),
    order.subtotalPaise,
    order.discountPaise,
    order.codFeePaise ?? 0,
    order.totalPaise,
  ]);
  const total = money(order.totalPaise);
  const subject = subjectOf(event, order);
  const intro = introOf(event, order, total);
  const link = `${storeUrl}/order/${order.id}`;
  const totals: Array<[string, string]> = [['Subtotal', money(order.subtotalPaise)]];
  if (order.discountPaise > 0) totals.push(['First-order discount', `−${money(order.discountPaise)}`]);
  totals.push(['Shipping', 'Free']);
  if (order.codFeePaise) totals.push(['Cash on Delivery fee', money(order.codFeePaise)]);
  totals.push(['Total', total]);
  // The order-placed mail says how it is paid (issue 21).
  const payment = event === 'placed' && order.paymentMethod ? paymentLine(order, total) : null;
  const greeting = `Hello ${customerName},`;
  // The invoice needs the shopper signed in, so the mail names it and links to the order's page.
  const invoice =
    event === 'placed' && order.invoiceNumber
      ? `Your tax invoice ${order.invoiceNumber} is ready: download it from your order's page.`
      : null;
  const footer = `${STORE_NAME} · You receive this mail because you placed an order with us.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    `Order ${orderNumber(order.id)} · ${order.status}`,
    ...lines.map(
      ({ item, unitPaise, amountPaise }) =>
        `- ${item.name} (${item.size} / ${item.color}) × ${item.quantity} at ${money(unitPaise)}: ${money(amountPaise)}`,
    ),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(payment ? ['', payment] : []),
    '',
    'Delivering to:',
    ...addressLines(order.shippingAddress),
    '',
    ...(invoice ? [invoice, ''] : []),
    `See your order: ${link}`,
    '',
    footer,
    '',
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #e7e5e4;vertical-align:top';
  const rows = lines
    .map(
      ({ item, unitPaise, amountPaise }) =>
        `<tr>${pictureCell(item, storeUrl, cell)}<td style="${cell}"><strong>${escapeHtml(item.name)}</strong><br><span style="color:#57534e">${escapeHtml(item.size)} / ${escapeHtml(item.color)} · ${item.quantity} × ${escapeHtml(money(unitPaise))}</span></td><td align="right" style="${cell}">${escapeHtml(money(amountPaise))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 0${label === 'Total' ? ';font-weight:bold' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${label === 'Total' ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = `<p style="margin:0">${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0 8px;font-weight:bold">Order ${escapeHtml(orderNumber(order.id))} · ${escapeHtml(order.status)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">${totalRows}</table>
${payment ? `<p style="margin:16px 0 0">${escapeHtml(payment)}</p>\n` : ''}<p style="margin:24px 0 4px;font-weight:bold">Delivering to</p>
<p style="margin:0">${addressLines(order.shippingAddress).map(escapeHtml).join('<br>')}</p>
${invoice ? `<p style="margin:24px 0 0">${escapeHtml(invoice)}</p>\n` : ''}${htmlButton(link, 'See your order')}`;
  return { subject, text, html: htmlMail({ title: subject, heading: subject, body, footer }) };
}

/** 'Payment: Cash on Delivery. Please pay ₹1,049 when it arrives.' or 'Payment: paid by Online (UPI).' */
function paymentLine(order: MailOrder, total: string): string {
  if (order.paymentMethod === CASH_ON_DELIVERY && !order.isPaid)
    return `Payment: Cash on Delivery. Please pay ${total} when it arrives.`;
  return `Payment: paid by ${order.paymentMethod}.`;
}
