import type { Product } from '@store/contracts';
import { expect, type Page, test, untilInteractive } from './support/fixture.ts';
import { holdRoute } from './support/hold.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

const adminFiles = '**/remotes/admin/**';
const storeFiles = '**/remotes/store/**';

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Client-side navigation inside the running shell (no reload: the same JavaScript instances). */
async function navigateInApp(page: Page, to: string) {
  await untilInteractive(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test('the shell renders the storefront with the seeded products', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Threadline' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  // The home page's product grid (the premium collection) shows 8 seeded products as h3 cards.
  const grid = page.getByRole('region', { name: 'Premium Collection' });
  await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(8);
});

test('the home grid shows 8 skeleton cards while products load', async ({ page }) => {
  // A page from the server arrives with its products: the grid loads them when the shopper comes
  // to the home page from another screen.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const products = await holdRoute(page, '**/api/products?*');
  await navigateInApp(page, '/');
  await expect(page.getByTestId('product-skeleton')).toHaveCount(8);
  products.release();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
});

test('the admin remote is fetched only on /admin', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.goto('/collections/all');
  expect(urls.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
  expect(urls.some((url) => url.includes('/remotes/store/'))).toBe(true);

  await page.goto('/admin');
  await expect.poll(() => urls.filter((url) => url.includes('/remotes/admin/')).length).toBeGreaterThan(0);
});

test('a product page renders from GET /api/products/{id}', async ({ page, request }) => {
  const [product] = await (await request.get('/api/products?limit=1')).json();
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('a cart change in the storefront shows in the shell: one shared store instance', async ({
  page,
  request,
}) => {
  const product = firstInStock(
    (await (await request.get('/api/products?limit=24&sortBy=rating')).json()) as Product[],
  );
  const { size, color } = inStockVariant(product);
  await page.route(adminFiles, (route) => route.abort());
  await page.goto(`/product/${product._id}`);
  await page
    .getByRole('button', { name: color.charAt(0).toUpperCase() + color.slice(1), exact: true })
    .click();
  await page.getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The shell's own header (shown with a fallback page) reads the same in-memory store.
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('alert')).toHaveText('The admin area is unavailable right now');
  await expect(page.getByTestId('shell-cart-count')).toHaveText('1');
});

test('the storefront keeps working when the admin files are unreachable', async ({ page }) => {
  await page.route(adminFiles, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText('The admin area is unavailable right now');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('a missing storefront remote shows the fallback, and Retry works once it is back', async ({ page }) => {
  await page.route(storeFiles, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('The storefront is unavailable right now');
  await page.unroute(storeFiles);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
