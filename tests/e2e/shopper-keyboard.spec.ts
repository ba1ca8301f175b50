/**
 * Keyboard and toasts after outside testing (docs/product.md §2, "Keyboard"): 'Skip to results' on
 * the listing, focus on the cart button after Add to Cart, and a toast that keeps clear of the
 * header's links and offers 'View bag'.
 */
import type { Product } from '@store/contracts';
import { expect, type Page, test } from './support/fixture.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

async function inStockProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=24&sortBy=rating');
  return firstInStock((await response.json()) as Product[]);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('"Skip to results" is the first stop of the listing and the next Tab reaches the first product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/collections/all?gender=Women');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  const firstCard = page.locator('#results li').first().getByRole('link');
  await expect(firstCard).toBeVisible();

  // 'Skip to content', then the listing's first stop: 'Skip to results'.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(firstCard).toBeFocused();
  await expect(firstCard).toBeInViewport();
  // The skip is no navigation: the address does not name the results.
  expect(page.url()).not.toContain('#results');

  // Other screens have no such link.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to results' })).toHaveCount(0);
});

test("after Add to Cart focus is on the cart button, and the toast offers 'View bag' clear of the header's links", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const product = await inStockProduct(page);
  const { size, color } = inStockVariant(product);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: capitalised(color), exact: true }).click();
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).focus();
  await page.keyboard.press('Enter');

  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await expect(cartButton).toBeFocused();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Product added to cart!' });
  await expect(toast).toBeVisible();
  // The toast slides in from above: measured once it has settled 112 px from the top.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(111);

  const toastBox = await toast.boundingBox();
  if (!toastBox) throw new Error('the toast is not on screen');
  const header = page.getByRole('banner');
  const controls = header.locator('a:visible, button:visible, input:visible');
  const promo = page.getByRole('complementary', { name: 'Promotion' }).locator('a:visible, button:visible');
  for (const control of [...(await controls.all()), ...(await promo.all())]) {
    const box = await control.boundingBox();
    if (!box) continue;
    expect(
      overlaps(toastBox, box),
      `toast over ${await control.evaluate((node) => node.outerHTML.slice(0, 80))}`,
    ).toBe(false);
  }

  await toast.getByRole('button', { name: 'View bag' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
});
