/**
 * What a shopper notices (docs/product.md §1, §2, §9): the promo bar promises the first-order discount
 * only to those who can still get it, the listing's title, chips, search and pages, one money form per
 * screen, and the Contact page's layout.
 */

import type { Order, Product } from '@store/contracts';
import { formatRupees } from '@store/ui/money';
import {
  adminSession,
  chooseOnTestGateway,
  placeOrder,
  registerCustomer,
  useSession,
} from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { expectOneMoneyForm } from './support/money.ts';
import { inStockVariant } from './support/variants.ts';

const selling = (product: Product) =>
  product.discountPrice != null && product.discountPrice < product.price
    ? product.discountPrice
    : product.price;

/** A product in stock whose price is not a multiple of ₹5, so that 20% of it has paise. */
async function productWithPaiseDiscount(page: Page): Promise<Product> {
  const products = (await (
    await page.request.get('/api/products?limit=100&sortBy=rating')
  ).json()) as Product[];
  const found = products.find((product) => {
    if (selling(product) % 5 === 0) return false;
    try {
      inStockVariant(product);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error('no product in stock priced off a multiple of ₹5');
  return found;
}

test('the promo bar promises 20% off only while the shopper can get it, and money has one form per screen', async ({
  page,
  request,
}) => {
  test.slow();
  const promo = page.getByRole('complementary', { name: 'Promotion' });

  // A guest: the promise, with the way to claim it.
  await page.goto('/');
  await expect(promo).toHaveText('Get 20% off your first order. Log in to claim it');
  await expect(promo.getByRole('link', { name: 'Log in to claim it' })).toHaveAttribute('href', '/login');

  // A new customer can still get it.
  const product = await productWithPaiseDiscount(page);
  const customer = await registerCustomer(request, 'Promo Shopper');
  await request.post('/api/cart', {
    headers: customer.headers,
    data: { userId: customer.auth.user._id, productId: product._id, ...inStockVariant(product), quantity: 1 },
  });
  await useSession(page, customer.auth);
  await page.goto('/checkout');
  await expect(promo).toHaveText('Get 20% off your first order. Shop now');
  await expect(promo.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/collections/all');

  // Continue to Payment: focus moves to the payment step, and the server's figures have paise.
  await page.getByLabel('Street Address').fill('4 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('Postal Code').fill('560025');
  await page.getByLabel('Phone').fill('+91 98450 00000');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  const price = selling(product);
  const discount = Math.round(price * 20) / 100;
  const total = Math.round((price - discount) * 100) / 100;
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Subtotal${formatRupees(price, true)}`);
  await expect(summary).toContainText(`First-order discount (20%)−${formatRupees(discount, true)}`);
  await expect(summary).toContainText(`Tax${formatRupees(0, true)}`);
  await expect(summary).toContainText(`Total${formatRupees(total, true)}`);
  expect(await expectOneMoneyForm(page.getByRole('main'), 'checkout')).toContain(formatRupees(price, true));
  await expect(page.getByRole('button', { name: `Pay ${formatRupees(total, true)}` })).toBeVisible();

  // The order uses the discount up: the bar stops promising it at once.
  await page.getByRole('button', { name: `Pay ${formatRupees(total, true)}` }).click();
  await chooseOnTestGateway(page);
  await expect(page.getByText('Order placed successfully! 🎉')).toBeVisible();
  await expect(promo).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectOneMoneyForm(page.getByRole('main'), 'profile');
  await expect(promo).toHaveCount(0);

  // The admin cancels it: the discount can be had again, and the bar says so.
  const [order] = (
    (await (await request.get('/api/orders/my-orders', { headers: customer.headers })).json()) as {
      orders: Order[];
    }
  ).orders;
  const admin = await adminSession(request);
  const cancel = await request.put(`/api/admin/orders/${order?._id}`, {
    headers: admin.headers,
    data: { status: 'Cancelled' },
  });
  expect(cancel.status()).toBe(200);
  await page.reload();
  await expect(promo).toHaveText('Get 20% off your first order. Shop now');
});

test('every screen shows its amounts one way, grouped the Indian way', async ({ page, request }) => {
  test.slow();
  const product = await productWithPaiseDiscount(page);
  // An order with the first-order discount: amounts with paise for the order screens and the admin.
  const customer = await registerCustomer(request, 'Money Shopper');
  const order = await placeOrder(request, customer, product, 1);
  const screens: Array<[string, string, () => Promise<void>]> = [
    [
      '/',
      'home',
      () =>
        expect(
          page.getByRole('region', { name: 'Premium Collection' }).getByRole('heading', { level: 3 }),
        ).toHaveCount(8),
    ],
    [
      '/collections/all',
      'listing',
      () => expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible(),
    ],
    [
      `/product/${product._id}`,
      'product',
      () => expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
    ],
  ];
  for (const [path, name, ready] of screens) {
    await page.goto(path);
    await ready();
    await expectOneMoneyForm(page.locator('body'), name);
  }

  await useSession(page, customer.auth);
  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  const details = await expectOneMoneyForm(page.getByRole('main'), 'order details');
  expect(details).toContain(formatRupees(order.totalPrice, true));
  expect(details).toContain(formatRupees(order.subtotal, true));
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: `#${order._id.slice(-8)}` }).first()).toBeVisible();
  await expectOneMoneyForm(page.getByRole('main'), 'profile');

  await useSession(page, (await adminSession(request)).auth);
  for (const [path, title] of [
    ['/admin', 'Admin Dashboard'],
    ['/admin/orders', 'Order Management'],
    ['/admin/products', 'Product Catalog'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/₹/).first()).toBeVisible();
    await expectOneMoneyForm(page.getByRole('main'), path);
  }
});

test.describe('the listing', () => {
  test('its heading and tab title follow what it shows', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const title of ['Men', 'Women', 'Top Wear', 'Bottom Wear']) {
      await nav.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Threadline`);
    }
    await page.goto('/collections/all?gender=Women&category=Top+Wear');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's Top Wear");
    for (const [path, title] of [
      ['/collections/all', 'All Collections'],
      ['/collections/men', 'Men'],
      ['/collections/women', 'Women'],
      ['/collections/featured', 'Featured'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Threadline`);
    }
  });

  test("the search box's clear button takes the search off the listing", async ({ page, request }) => {
    await page.goto('/');
    const field = page.getByRole('searchbox', { name: 'Search products' });
    await field.fill('shirt');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt”');
    await expect(page).toHaveTitle('Results for “shirt” · Threadline');
    await page.getByRole('radio', { name: /^Men( \(\d+\))?$/ }).check();
    await expect(page).toHaveURL(/\/collections\/all\?gender=Men&search=shirt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt” in Men');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/collections\/all\?gender=Men$/);
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
    const men = Number((await request.get('/api/products?gender=Men&limit=1')).headers()['x-total-count']);
    await expect(page.getByText(`${men} products`, { exact: true })).toBeVisible();
  });

  test('applied filters show as chips that remove them, with Clear all', async ({ page }) => {
    await page.goto('/collections/all?gender=Women&size=M&sortBy=priceAsc');
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await expect(chips.getByRole('button')).toHaveText(['Gender: Women', 'Size: M', 'Clear all']);
    await chips.getByRole('button', { name: 'Remove Size: M' }).click();
    await expect(page).toHaveURL(/\/collections\/all\?gender=Women&sortBy=priceAsc$/);
    await expect(page.getByRole('checkbox', { name: /^M( \(\d+\))?$/ })).not.toBeChecked();
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^XL( \(\d+\))?$/ })
      .check();
    await expect(chips.getByRole('button', { name: 'Remove Size: XL' })).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/collections\/all\?sortBy=priceAsc$/);
    await expect(chips).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Collections');
  });

  test('Next and Previous bring the shopper to the top of the results', async ({ page }) => {
    await page.goto('/collections/all');
    const results = page.getByRole('region', { name: 'Products' });
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const next = page.getByRole('link', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(500);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2$/);
    await expect(results).toBeFocused();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    // The top of the results is on screen, below the sticky header.
    const box = await results.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(64);
    expect(box?.y).toBeLessThan(200);

    const previous = page.getByRole('link', { name: 'Previous' });
    await previous.scrollIntoViewIfNeeded();
    await previous.click();
    await expect(page).toHaveURL(/\/collections\/all$/);
    await expect(results).toBeFocused();
    const again = await results.boundingBox();
    expect(again?.y).toBeGreaterThanOrEqual(64);
    expect(again?.y).toBeLessThan(200);
  });
});

