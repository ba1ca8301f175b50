/**
 * Without JavaScript (docs/product.md §2, "without JavaScript"): the server's page offers only
 * controls that work without scripts. On the product page the choices, the thumbnails, the quantity
 * and Add to Cart show disabled and there is no zoom, while the pictures still swipe; on a phone the
 * menu, the search and the bag show disabled; the wide screen's search is a GET form that searches.
 */
import type { Product } from '@store/contracts';
import { expect, type Page, test } from './support/fixture.ts';
import { firstInStock } from './support/variants.ts';

async function inStockProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=24&sortBy=rating');
  return firstInStock((await response.json()) as Product[]);
}

/**
 * The visible controls of the header and the screen that cannot work without scripts:
 * an enabled button that does not submit a GET form, or a field outside one.
 */
function controlsThatNeedScripts(page: Page, where = 'header, main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = Array.from(document.querySelectorAll(selector));
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const inGetForm = (element: Element) => {
      const form = element.closest('form');
      return form !== null && (form.getAttribute('method') ?? 'get').toLowerCase() === 'get';
    };
    return scope
      .flatMap((root) =>
        Array.from(root.querySelectorAll('button, input, select, textarea, [role="button"]')),
      )
      .filter((element) => visible(element) && !element.matches(':disabled'))
      .filter((element) => {
        if (element instanceof HTMLButtonElement && element.type === 'submit') return !inGetForm(element);
        if (element instanceof HTMLInputElement && element.type !== 'hidden') return !inGetForm(element);
        return true;
      })
      .map((element) => element.outerHTML.slice(0, 120));
  }, where);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page offers no dead control: choices and Add to Cart show disabled, no zoom', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const product = await inStockProduct(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await controlsThatNeedScripts(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('button').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Zoom picture' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: `Pictures of ${product.name}` })).toBeVisible();

    // The wide screen's search is a form that works without scripts.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('linen');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/collections\/all\?search=linen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible();
  });

  test('on a 390 px phone the menu, the search and the bag show disabled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controlsThatNeedScripts(page)).toEqual([]);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeDisabled();
    await expect(header.getByRole('button', { name: 'Search products' })).toBeDisabled();
    await expect(header.getByRole('button', { name: /^Cart,/ })).toBeDisabled();
  });
});

test('with scripts the same controls work as soon as the page is interactive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Search products' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toBeEnabled();
});
