import { STORE_NAME } from '@store/contracts';

/** Text for HTML: every character that could open markup is escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats the amounts of one mail the same way: grouped the Indian way (₹1,00,000), and with two
 * decimals on every amount when any of them has paise (₹1,879.20 beside ₹2,349.00), else none.
 */
export function moneyFormatter(amountsPaise: readonly number[]): (paise: number) => string {
  const format = amountsPaise.some((paise) => paise % 100 !== 0) ? twoDecimals : whole;
  return (paise) => format.format(paise / 100);
}

const dates = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026", in India's time. */
export const formatMailDate = (value: Date): string => dates.format(value);

/** A mail's HTML: the store's name, a heading, the body (already HTML) and a footer line. */
export function htmlMail(options: { title: string; heading: string; body: string; footer: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:bold;letter-spacing:2px;text-transform:uppercase;color:#7c2d12">${escapeHtml(STORE_NAME)}</td></tr>
<tr><td style="padding-top:12px"><h1 style="margin:0;font-size:22px;color:#1c1917">${escapeHtml(options.heading)}</h1></td></tr>
<tr><td style="padding-top:16px;font-size:15px;line-height:1.5">${options.body}</td></tr>
<tr><td style="padding-top:32px;font-size:12px;color:#57534e">${escapeHtml(options.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A button-like link in a mail's HTML. */
export function htmlButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}
