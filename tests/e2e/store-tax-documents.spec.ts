/**
 * GST documents against the real API (docs/product.md §10): a shopper's order shows 'Includes GST of
 * ₹X', its tax invoice downloads as a PDF, cancelling it issues a credit note that names the invoice,
 * which downloads too.
 */

import { readFileSync } from 'node:fs';
import { adminSession, placeOrder, registerCustomer, uniqueSuffix, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { createProduct } from './support/variants.ts';

test('order → invoice download → cancel → credit note download', async ({ page, request }) => {
  const admin = await adminSession(request);
  const suffix = uniqueSuffix();
  const product = await createProduct(request, admin, {
    name: `GST Shirt ${suffix}`,
    sku: `GST-${suffix}`.toUpperCase(),
    sizes: ['M'],
    colors: ['navy'],
    stock: { 'M/navy': 5 },
  });
  const customer = await registerCustomer(request, 'Tax Payer');
  const order = await placeOrder(request, customer, product, 1);
  const [invoice] = order.taxDocuments;
  if (!invoice) throw new Error('the order has no invoice');
  const id = order._id.slice(-8);

  await useSession(page, customer.auth);
  await page.goto(`/order/${order._id}`);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(/^Includes GST of ₹/)).toBeVisible();
  const documents = page.getByRole('region', { name: 'Tax documents' });
  const invoiceDownload = page.waitForEvent('download');
  await documents.getByRole('button', { name: `Download Tax invoice ${invoice.number} (PDF)` }).click();
  const invoiceFile = await invoiceDownload;
  expect(invoiceFile.suggestedFilename()).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
  expect(
    readFileSync(await invoiceFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('alertdialog', { name: `Cancel order #${id}?` })
    .getByRole('button', { name: 'Cancel Order' })
    .click();
  await expect(page.getByText('Status: Cancelled')).toBeVisible();
  const creditButton = documents.getByRole('button', {
    name: /^Download Credit note CN\/\d{2}-\d{2}\/\d{6} \(PDF\)$/,
  });
  await expect(creditButton).toBeVisible();
  const creditDownload = page.waitForEvent('download');
  await creditButton.click();
  const creditFile = await creditDownload;
  expect(creditFile.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{6}\.pdf$/);
  expect(
    readFileSync(await creditFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const cancelled = await request.get(`/api/orders/${order._id}`, { headers: customer.headers });
  const note = (await cancelled.json()).taxDocuments[1];
  expect(note).toMatchObject({ kind: 'credit_note', invoiceNumber: invoice.number, total: invoice.total });
});
