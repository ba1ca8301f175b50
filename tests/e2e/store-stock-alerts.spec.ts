import { adminSession, registerCustomer, uniqueSuffix, useSession } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { createProduct, setStock } from './support/variants.ts';

// axe is injected as an inline script, which the store's Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

// The production server sends through SMTP_URL to the suite's own SMTP receiver (playwright.config.ts).
test('notify me on a phone → the admin restocks → one mail that opens that size and colour; its removal link works', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const suffix = uniqueSuffix();
  const admin = await adminSession(request);
  const product = await createProduct(request, admin, {
    name: `Alert Tee ${suffix}`,
    sku: `E2E-ALERT-${suffix}`.toUpperCase(),
    sizes: ['S', 'M'],
    colors: ['navy'],
    stock: { 'S/navy': 3 },
  });
  const email = `alert-${suffix}@e2e.test`;

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: /^Navy/ }).click();
  await page.getByRole('button', { name: /^M\b/ }).click();
  const notify = page.getByRole('region', { name: 'Notify me when it is back' });
  await expect(
    notify.getByText(
      'M in Navy is sold out. Leave your email and we will send you one e-mail when it is back.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page), 'Notify me').toEqual([]);
  await notify.getByRole('textbox', { name: 'Email' }).fill(email);
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toHaveText(
    `We will e-mail ${email} once when it is back in stock.`,
  );

  await setStock(request, admin, product, { 'S/navy': 3, 'M/navy': 2 });
  const mail = await waitForMail(email, `Back in stock: Alert Tee ${suffix} in M / navy`);
  const productLink = /See it: (\S+)/.exec(mail.text)?.[1];
  const removeLink = /(\S+#remove-alerts=\S+)/.exec(mail.text)?.[1];
  if (!productLink || !removeLink) throw new Error(`links missing in: ${mail.text}`);

  const opened = new URL(productLink);
  await page.goto(`${opened.pathname}${opened.search}`);
  await expect(page.getByRole('button', { name: /^Navy/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^M\b/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  const removal = new URL(removeLink);
  await page.goto(`${removal.pathname}${removal.search}${removal.hash}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Remove back-in-stock alerts' })).toBeVisible();
  expect(await axeViolations(page), 'removal panel').toEqual([]);
  await page.getByRole('button', { name: 'Remove my alerts' }).click();
  await expect(
    page.getByText('Done: you will get no more back-in-stock e-mails for these alerts.'),
  ).toBeVisible();
});

test("a signed-in shopper's alert is in My Account, passes axe on a phone, and can be removed there", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const suffix = uniqueSuffix();
  const admin = await adminSession(request);
  const product = await createProduct(request, admin, {
    name: `Alert Kurta ${suffix}`,
    sku: `E2E-ALERTK-${suffix}`.toUpperCase(),
    sizes: ['S', 'M'],
    colors: ['white'],
    stock: { 'S/white': 1 },
  });
  const shopper = await registerCustomer(request, 'Alert Keeper');
  const made = await request.post('/api/stock-alerts', {
    headers: shopper.headers,
    data: { productId: product._id, size: 'M', color: 'white' },
  });
  expect(made.status()).toBe(201);

  await useSession(page, shopper.auth);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Back-in-stock alerts' });
  const name = `Alert Kurta ${suffix} in M / White`;
  await expect(section.getByRole('link', { name })).toBeVisible();
  expect(await axeViolations(page), 'My Account with an alert').toEqual([]);
  await section.getByRole('button', { name: `Remove the alert for ${name}` }).click();
  await expect(section.getByRole('link', { name })).toHaveCount(0);
  await expect(
    section.getByText(
      'You have no back-in-stock alerts. Use "Notify me" on a sold-out size and colour to get one.',
    ),
  ).toBeVisible();
});
