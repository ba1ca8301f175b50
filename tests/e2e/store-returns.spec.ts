/**
 * Returns and exchanges against the real API (docs/product.md §2 and §4, Returns): a shopper returns
 * a delivered line for a refund and the admin approves, receives and refunds it ('Refunded' on the
 * order page, the mail received); an exchange for another size is held and sent at no charge; the new
 * screens pass axe at 360 and 1280 px.
 */

import type { Order, Product } from '@store/contracts';
import {
  adminSession,
  placeOrder,
  registerCustomer,
  type Session,
  uniqueSuffix,
  useSession,
} from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { type APIRequestContext, expect, type Page, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { createProduct } from './support/variants.ts';

// axe is injected as an inline script, which the Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

/** A ₹1,299 shirt with 5 of S / navy and 2 of M / navy, ordered (2 × S / navy) and delivered. */
async function deliveredShirt(request: APIRequestContext, customerName: string) {
  const admin = await adminSession(request);
  const suffix = uniqueSuffix();
  const product = await createProduct(request, admin, {
    name: `Return Shirt ${suffix}`,
    sku: `RET-${suffix}`.toUpperCase(),
    sizes: ['S', 'M', 'L'],
    colors: ['navy'],
    stock: { 'S/navy': 5, 'M/navy': 2 },
  });
  const customer = await registerCustomer(request, customerName);
  const order = await placeOrder(request, customer, product, 2);
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await request.put(`/api/admin/orders/${order._id}`, {
      headers: admin.headers,
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return { admin, product, customer, order };
}

async function stockOf(request: APIRequestContext, product: Product, size: string) {
  const current = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  return current.variants?.find((variant) => variant.size === size && variant.color === 'navy')?.countInStock;
}

async function requestReturn(
  page: Page,
  order: Order,
  product: Product,
  choose: (form: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.goto(`/order/${order._id}`);
  const returns = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(returns.getByText(/^You can return or exchange items until /)).toBeVisible();
  await returns.getByRole('button', { name: `Return or exchange: ${product.name}, size S, navy` }).click();
  const form = returns.getByRole('form', { name: `Return ${product.name}` });
  await choose(form);
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByText('Return requested. We have e-mailed you the details.')).toBeVisible();
  return returns;
}

/** The product's row of the admin's returns queue, reached from the navigation (or, on a phone, its address). */
async function adminRow(page: Page, admin: Session, product: Product, viaNavigation = true) {
  await useSession(page, admin.auth);
  if (viaNavigation) {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns' }).click();
  } else {
    await page.goto('/admin/returns');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Return requests' });
  return table.getByRole('row').filter({ hasText: product.name });
}

test('order → delivered → return for a refund → the admin receives and refunds → Refunded', async ({
  page,
  request,
}) => {
  test.slow();
  const { admin, product, customer, order } = await deliveredShirt(request, 'Refund Shopper');
  expect(await stockOf(request, product, 'S')).toBe(3);
  await useSession(page, customer.auth);
  const returns = await requestReturn(page, order, product, async (form) => {
    await form.getByLabel('Quantity').selectOption('1');
    await form.getByLabel('Reason').selectOption('Too small');
    await form.getByLabel('Note (optional)').fill('Tight at the shoulders');
  });
  await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
  await waitForMail(
    customer.auth.user.email,
    `We have your return request for order #${order._id.slice(-8)}`,
  );

  const row = await adminRow(page, admin, product);
  await expect(row.getByText('Note: Tight at the shoulders')).toBeVisible();
  await row.getByRole('button', { name: /^Approve the return/ }).click();
  await expect(page.getByText(`The return of ${product.name} was approved`)).toBeVisible();
  await row.getByRole('button', { name: /^Mark received/ }).click();
  await expect(page.getByText(`The return of ${product.name} was marked received`)).toBeVisible();
  // The unit went back to S / navy once.
  expect(await stockOf(request, product, 'S')).toBe(4);
  // ₹1,299 a unit; a new customer's first order had 20% off: ₹1,039.20 back.
  const refund = row.getByRole('button', { name: /^Refund:/ });
  await expect(refund).toHaveText('Refund ₹1,039.20');
  await refund.click();
  await expect(page.getByText(`The return of ${product.name} was refunded`)).toBeVisible();
  await expect(row.getByText('Refunded ₹1,039.20')).toBeVisible();

  await useSession(page, customer.auth);
  await page.goto(`/order/${order._id}`);
  const after = page.getByRole('region', { name: 'Returns and exchanges' });
  await expect(after.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(after.getByText('Refunded ₹1,039.20')).toBeVisible();
  await waitForMail(customer.auth.user.email, `Your return for order #${order._id.slice(-8)} is refunded`);
});

test('an exchange for another size holds it and is sent at no charge', async ({ page, request }) => {
  test.slow();
  const { admin, product, customer, order } = await deliveredShirt(request, 'Exchange Shopper');
  await useSession(page, customer.auth);
  const returns = await requestReturn(page, order, product, async (form) => {
    await form.getByLabel('Reason').selectOption('Too small');
    await form.getByRole('radio', { name: 'Another size or colour' }).check();
    await form.getByLabel('Size and colour').selectOption('M / Navy');
  });
  await expect(returns.getByText('Exchange for size M in Navy')).toBeVisible();
  // Held from the request.
  expect(await stockOf(request, product, 'M')).toBe(1);

  const row = await adminRow(page, admin, product);
  await expect(row.getByText('Exchange for M / Navy')).toBeVisible();
  await row.getByRole('button', { name: /^Approve the return/ }).click();
  await expect(page.getByText(`The return of ${product.name} was approved`)).toBeVisible();
  await row.getByRole('button', { name: /^Mark received/ }).click();
  await expect(page.getByText(`The return of ${product.name} was marked received`)).toBeVisible();
  await row.getByRole('button', { name: /^Send the exchange/ }).click();
  await expect(page.getByText(`The return of ${product.name} was sent as an exchange`)).toBeVisible();
  expect(await stockOf(request, product, 'M')).toBe(1);
  expect(await stockOf(request, product, 'S')).toBe(4);

  await useSession(page, customer.auth);
  await page.goto(`/order/${order._id}`);
  await expect(
    page.getByRole('region', { name: 'Returns and exchanges' }).getByText('Exchange sent', { exact: true }),
  ).toBeVisible();
  const items = page.getByRole('region', { name: 'Products' });
  await expect(items.getByText('Navy · Size M')).toBeVisible();
  await expect(items.getByText('₹0.00 × 1')).toBeVisible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the return form and the returns queue pass axe at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const { admin, product, customer, order } = await deliveredShirt(request, 'Axe Returner');
    await useSession(page, customer.auth);
    await page.goto(`/order/${order._id}`);
    const returns = page.getByRole('region', { name: 'Returns and exchanges' });
    await returns.getByRole('button', { name: `Return or exchange: ${product.name}, size S, navy` }).click();
    const form = returns.getByRole('form', { name: `Return ${product.name}` });
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByText('Choose a reason for the return')).toBeVisible();
    expect(await axeViolations(page), '/order/{id}, return form').toEqual([]);
    await form.getByLabel('Reason').selectOption('Defective');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
    expect(await axeViolations(page), '/order/{id}, a request').toEqual([]);

    const row = await adminRow(page, admin, product, false);
    await expect(row).toHaveCount(1);
    expect(await axeViolations(page), '/admin/returns').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await row.getByRole('button', { name: /^Reject the return/ }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the return of ${product.name}?` });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    expect(await axeViolations(page), 'reject dialog').toEqual([]);
    await dialog.getByLabel('Reason').fill('Worn');
    await dialog.getByRole('button', { name: 'Reject return' }).click();
    await expect(row.getByText('Reason: Worn')).toBeVisible();
  });
}
