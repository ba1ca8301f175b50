import { createHash } from 'node:crypto';
import { STORE_NAME } from '@store/contracts';
import QRCode from 'qrcode';
import { TEST_UPI_ID } from './gateway-service.ts';

export const TEST_MODE_BANNER = 'Test mode: no money moves';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** The one script a hosted page may run: sending the result back to the shop, as Razorpay's page does. */
const POST_BACK_SCRIPT = 'document.forms[0].submit();';
const POST_BACK_HASH = `'sha256-${createHash('sha256').update(POST_BACK_SCRIPT).digest('base64')}'`;

/**
 * The hosted pages' own policy: nothing loaded from anywhere, forms only to us and the shop's return
 * address; the page that posts the result back may run its one inline script (by its hash).
 */
export function pageSecurityPolicy(callbackUrl: string | null, postBack = false): string {
  let target = '';
  if (callbackUrl) {
    try {
      target = ` ${new URL(callbackUrl).origin}`;
    } catch {
      target = '';
    }
  }
  const script = postBack ? `; script-src ${POST_BACK_HASH}` : '';
  return `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'${target}; base-uri 'none'; frame-ancestors 'none'${script}`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; line-height: 1.5; }
  .banner { background: #854d0e; color: #fff; padding: 0.75rem 1rem; text-align: center; font-weight: 700; }
  main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.375rem; margin: 1rem 0 0.25rem; }
  h2 { font-size: 1.0625rem; margin: 0 0 0.5rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: 0; }
  .muted { color: #52525b; margin: 0.25rem 0 0; }
  section { background: #fff; border: 1px solid #d4d4d8; border-radius: 0.5rem; padding: 1rem; margin-top: 1rem; }
  .qr { width: 12rem; max-width: 100%; margin: 0.5rem auto; }
  .qr svg { display: block; width: 100%; height: auto; }
  form { margin: 0.5rem 0 0; }
  button { width: 100%; min-height: 2.75rem; font: inherit; font-weight: 600; border-radius: 0.375rem;
    border: 2px solid #18181b; background: #18181b; color: #fff; cursor: pointer; padding: 0.5rem 1rem; }
  button.secondary { background: #fff; color: #18181b; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  code { font-size: 0.9375rem; }
</style>
</head>
<body>
<p class="banner" role="note">${TEST_MODE_BANNER}</p>
<main>
${body}
</main>
</body>
</html>
`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

function outcomeForm(
  action: string,
  fields: Record<string, string>,
  label: string,
  secondary = false,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
}

/**
 * POST /test-gateway/v1/checkout/embedded (the form Razorpay's hosted checkout takes): the hosted
 * payment page where the shopper picks a test outcome.
 */
export async function checkoutPage(
  order: { id: string; amount: number },
  callbackUrl: string,
  cancelUrl: string | null,
): Promise<string> {
  const amount = rupees(order.amount);
  const upi = new URLSearchParams({
    pa: TEST_UPI_ID,
    pn: STORE_NAME,
    am: (order.amount / 100).toFixed(2),
    cu: 'INR',
    tr: order.id,
  });
  const svg = await QRCode.toString(`upi://pay?${upi.toString()}`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  const action = `/test-gateway/checkout/${encodeURIComponent(order.id)}`;
  const fields = (outcome: string) => ({ outcome, callback_url: callbackUrl });
  return layout(
    `Pay ${amount} to ${STORE_NAME}`,
    `<h1>Pay ${escapeHtml(STORE_NAME)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p class="muted">Order ${escapeHtml(order.id)}. This is the store's test gateway: pick what should happen.</p>
<section aria-labelledby="upi-heading">
  <h2 id="upi-heading">UPI</h2>
  <div class="qr" role="img" aria-label="UPI QR code for ${escapeHtml(amount)} to ${escapeHtml(STORE_NAME)} (test)">${svg}</div>
  <p class="muted">Scan with any UPI app, or pay to <code>${TEST_UPI_ID}</code>. Nothing is charged in test mode.</p>
  ${outcomeForm(action, fields('upi'), 'I have paid with UPI')}
</section>
<section aria-labelledby="card-heading">
  <h2 id="card-heading">Card</h2>
  ${outcomeForm(action, fields('card_success'), 'Pay by card (test card succeeds)')}
  ${outcomeForm(action, fields('card_failure'), 'Pay by card (test card is declined)', true)}
</section>
<section aria-labelledby="pending-heading">
  <h2 id="pending-heading">Pending</h2>
  <p class="muted">The payment is started but not finished, as when the shopper closes the UPI app.</p>
  ${outcomeForm(action, fields('pending'), 'Leave the payment pending', true)}
</section>${cancelUrl ? `\n<p><a href="${escapeHtml(cancelUrl)}">Cancel and return to ${escapeHtml(STORE_NAME)}</a></p>` : ''}`,
  );
}

/** After "pending": the payment waits; the shopper (or a test) can still finish it or give up. */
export function pendingPage(payment: { id: string; amount: number }, callbackUrl: string): string {
  const action = `/test-gateway/payments/${encodeURIComponent(payment.id)}/settle`;
  return layout(
    'Payment pending',
    `<h1>Payment pending</h1>
<p class="amount">${escapeHtml(rupees(payment.amount))}</p>
<p class="muted" role="status">Payment ${escapeHtml(payment.id)} is waiting. The shop learns how it ends from the gateway, even if this page is closed.</p>
<section aria-label="Finish the payment">
  ${outcomeForm(action, { outcome: 'capture', callback_url: callbackUrl }, 'Complete the payment')}
  ${outcomeForm(action, { outcome: 'fail', callback_url: callbackUrl }, 'Let the payment fail', true)}
</section>`,
  );
}

/** A page that cannot go on (an unknown order, an order paid already). */
export function messagePage(title: string, message: string, callbackUrl: string | null): string {
  const back = callbackUrl
    ? `<p><a href="${escapeHtml(callbackUrl)}">Return to ${escapeHtml(STORE_NAME)}</a></p>`
    : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>${back}`);
}

/**
 * The result going back to the shop: Razorpay POSTs it to callback_url (the signed ids, or its
 * error[...] fields); this page does the same, at once with its script, or with the button.
 */
export function postBackPage(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  return layout(
    `Returning to ${STORE_NAME}`,
    `<h1>Returning to ${escapeHtml(STORE_NAME)}…</h1>
<form method="post" action="${escapeHtml(callbackUrl)}">${inputs}<button type="submit">Return to ${escapeHtml(STORE_NAME)}</button></form>
<script>${POST_BACK_SCRIPT}</script>`,
  );
}
