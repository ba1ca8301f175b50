/**
 * Stock per size × colour in the storefront (docs/product.md: product page, listing, cart notices).
 * Every test makes its own products through the admin API, so the seed's stock does not matter and
 * tests running side by side do not share stock.
 */

import type { Product, ProductImage } from '@store/contracts';
import { adminSession, registerCustomer, type Session, uniqueSuffix } from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { createProduct, type NewProduct, setStock } from './support/variants.ts';

const SIZES = ['S', 'M', 'L'];
const COLORS = ['navy', 'white', 'beige'];
/** Navy has S (2) and L (3) but not M; white has M (4) and L (6) but not S; beige has none. */
const STOCK = { 'S/navy': 2, 'L/navy': 3, 'M/white': 4, 'L/white': 6 };

let admin: Session;
test.beforeAll(async ({ request }) => {
  admin = await adminSession(request);
});

/** Two different pictures the store already serves, to stand for a navy and a white garment. */
async function twoPictures(page: Page): Promise<[string, string]> {
  const products = (await (await page.request.get('/api/products?limit=24')).json()) as Product[];
  const urls = Array.from(new Set(products.flatMap((product) => product.images.map((image) => image.url))));
  if (urls.length < 2) throw new Error('the seed has fewer than two pictures');
  return [urls[0] as string, urls[1] as string];
}

/** A product in S/M/L × navy/white/beige with STOCK, named with a word found nowhere else. */
async function stockedProduct(page: Page, word: string, overrides: Partial<NewProduct> = {}) {
  const [navy, white] = await twoPictures(page);
  const name = overrides.name ?? `Tidewater Tee ${word}`;
  const images: ProductImage[] = [
    { url: navy, altText: `${name} in navy`, color: 'navy' },
    { url: white, altText: `${name} in white`, color: 'white' },
  ];
  return createProduct(page.request, admin, {
    name,
    sku: `E2E-VAR-${word}`.toUpperCase(),
    sizes: SIZES,
    colors: COLORS,
    stock: STOCK,
    images,
    ...overrides,
  });
}

test('the product page names sold-out sizes and colours, counts the last units and stops there', async ({
  page,
}) => {
  const word = `tide${uniqueSuffix()}`;
  const product = await stockedProduct(page, word);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Before a choice the gallery shows the pictures of the first picture's colour (navy).
  await expect(page.getByRole('img', { name: `${product.name} in navy` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Beige, sold out in every size', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Navy', exact: true }).click();
  const availability = page.getByRole('status', { name: 'Availability' });
  await page.getByRole('button', { name: 'M, sold out in Navy', exact: true }).click();
  await expect(availability).toHaveText('M is sold out in Navy. Choose another size.');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

  await page.getByRole('button', { name: 'L', exact: true }).click();
  await expect(availability).toHaveText('');
  await expect(page.getByText('Only 3 left', { exact: true })).toBeVisible();
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await plus.click();
  await expect(plus).toBeDisabled();
  await expect(page.getByRole('status', { name: `Quantity of ${product.name}` })).toHaveText('3');

  await page.getByRole('button', { name: 'White', exact: true }).click();
  await expect(page.getByRole('img', { name: `${product.name} in white` })).toBeVisible();
  await page.getByRole('button', { name: 'S, sold out in White', exact: true }).click();
  await expect(availability).toHaveText('S is sold out in White. Choose another size.');
  await page.getByRole('button', { name: 'Beige, sold out in every size', exact: true }).click();
  await expect(availability).toHaveText('Beige is sold out in every size.');

  // In the cart the line shows the colour bought (white), not the product's first (navy) picture.
  const white = product.images.find((image) => image.color === 'white')?.url ?? '';
  await page.getByRole('button', { name: /^L(, sold out in Beige)?$/ }).click();
  await page.getByRole('button', { name: 'White', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
  const line = page.getByRole('dialog', { name: 'Your Cart' }).getByRole('listitem');
  await expect(line.getByText('White')).toBeVisible();
  expect(await line.getByRole('img').first().getAttribute('src')).toMatch(new RegExp(`${white}$`));
});

test('a product sold out in every size and colour says so and offers no Add to Cart', async ({ page }) => {
  const word = `gone${uniqueSuffix()}`;
  const product = await stockedProduct(page, word, { stock: {} });
  await page.goto(`/product/${product._id}`);
  const heading = page.getByRole('heading', { level: 1, name: product.name });
  await expect(heading).toBeVisible();
  // The product's own column (cards of similar products below may say 'Sold out' too).
  const details = heading.locator('..');
  await expect(details.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(details.getByText('Every size and colour of this piece has sold out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('the listing counts each filter value, disables those that leave nothing, and marks sold-out cards', async ({
  page,
}) => {
  const word = `reef${uniqueSuffix()}`;
  const inStock = await stockedProduct(page, word);
  const soldOut = await stockedProduct(page, `${word}x`, { name: `Reefline Tee ${word}`, stock: {} });
  await page.goto(`/collections/all?search=${word}`);
  await expect(page.getByText('2 products', { exact: true })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // Sizes and colours count only what is in stock: the sold-out tee adds nothing to them.
  await expect(filters.getByRole('checkbox', { name: 'S (1)', exact: true })).toBeEnabled();
  await expect(filters.getByRole('checkbox', { name: 'M (1)', exact: true })).toBeEnabled();
  await expect(filters.getByRole('checkbox', { name: 'XL (0)', exact: true })).toBeDisabled();
  await expect(filters.getByRole('button', { name: 'Navy (1)', exact: true })).toBeEnabled();
  await expect(filters.getByRole('button', { name: 'Beige (0)', exact: true })).toBeDisabled();

  const card = (product: Product) =>
    page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: product.name }) });
  await expect(card(soldOut)).toContainText('Sold out');
  await expect(card(inStock)).not.toContainText('Sold out');

  // Filtered by white: the tee's card shows its white picture.
  await filters.getByRole('button', { name: 'White (1)', exact: true }).click();
  await expect(page).toHaveURL(/color=white/);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  await expect(card(inStock).getByRole('img')).toHaveAttribute('alt', `${inStock.name} in white`);
});

test('signing in tells in one toast which lines of the guest cart changed and why', async ({ page }) => {
  const word = `cove${uniqueSuffix()}`;
  const product = await stockedProduct(page, word);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'White', exact: true }).click();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // L first: with M chosen, navy is named "Navy, sold out in M" (M / navy has none).
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await page.getByRole('button', { name: 'Navy', exact: true }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  // Meanwhile the shop sells most of navy L and all of white M.
  await setStock(page.request, admin, product, { ...STOCK, 'L/navy': 1, 'M/white': 0 });

  const customer = await registerCustomer(page.request, 'Cove Shopper');
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email', { exact: true }).fill(customer.auth.user.email);
  await form.getByLabel('Password', { exact: true }).fill('e2e-customer-pw');
  await form.getByRole('button', { name: 'Log In' }).click();

  await expect(page.getByText('Your cart has changed')).toHaveCount(1);
  await expect(
    page.getByText(`${product.name} in L / navy: only 1 left, so your cart now holds 1.`),
  ).toBeVisible();
  await expect(
    page.getByText(`${product.name} in M / white sold out and was removed from your cart.`),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Shown once: a reload does not bring it back.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByText('Your cart has changed')).toHaveCount(0);
});
