/**
 * A stale change does not undo a shopper's cancel (issue #25): the admin's order page loaded while
 * the order was Processing; the shopper cancels; the admin then picks Shipped. The server refuses
 * (409, the change was based on the version the page showed) and the page shows the order as it is:
 * Cancelled, its refund pending (or already done), with the reason, and offers only what can still
 * succeed.
 */

import type { Order, Product } from '@store/contracts';
import { shortId } from '@store/ui/format';
import { adminSession, placeOrder, registerCustomer, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';

test("a change made from a stale order page answers 409 and the page shows the shopper's cancel", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const customer = await registerCustomer(request, 'Meera Pillai');
  const [product] = (await (await request.get('/api/products?limit=1&sortBy=rating')).json()) as Product[];
  if (!product) throw new Error('the seeded catalogue is empty');
  const order = await placeOrder(request, customer, product, 1);
  const id = shortId(order._id);

  await useSession(page, admin.auth);
  await page.goto(`/admin/orders/${order._id}`);
  const statusCard = page.getByRole('region', { name: 'Status', exact: true });
  const select = statusCard.getByRole('combobox', { name: `Status of order #${id}` });
  await expect(select).toHaveValue('Processing');

  const cancelled = await request.post(`/api/orders/${order._id}/cancel`, { headers: customer.headers });
  expect(cancelled.status()).toBe(200);

  await select.selectOption('Shipped');
  // The test gateway settles a refund a second after it is asked (TEST_GATEWAY_REFUND_DELAY_MS): on
  // a slow machine the page may already find it refunded.
  await expect(
    page.getByText(
      /^This order was changed after you loaded it: it is now Cancelled, payment (Refund pending|Refunded)\. Your change was not made\.$/,
    ),
  ).toBeVisible();
  await expect(select).toHaveValue('Cancelled');
  await expect(select.getByRole('option')).toHaveText(['Cancelled', 'Processing']);
  await expect(statusCard.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(
    /Refund pending|Refunded/,
  );
  await expect(page.getByRole('region', { name: 'Timeline', exact: true })).toContainText(
    'Cancelled by the customer',
  );

  const stored = (await (
    await request.get(`/api/admin/orders/${order._id}`, { headers: admin.headers })
  ).json()) as Order;
  expect(stored.status).toBe('Cancelled');
  expect(['refund_pending', 'refunded']).toContain(stored.paymentStatus);
  expect(stored.statusHistory.map((entry) => entry.status)).toEqual(['Processing', 'Cancelled']);
});
