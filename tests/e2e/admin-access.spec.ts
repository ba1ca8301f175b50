/** Who gets into /admin (docs/product.md §2 and §6), and the back office on a phone. */

import { adminSession, registerCustomer, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';

test('a guest at /admin goes to /login', async ({ page }) => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer is sent to /login from the dashboard and to / from the users and orders screens', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Imran Sheikh');
  await useSession(page, customer.auth);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/$/);
  expect(visited).not.toContain('/login');

  // The dashboard sends them to /login, which (they being signed in) the storefront sends on to /.
  await page.goto('/admin');
  await expect.poll(() => visited).toContain('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('complementary', { name: 'Admin Portal' })).toHaveCount(0);
  // The API refuses them as well.
  const stats = await request.get('/api/admin/stats', { headers: customer.headers });
  expect(stats.status()).toBe(403);
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test('every screen fits the width and the menu opens as a drawer', async ({ page, request }) => {
    await useSession(page, (await adminSession(request)).auth);
    for (const [path, title] of [
      ['/admin', 'Admin Dashboard'],
      ['/admin/users', 'User Management'],
      ['/admin/products', 'Product Catalog'],
      ['/admin/products/new', 'Add Product'],
      ['/admin/orders', 'Order Management'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }

    const sidebar = page.getByRole('complementary', { name: 'Admin Portal' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Product Catalog' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
