import type { Product } from '@store/contracts';
import { chooseOnTestGateway, registerCustomer, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

/** The test gateway's reason for its declined test card, posted back as Razorpay's error[description]. */
const CARD_DECLINED_TEXT =
  'Your payment could not be completed as the card was declined by the bank. Try another card or UPI.';

/*
 * Paying online through the embedded test gateway (issue 21): the shopper is sent to its hosted page
 * ('Test mode: no money moves') by a form POST as to Razorpay's hosted checkout, cancelling comes
 * back with nothing paid, a declined card brings them back to 'Payment not completed' with no
 * order and the cart kept, 'Try again' goes back to the gateway, and UPI places the order, named on
 * the confirmation and in the mail by how it was paid.
 */
test('a declined card places nothing; trying again with UPI places the order, paid online', async ({
  page,
  request,
}) => {
  const product = firstInStock((await (await request.get('/api/products?limit=24')).json()) as Product[], 1);
  const customer = await registerCustomer(request, 'Ira Online');
  const added = await request.post('/api/cart', {
    headers: customer.headers,
    data: { userId: customer.auth.user._id, productId: product._id, ...inStockVariant(product), quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await useSession(page, customer.auth);

  await page.goto('/checkout');
  await expect(page.getByText('Pay online (UPI, cards, netbanking)')).toBeVisible();
  await page.getByLabel('Street Address').fill('9 Marine Drive');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Postal Code').fill('400020');
  await page.getByLabel('Phone').fill('98450 12345');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // The checkout page POSTed the hosted checkout's form (as to Razorpay's /v1/checkout/embedded).
  await expect(page).toHaveURL(/\/test-gateway\/v1\/checkout\/embedded$/);
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  // Cancelling brings the shopper back: nothing paid, and they may try again.
  await page.getByRole('link', { name: 'Cancel and return to Threadline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  // The card is declined: back at the store, nothing placed, the cart kept.
  await chooseOnTestGateway(page, 'Pay by card (test card is declined)');
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CARD_DECLINED_TEXT);
  const orders = async () =>
    (
      (await (await request.get('/api/orders/my-orders', { headers: customer.headers })).json()) as {
        orders: unknown[];
      }
    ).orders.length;
  expect(await orders()).toBe(0);

  // Trying again goes back to the gateway for the same checkout; UPI goes through.
  await page.getByRole('button', { name: 'Try again' }).click();
  await chooseOnTestGateway(page, 'I have paid with UPI');
  await expect(page.getByText('Order placed successfully! 🎉')).toBeVisible();
  await expect(page.getByText('Payment: Online (UPI) · Paid')).toBeVisible();
  await expect(page.getByText(/^Thank you! Your order #[0-9a-f]{8} is placed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await orders()).toBe(1);

  const mail = await waitForMail(customer.auth.user.email, /^Your Threadline order #\w{8} is placed$/);
  expect(mail.text).toContain('Payment: paid by Online (UPI).');
});