for (const width of [360, 800, 1280]) {
  test(`the Contact page at ${width} px: no stray bullets, the e-mail on one line, even cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Call us', 'Write to us', 'Find us']);
    const layout = await cards.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return {
          marker: getComputedStyle(item).listStyleType,
          display: getComputedStyle(item).display,
          x: Math.round(box.x),
          y: Math.round(box.y),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
    );
    for (const card of layout) {
      expect(
        card.marker === 'none' || card.display !== 'list-item',
        `a bullet: ${JSON.stringify(card)}`,
      ).toBe(true);
    }
    const email = page.getByRole('main').getByRole('link', { name: 'support@threadline.test' });
    const lines = await email.evaluate((link) => link.getClientRects().length);
    expect(lines, 'the e-mail address on one line').toBe(1);
    const emailBox = await email.boundingBox();
    const writeCard = layout[1];
    if (!emailBox || !writeCard) throw new Error('not on screen');
    expect(emailBox.x + emailBox.width, 'the e-mail address inside its card').toBeLessThanOrEqual(
      writeCard.x + writeCard.width,
    );
    // Even: one width and one height, side by side in a row (lg and up) or stacked at the same left edge.
    expect(new Set(layout.map((card) => card.width)).size).toBe(1);
    expect(new Set(layout.map((card) => card.height)).size).toBe(1);
    if (width >= 1024) expect(new Set(layout.map((card) => card.y)).size).toBe(1);
    else expect(new Set(layout.map((card) => card.x)).size).toBe(1);
  });
}
