import type { Product } from '@store/contracts';
import { chooseOnTestGateway, registerCustomer, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

test('the address book at checkout: a new address checked, saved, then filled in on the next order', async ({
  page,
  request,
}) => {
  const product = firstInStock((await (await request.get('/api/products?limit=24')).json()) as Product[], 2);
  const customer = await registerCustomer(request, 'Meera Nair');
  const addToCart = async () => {
    const added = await request.post('/api/cart', {
      headers: customer.headers,
      data: {
        userId: customer.auth.user._id,
        productId: product._id,
        ...inStockVariant(product),
        quantity: 1,
      },
    });
    expect(added.ok()).toBe(true);
  };
  await addToCart();
  await useSession(page, customer.auth);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
  await page.getByLabel('Street Address').fill('4 Lake View Road');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByLabel('Postal Code').fill('068200');
  await page.getByLabel('Phone').fill('98450 1234');
  await page.getByLabel('Save this address to my address book').check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Every problem at once, under its field; nothing sent yet.
  await expect(page.getByText('Enter a 6-digit PIN code that does not start with 0')).toBeVisible();
  await expect(page.getByText('Enter a 10-digit mobile number, with or without +91')).toBeVisible();
  await expect(page.getByLabel('Postal Code')).toBeFocused();
  await page.getByLabel('Postal Code').fill('682 001');
  await expect(page.getByText('Enter a 6-digit PIN code that does not start with 0')).toBeHidden();
  await page.getByLabel('Phone').fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Meera Nair \(default\)/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await chooseOnTestGateway(page);
  await expect(page.getByText('Order placed successfully! 🎉')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // The profile's address book has it, the default.
  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book.getByText('4 Lake View Road, Kochi, Kerala 682001, India')).toBeVisible();
  await expect(book.getByText('Default', { exact: true })).toBeVisible();
  await expect(book.getByText('+91 98450 12345')).toBeVisible();

  // The order-placed mail went to the customer, with the address.
  const mail = await waitForMail(customer.auth.user.email, /^Your Threadline order #\w{8} is placed$/);
  expect(mail.text).toContain('4 Lake View Road');
  expect(mail.text).toContain('Kochi, Kerala 682001');

  // The next checkout fills the default address in.
  await addToCart();
  await page.goto('/checkout');
  await expect(page.getByLabel('Street Address')).toHaveValue('4 Lake View Road');
  await expect(page.getByLabel('State')).toHaveValue('Kerala');
  await expect(page.getByLabel('Postal Code')).toHaveValue('682001');
  await expect(page.getByRole('radio', { name: /Meera Nair \(default\)/ })).toBeChecked();
});

test('a forgotten password: the link arrives by mail, sets a new password once and ends the old sessions', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Ravi Kulkarni');
  const email = customer.auth.user.email;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText(
      'If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.',
    ),
  ).toBeVisible();

  const mail = await waitForMail(email, 'Reset your Threadline password');
  expect(mail.text).toContain('Hello Ravi Kulkarni,');
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in the mail: ${mail.text}`);
  expect(mail.html).toContain(link);
  const { pathname, hash } = new URL(link);

  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm new password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Your password is changed. Log in with your new password.')).toBeVisible();

  // The session from before the reset has ended; the link does not work twice.
  const before = await request.get('/api/orders/my-orders', { headers: customer.headers });
  expect(before.status()).toBe(401);
  await page.goto('/login');
  await page.goto(`${pathname}${hash}`);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm new password').fill('another-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('This reset link is not valid any more. Ask for a new one.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ravi Kulkarni' })).toBeVisible();
});
