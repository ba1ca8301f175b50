import type { Product } from '@store/contracts';
import { adminSession, placeOrder, registerCustomer, uniqueSuffix, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { createProduct, firstInStock } from './support/variants.ts';

/**
 * Orders tell the truth (docs/product.md §2, §4): an order the admin cancels shows Cancelled to the
 * shopper, with its refund pending and then refunded, and the cancellation and refund mails reach
 * the suite's SMTP receiver; a shopper cancels an order of their own while it is Processing.
 */
test('the admin cancels an order: the shopper sees Cancelled, the refund state and gets the mails', async ({
  browser,
  request,
}) => {
  test.slow();
  const products = (await (await request.get('/api/products?limit=24&sortBy=rating')).json()) as Product[];
  const product = firstInStock(products, 1);
  const customer = await registerCustomer(request, 'Cancel Watcher');
  const order = await placeOrder(request, customer, product, 1);
  const id = order._id.slice(-8);
  const email = customer.auth.user.email;

  // The admin cancels it from the order's page, after answering the question.
  const adminPage = await (await browser.newContext()).newPage();
  await useSession(adminPage, (await adminSession(request)).auth);
  await adminPage.goto('/admin/orders');
  await adminPage.getByRole('link', { name: `Order #${id}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
  const payment = adminPage.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await adminPage.getByRole('combobox', { name: `Status of order #${id}` }).selectOption('Cancelled');
  const question = adminPage.getByRole('alertdialog', { name: `Cancel order #${id}?` });
  await question.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(adminPage.getByText(`Order #${id} is now Cancelled`)).toBeVisible();
  // Paid online: the refund goes back through the test gateway, which processes it about a second
  // later, so the pending state may already have passed.
  const refundState = /^(Refund pending|Refunded)$/;
  await expect(payment.getByText(refundState).first()).toBeVisible();

  const cancelled = await waitForMail(email, `Your Threadline order #${id} is cancelled`);
  expect(cancelled.text).toContain('Hello Cancel Watcher,');
  expect(cancelled.text).toContain(
    'will be refunded to the way you paid; we will write again when the refund is done.',
  );

  // The shopper sees it cancelled everywhere, never a green Paid or a delivery estimate.
  const page = await (await browser.newContext()).newPage();
  await useSession(page, customer.auth);
  await page.goto('/my-orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}` }) });
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(row.getByText(refundState)).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);

  await row.getByRole('link', { name: `#${id}` }).click();
  await expect(page.getByRole('heading', { name: `Order ID: #${id}` })).toBeVisible();
  await expect(page.getByText('Status: Cancelled')).toBeVisible();
  await expect(page.getByText(refundState).first()).toBeVisible();
  await expect(page.getByText('Estimated delivery')).toHaveCount(0);
  await expect(page.getByText('Approved')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Order timeline' });
  // Placed and Cancelled, then Refunded once the gateway has processed the refund: never shipped.
  await expect(timeline.getByText('Shipped')).toHaveCount(0);
  await expect(timeline.getByText('Delivered')).toHaveCount(0);
  await expect(timeline.getByText('Placed')).toBeVisible();
  await expect(timeline.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View order confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeVisible();
  await expect(page.getByText(/Estimated delivery/)).toHaveCount(0);

  // The gateway's answer settles the refund (no button to press): the admin and the shopper read
  // Refunded and the shopper gets the refund mail.
  await expect(async () => {
    await adminPage.reload();
    await expect(payment.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(payment.getByRole('button', { name: 'Mark refund as done' })).toHaveCount(0);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByText('Status: Refunded')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order timeline' }).getByText('Refunded')).toBeVisible();
  await waitForMail(email, `Your Threadline order #${id} is refunded`);
});

test('a shopper cancels their own order while it is Processing; the first-order offer comes back', async ({
  page,
  request,
}) => {
  // A product of its own: a spec running beside this one could otherwise move the stock compared below.
  const suffix = uniqueSuffix();
  const product = await createProduct(request, await adminSession(request), {
    name: `Cancel Shirt ${suffix}`,
    sku: `CAN-${suffix}`.toUpperCase(),
    sizes: ['M'],
    colors: ['navy'],
    stock: { 'M/navy': 3 },
  });
  const before = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  const customer = await registerCustomer(request, 'Self Canceller');
  const order = await placeOrder(request, customer, product, 1);
  const id = order._id.slice(-8);

  await useSession(page, customer.auth);
  await page.goto(`/order/${order._id}`);
  const promo = page.getByRole('complementary', { name: 'Promotion' });
  await expect(page.getByText('Status: Processing')).toBeVisible();
  await expect(promo).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const question = page.getByRole('alertdialog', { name: `Cancel order #${id}?` });
  await expect(question.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order #${id} is cancelled`)).toBeVisible();
  await expect(page.getByText('Status: Cancelled')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order timeline' }).getByText('Cancelled by you'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // Their only order is cancelled: the promo bar offers the first-order discount again.
  await expect(promo).toHaveText('Get 20% off your first order. Shop now');

  const after = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(after.countInStock).toBe(before.countInStock);
  await waitForMail(customer.auth.user.email, `Your Threadline order #${id} is cancelled`);

  // After that only the admin can change it.
  const again = await request.post(`/api/orders/${order._id}/cancel`, { headers: customer.headers });
  expect(again.status()).toBe(200);
  expect((await again.json()).statusHistory).toHaveLength(2);
});
