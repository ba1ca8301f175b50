/** Every admin screen, its confirmation dialog and the phone drawer pass axe (WCAG 2.1 A/AA + best practices). */

import type { Product } from '@store/contracts';
import { adminSession, placeOrder, registerCustomer, useSession } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixture.ts';

// axe is injected as an inline script, which the Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`admin screens pass axe at ${viewport.width} px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const [product] = (await (await request.get('/api/products?limit=1&sortBy=rating')).json()) as Product[];
    if (!product) throw new Error('no product');
    // At least one order, so the orders table and the recent orders are on screen; a second one
    // cancelled by its customer, so the order page shows its refund through the gateway.
    const customer = await registerCustomer(request, 'Axe Customer');
    await placeOrder(request, customer, product, 1);
    const cancelled = await placeOrder(request, customer, product, 1);
    await request.post(`/api/orders/${cancelled._id}/cancel`, { headers: customer.headers });
    await useSession(page, (await adminSession(request)).auth);

    const check = async (path: string, title: string, ready?: () => Promise<void>) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await ready?.();
      expect(await axeViolations(page), path).toEqual([]);
    };

    await check('/admin', 'Admin Dashboard', () =>
      expect(page.getByRole('table', { name: 'Recent Orders' })).toBeVisible(),
    );
    await check('/admin/users', 'User Management', async () => {
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
      await page.getByRole('button', { name: 'Add User' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
    });
    await check('/admin/products', 'Product Catalog', () =>
      expect(page.getByRole('table', { name: 'Products' })).toBeVisible(),
    );
    await check(`/admin/products/${product._id}/edit`, 'Edit Product', async () => {
      await expect(page.getByLabel('Alt text for image 1')).toBeVisible();
      await expect(page.getByLabel('Colour of image 1')).toBeVisible();
      await expect(
        page.getByLabel(`Stock of ${product.sizes[0]} in ${product.colors[0]}`, { exact: true }),
      ).toBeVisible();
    });
    // The new product's stock grid with a figure refused at its cell.
    await check('/admin/products/new', 'Add Product', async () => {
      await page.getByLabel('Sizes', { exact: true }).fill('S, M');
      await page.getByRole('checkbox', { name: 'Navy', exact: true }).check();
      await page.getByRole('checkbox', { name: 'White', exact: true }).check();
      await page.getByLabel('Stock of M in white', { exact: true }).fill('1.5');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expect(page.getByText('Stock must be a whole number')).toBeVisible();
      await expect(page.getByText('Total stock: 0', { exact: true })).toBeVisible();
    });
    await check('/admin/orders', 'Order Management', async () => {
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
      await page
        .getByRole('button', { name: /^Delete order #/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    });

    await page.keyboard.press('Escape');
    const id = cancelled._id.slice(-8);
    await check(`/admin/orders/${cancelled._id}`, `Order #${id}`, async () => {
      // Paid online, so its refund goes through the gateway: the payment lists the gateway's attempts.
      await expect(page.getByRole('heading', { level: 3, name: 'Payment attempts' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    });
    await check(`/admin/users/${customer.auth.user._id}`, 'Axe Customer', () =>
      expect(page.getByRole('table', { name: 'Orders' })).toBeVisible(),
    );
    // A role change asks first.
    await check('/admin/users', 'User Management', async () => {
      await page.getByRole('combobox', { name: 'Role of Axe Customer' }).first().selectOption('admin');
      await expect(page.getByRole('alertdialog', { name: 'Make Axe Customer an admin?' })).toBeVisible();
    });

    if (viewport.width < 768) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await expect(page.getByRole('complementary', { name: 'Admin Portal' })).toBeVisible();
      expect(await axeViolations(page), 'phone drawer').toEqual([]);
    }
  });
}
