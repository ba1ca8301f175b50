/**
 * Keyboard (docs/product.md §2): a visible focus ring of 3:1 or more on every control of the
 * storefront and the admin, "Skip to content", focus on the new screen's heading after a navigation,
 * and toasts that keep clear of the header, the cart badge and a drawer's close button on phones.
 */

import type { Product } from '@store/contracts';
import { adminSession, placeOrder, registerCustomer, useSession } from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { focusRingFailures } from './support/focus-ring.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

async function expectRings(page: Page, screen: string, minimum: number) {
  const { checked, failures } = await focusRingFailures(page);
  expect(failures, `${screen}: controls without a visible ring of 3:1`).toEqual([]);
  expect(checked, `${screen}: controls reached with Tab`).toBeGreaterThanOrEqual(minimum);
}

async function inStockProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=24&sortBy=rating');
  return firstInStock((await response.json()) as Product[]);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every storefront control shows a focus ring of 3:1 or more at ${viewport.width} px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const product = await inStockProduct(page);

    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Premium Collection' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(8);
    await expectRings(page, 'home', 20);

    await page.goto('/collections/all?gender=Women&size=M&search=a');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectRings(page, 'listing', 10);

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectRings(page, 'product', 10);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectRings(page, 'contact', 10);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectRings(page, 'login', 5);

    // Overlays: the cart drawer, and on phones the menu.
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    await expectRings(page, 'cart drawer', 2);
    if (viewport.width < 768) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectRings(page, 'menu', 5);
    }
  });

  test(`every admin control shows a focus ring of 3:1 or more at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const product = await inStockProduct(page);
    await placeOrder(request, await registerCustomer(request, 'Ring Customer'), product, 1);
    await useSession(page, (await adminSession(request)).auth);

    for (const [path, title] of [
      ['/admin', 'Admin Dashboard'],
      ['/admin/users', 'User Management'],
      ['/admin/products', 'Product Catalog'],
      [`/admin/products/${product._id}/edit`, 'Edit Product'],
      ['/admin/orders', 'Order Management'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectRings(page, path, 5);
    }
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await expect(page.getByRole('complementary', { name: 'Admin Portal' })).toBeVisible();
      await expectRings(page, 'phone drawer', 5);
    }
  });
}

test('"Skip to content" is the first stop and leads past the header, in the store and the admin', async ({
  page,
  request,
}) => {
  await page.goto('/collections/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next stop is inside the screen, not the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );

  await useSession(page, (await adminSession(request)).auth);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.keyboard.press('Tab');
  const adminSkip = page.getByRole('link', { name: 'Skip to content' });
  await expect(adminSkip).toBeFocused();
  await expect(adminSkip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test("a navigation takes focus to the new screen's heading, in the store and the admin", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Women', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeFocused();
  // Another view of the same listing (a header link) is a new screen too.
  await nav.getByRole('link', { name: 'Top Wear', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Top Wear' })).toBeFocused();
  // A filter changes the screen itself: focus stays on the filter.
  const filter = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: /^M( \(\d+\))?$/ });
  await filter.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/size=M/);
  await expect(filter).toBeFocused();
  // A screen fetched on its first visit: focus waits for its heading.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();

  await useSession(page, (await adminSession(request)).auth);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Product Catalog' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeFocused();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test("toasts keep clear of the header, the cart badge and the drawer's close button", async ({ page }) => {
    const product = await inStockProduct(page);
    const { size, color } = inStockVariant(product);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page
      .getByRole('button', { name: color.charAt(0).toUpperCase() + color.slice(1), exact: true })
      .click();
    await page.getByRole('button', { name: size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Product added to cart!' });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The toast slides in from above: measured once it has settled 112 px from the top.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(111);

    const toastBox = await toast.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    const badge = await page.getByTestId('cart-count').boundingBox();
    const cartButton = await page.getByRole('button', { name: /^Cart,/ }).boundingBox();
    if (!toastBox || !header || !badge || !cartButton) throw new Error('not on screen');
    expect(overlaps(toastBox, header), 'toast over the header').toBe(false);
    expect(overlaps(toastBox, badge), 'toast over the cart badge').toBe(false);
    expect(overlaps(toastBox, cartButton), 'toast over the cart button').toBe(false);

    // Scrolled down, the sticky header sits at the top: still clear.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const stuck = await page.getByRole('banner').boundingBox();
    const toastNow = await toast.boundingBox();
    if (!stuck || !toastNow) throw new Error('not on screen');
    expect(overlaps(toastNow, stuck), 'toast over the sticky header').toBe(false);

    // The cart drawer opened while the toast shows: its close button stays free.
    await page.getByRole('button', { name: /^Cart,/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(drawer).toBeVisible();
    await expect(toast).toBeVisible();
    const close = await drawer.getByRole('button', { name: 'Close' }).boundingBox();
    const toastOverDrawer = await toast.boundingBox();
    if (!close || !toastOverDrawer) throw new Error('not on screen');
    expect(overlaps(toastOverDrawer, close), 'toast over the drawer close button').toBe(false);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
