import { registerCustomer, useSession } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixture.ts';

// axe is injected as an inline script, which the store's Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

const ADDRESS = {
  firstName: 'Axe',
  lastName: 'Reader',
  address: '9 Brigade Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  country: 'India',
  phone: '+91 98450 12345',
};

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the account screens pass axe at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const expectClean = async (what: string) => expect(await axeViolations(page), what).toEqual([]);

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectClean('/forgot-password');
    await page.goto('/reset-password#token=not-a-real-one');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expectClean('/reset-password with a problem shown');

    const customer = await registerCustomer(request, 'Axe Reader');
    const saved = await request.post('/api/users/addresses', { headers: customer.headers, data: ADDRESS });
    expect(saved.status()).toBe(201);
    await useSession(page, customer.auth);
    await page.goto('/profile');
    const book = page.getByRole('region', { name: 'Saved addresses' });
    await expect(book.getByText('9 Brigade Road, Bengaluru, Karnataka 560025, India')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    await expectClean('/profile');

    // The address form with every problem shown, and the delete question.
    await book.getByRole('button', { name: 'Add an address' }).click();
    await book.getByLabel('Postal Code').fill('012');
    await book.getByRole('button', { name: 'Save address' }).click();
    await expect(book.getByText('Enter a 6-digit PIN code that does not start with 0')).toBeVisible();
    await expectClean('/profile, address form with problems');
    await book.getByRole('button', { name: 'Cancel' }).click();
    await book.getByRole('button', { name: /^Delete the address of/ }).click();
    await expect(book.getByText('Delete this address?')).toBeVisible();
    await expectClean('/profile, delete question');

    // Checkout with the saved address offered (a cart line first: an empty cart leaves checkout).
    const products = (await (await request.get('/api/products?limit=24')).json()) as Array<{
      _id: string;
      variants: Array<{ size: string; color: string; countInStock: number }>;
    }>;
    const [product, variant] = products
      .map((item) => [item, item.variants.find((v) => v.countInStock > 0)] as const)
      .find(([, found]) => found !== undefined) ?? [undefined, undefined];
    if (!product || !variant) throw new Error('nothing in stock');
    await request.post('/api/cart', {
      headers: customer.headers,
      data: { productId: product._id, size: variant.size, color: variant.color, quantity: 1 },
    });
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Axe Reader \(default\)/ })).toBeChecked();
    await expectClean('/checkout with a saved address');
  });
}
