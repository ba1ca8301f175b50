import type { Product } from '@store/contracts';
import { registerCustomer, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { inStockVariant } from './support/variants.ts';

test('a shopper pays on delivery: the fee is its own line, the order is placed unpaid and reads "Pay on delivery"', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Kavya Rao');
  const listed = await request.get('/api/products?limit=24&sortBy=priceAsc');
  const product = ((await listed.json()) as Product[]).find((item) => item.countInStock >= 1);
  if (!product) throw new Error('the seed has no product in stock');
  const added = await request.post('/api/cart', {
    headers: customer.headers,
    data: { productId: product._id, ...inStockVariant(product, 1), quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  await useSession(page, customer.auth);
  await page.goto('/checkout');
  await page.getByLabel('Street Address').fill('4 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Postal Code').fill('560025');
  await page.getByLabel('Phone').fill('+91 98450 00000');
  // Before the checkout exists the server has not said whether Cash on Delivery is offered.
  const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cod).toBeDisabled();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(cod).toBeEnabled();
  await expect(cod).toHaveAccessibleDescription(
    /^Pay the courier in cash when your order arrives\. A fee of ₹49(\.00)? applies\.$/,
  );
  await cod.check();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Cash on Delivery fee')).toBeVisible();
  await page.getByRole('button', { name: /^Place order, pay ₹[\d,.]+ on delivery$/ }).click();
  await expect(page.getByText('Order placed successfully! 🎉')).toBeVisible();

  // My orders: the method and its state.
  await expect(page).toHaveURL(/\/profile$/);
  const row = page.getByRole('row').nth(1);
  await expect(row.getByText('Pay on delivery')).toBeVisible();
  await expect(row.getByText('Cash on Delivery')).toBeVisible();
  await row.getByRole('link', { name: /^#[0-9a-f]{8}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Method: Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Status: Pay on delivery')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByText('Cash on Delivery fee'),
  ).toBeVisible();
});
