import { expect, test } from './support/fixture.ts';

interface ApiProduct {
  _id: string;
  name: string;
  colors: string[];
  sizes: string[];
  countInStock: number;
  variants: Array<{ size: string; color: string; countInStock: number }>;
}

/** A colour of `product` with two sizes in stock (the seed has sold-out sizes), or null. */
function twoSizesInStock(product: ApiProduct): { color: string; sizes: [string, string] } | null {
  for (const color of product.colors) {
    const sizes = product.sizes.filter((size) =>
      product.variants.some((v) => v.size === size && v.color === color && v.countInStock >= 1),
    );
    if (sizes.length >= 2) return { color, sizes: [sizes[0] as string, sizes[1] as string] };
  }
  return null;
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

test('a guest browses, filters by URL, adds two sizes, registers at checkout, pays and finds the order', async ({
  page,
  request,
}) => {
  // Browse: the home page, then the Men link of the header.
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Premium Collection' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(8);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Men', exact: true })
    .click();
  await expect(page).toHaveURL(/\/collections\/all\?gender=Men$/);

  // Filter by URL: the view is exactly what the API answers for the same filters.
  await page.goto('/collections/all?gender=Men&category=Top+Wear&sortBy=priceAsc');
  await expect(page.getByRole('heading', { level: 1, name: "Men's Top Wear" })).toBeVisible();
  const listed = await request.get('/api/products?gender=Men&category=Top%20Wear&sortBy=priceAsc&limit=24');
  const products = (await listed.json()) as ApiProduct[];
  const total = Number(listed.headers()['x-total-count']);
  await expect(page.getByText(`${total} products`)).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(products.length);
  await expect(cards.first()).toHaveText(products[0]?.name ?? '');
  // Each filter value carries its facet count: "Men (12)".
  await expect(page.getByRole('radio', { name: /^Men( \(\d+\))?$/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Top Wear( \(\d+\))?$/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceAsc');

  // Two sizes of one product into the guest cart.
  const product = products.find((item) => twoSizesInStock(item) !== null);
  const choice = product && twoSizesInStock(product);
  if (!product || !choice)
    throw new Error('the seed has no men’s top wear with two sizes in stock in one colour');
  const {
    color,
    sizes: [first, second],
  } = choice;
  await cards.filter({ hasText: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: capitalise(color), exact: true }).click();
  await page.getByRole('button', { name: first, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.getByRole('button', { name: second, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The drawer: checkout sends a guest to login.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(drawer.getByRole('button', { name: 'View Cart (2 items)' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=checkout$/);

  // Register; the guest cart is merged and the shopper lands on /checkout.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=checkout$/);
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(`meera-${Date.now()}@e2e.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByText(`${capitalise(color)} · Size ${first}`)).toBeVisible();
  await expect(page.getByText(`${capitalise(color)} · Size ${second}`)).toBeVisible();

  // Shipping, then payment with the first-order discount worked out by the server.
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('First Name')).toHaveValue('Meera');
  await expect(page.getByLabel('Last Name')).toHaveValue('Iyer');
  await page.getByLabel('Street Address').fill('4 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  // An address no courier delivers to (PIN "1", no state) is refused at its fields, in the store's
  // words (no browser bubble), and Pay places nothing.
  await page.getByLabel('Postal Code').fill('1');
  await page.getByLabel('Phone').fill('+91 98450 00000');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('State')).toBeFocused();
  await expect(page.getByLabel('State')).toHaveAccessibleDescription('Choose a state or union territory');
  await expect(page.getByLabel('Postal Code')).toHaveAccessibleDescription(
    '6-digit PIN code Enter a 6-digit PIN code that does not start with 0',
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Please fill in shipping details first')).toBeVisible();
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Postal Code').fill('560025');
  await expect(page.getByText('Enter a 6-digit PIN code that does not start with 0')).toHaveCount(0);

  // On a phone the order and its total come before the Pay button; on a wide screen beside the form.
  const summary = page.getByRole('region', { name: 'Summary' });
  const payButton = page.getByRole('button', { name: /^Pay / });
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneSummary = await summary.boundingBox();
  const phonePay = await payButton.boundingBox();
  expect(phoneSummary && phonePay && phoneSummary.y + phoneSummary.height <= phonePay.y).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  const wideSummary = await summary.boundingBox();
  const widePay = await payButton.boundingBox();
  expect(wideSummary && widePay && wideSummary.x >= widePay.x + widePay.width).toBe(true);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(summary.getByText('First-order discount (20%)')).toBeVisible();
  // The thank-you shows for the 1.5 s before the redirect: the page itself notes, frame by frame, the
  // first moment it is inside a live region, in view and focused, so a slow machine cannot miss it
  // (on every page from now on: the shopper comes back from the payment gateway's page to it).
  await page.addInitScript(() => {
    const seen = window as unknown as { thanks?: string };
    const look = () => {
      const text = [...document.querySelectorAll('[role="status"] p')].find((p) =>
        /^Thank you! Your order #[0-9a-f]{8} is placed\.$/.test(p.textContent ?? ''),
      );
      const box = text?.getBoundingClientRect();
      if (
        text &&
        box &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight &&
        text.parentElement === document.activeElement
      ) {
        seen.thanks = text.textContent ?? '';
      } else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  // The embedded test gateway's hosted page, then back to the store's return page.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Threadline' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card (test card succeeds)' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f]{24}\/return\?/);
  await expect(page.getByText('Order placed successfully! 🎉')).toBeVisible();
  await expect(page.getByText('Payment: Online (Card) · Paid')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { thanks?: string }).thanks))
    .toMatch(/^Thank you! Your order #[0-9a-f]{8} is placed\.$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // /profile after 1.5 s, with the order listed as Paid.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByText('Paid')).toBeVisible();
  await expect(rows.nth(1).getByText('Bengaluru, India')).toBeVisible();

  // Its details.
  await rows
    .nth(1)
    .getByRole('link', { name: /^#[0-9a-f]{8}$/ })
    .click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Approved')).toBeVisible();
  await expect(page.getByText('Method: Online (Card)')).toBeVisible();
  await expect(page.getByText('Bengaluru, Karnataka 560025')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('listitem')).toHaveCount(2);

  // The confirmation names the payment method actually used.
  await page.getByRole('link', { name: 'View order confirmation' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toHaveText(/Online \(Card\)Status: Paid/);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Bengaluru, Karnataka 560025');
});
