/**
 * The admin's working day against the real API (issue #5, variants: issue #12): sign in, check the
 * dashboard against the orders, create a product with its stock per size and colour and an uploaded
 * picture of one colour, find it in the storefront, change its price, ship and deliver one order,
 * cancel another (its variant's stock comes back), add a customer and delete them.
 * Orders are placed through the API as a customer would through the storefront.
 */

import type { AdminOrdersResponse, Order, Product } from '@store/contracts';
import { shortId } from '@store/ui/format';
import { formatRupees } from '@store/ui/money';
import { E2E_ADMIN } from './playwright.config.ts';
import { adminSession, placeOrder, registerCustomer, type Session, uniqueSuffix } from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { holdRoute } from './support/hold.ts';

test.describe.configure({ mode: 'serial' });

/** A 64×64 PNG (a plain amber square), built here so the test needs no fixture file. */
function pngSquare(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAeUlEQVR4nO3PwQkAIBDAsHu5srO6jUP4CEKhA6Rz9vq64YIGtKABLWhACxrQgga0oAEtaEALGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEtaEALGtCCBrSgAS1oQAsa0IIGtKABLWhACxrQgga0oAEtaEALHruZ2WE8C6W85gAAAABJRU5ErkJggg==',
    'base64',
  );
}

const suffix = uniqueSuffix();
const productName = `E2E Monsoon Overshirt ${suffix}`;
const sku = `E2E-${suffix}`.toUpperCase();

let page: Page;
let admin: Session;
let customer: Session;
let firstOrder: Order;
let created: Product;

test.beforeAll(async ({ browser, request }) => {
  admin = await adminSession(request);
  customer = await registerCustomer(request, 'Farah Qureshi');
  const [seeded] = (await (await request.get('/api/products?limit=1&sortBy=rating')).json()) as Product[];
  if (!seeded) throw new Error('the seeded catalogue is empty');
  firstOrder = await placeOrder(request, customer, seeded, 1);
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

const region = (name: string) => page.getByRole('region', { name, exact: true });

test('the admin signs in through the storefront and opens the back office', async () => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Admin Portal' })).toBeVisible();
});

test('the dashboard figures match the orders', async ({ request }) => {
  // Other suites may place orders meanwhile: compare figures read at the same moment, retrying.
  await expect(async () => {
    const orders = (await (
      await request.get('/api/admin/orders?limit=1', { headers: admin.headers })
    ).json()) as AdminOrdersResponse;
    const products = await request.get('/api/products?limit=1');
    await page.reload();
    await expect(region('Revenue')).toContainText(formatRupees(orders.totalSales), { timeout: 3000 });
    await expect(region('Total Orders')).toContainText(String(orders.totalOrders), { timeout: 1000 });
    await expect(region('Total Products')).toContainText(String(products.headers()['x-total-count']), {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Recent Orders' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Revenue per day\./ })).toBeVisible();
  // The seed has sold-out sizes: the low-stock list names variants, each linking to its product's editor.
  const lowStock = region('Low stock')
    .getByRole('link', { name: /^.+ in .+ \/ .+$/ })
    .first();
  await expect(lowStock).toHaveAttribute('href', /^\/admin\/products\/[^/]+\/edit$/);
  await page.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(
    page.getByRole('combobox', { name: `Status of order #${shortId(firstOrder._id)}` }),
  ).toBeVisible();
});

test('the admin creates a product with its stock per size and colour and an uploaded picture', async () => {
  await page.getByRole('link', { name: 'Product Catalog' }).click();
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(productName);
  await page
    .getByLabel('Description', { exact: true })
    .fill('A light overshirt for rainy days, made for the end-to-end test.');
  await page.getByLabel('Price (₹)', { exact: true }).fill('1499');
  await page.getByLabel('SKU', { exact: true }).fill(sku);
  await page.getByLabel('Category', { exact: true }).selectOption('Top Wear');
  await page.getByLabel('Gender', { exact: true }).selectOption('Unisex');
  await page.getByLabel('Brand', { exact: true }).fill('Monsoon Mill');
  await page.getByLabel('Material', { exact: true }).selectOption('Cotton');
  await page.getByLabel('Sizes', { exact: true }).fill(' M , L ,, XL ');
  // Colours come from the store's list, shown capitalised.
  const colors = page.getByRole('group', { name: 'Colors', exact: true });
  await colors.getByRole('checkbox', { name: 'Navy', exact: true }).check();
  await colors.getByRole('checkbox', { name: 'Beige', exact: true }).check();

  // The grid: 3 sizes × 2 colours; 2 of each, then 4 of M in navy and none of XL in beige.
  const grid = page.getByRole('table', { name: 'Stock of each size in each colour' });
  await expect(grid.getByRole('spinbutton')).toHaveCount(6);
  await page.getByLabel('Units for every size and colour', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Set every size and colour' }).click();
  await expect(page.getByLabel('Stock of XL in beige', { exact: true })).toHaveValue('2');
  await page.getByLabel('Stock of M in navy', { exact: true }).fill('4');
  await page.getByLabel('Stock of XL in beige', { exact: true }).fill('-1');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByLabel('Stock of XL in beige', { exact: true })).toHaveAccessibleDescription(
    `${sku}-XL-BEIGE Stock must not be negative`,
  );
  await page.getByLabel('Stock of XL in beige', { exact: true }).fill('0');
  await expect(page.getByText('Total stock: 12', { exact: true })).toBeVisible();

  // The server stores the picture at once; its answer is held until the progress bar has been seen.
  const upload = await holdRoute(page, '**/api/upload', { answered: true });
  await page.getByLabel('Upload Image', { exact: true }).setInputFiles({
    name: 'overshirt.png',
    mimeType: 'image/png',
    buffer: pngSquare(),
  });
  await expect(page.getByRole('progressbar', { name: 'Uploading overshirt.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeDisabled();
  upload.release();
  await expect(page.getByLabel('Alt text for image 1', { exact: true })).toHaveValue(productName);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/api/upload');
  await page.getByLabel('Alt text for image 1', { exact: true }).fill(`${productName}, folded`);
  await page.getByLabel('Colour of image 1', { exact: true }).selectOption('navy');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Product' }).click();
  created = (await (await saved).json()) as Product;
  await expect(page.getByText('Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect(created).toMatchObject({
    name: productName,
    price: 1499,
    countInStock: 12,
    sizes: ['M', 'L', 'XL'],
    colors: ['navy', 'beige'],
    images: [{ altText: `${productName}, folded`, color: 'navy' }],
  });
  expect(created.variants).toEqual([
    { sku: `${sku}-M-NAVY`, size: 'M', color: 'navy', countInStock: 4 },
    { sku: `${sku}-M-BEIGE`, size: 'M', color: 'beige', countInStock: 2 },
    { sku: `${sku}-L-NAVY`, size: 'L', color: 'navy', countInStock: 2 },
    { sku: `${sku}-L-BEIGE`, size: 'L', color: 'beige', countInStock: 2 },
    { sku: `${sku}-XL-NAVY`, size: 'XL', color: 'navy', countInStock: 2 },
    { sku: `${sku}-XL-BEIGE`, size: 'XL', color: 'beige', countInStock: 0 },
  ]);
  expect(created.images[0]?.url).toMatch(/^\/uploads\/.+\.webp$/);

  await page.getByRole('searchbox', { name: 'Search products' }).fill(sku);
  await page.getByRole('button', { name: 'Search' }).click();
  const picture = page.getByRole('img', { name: `${productName}, folded` });
  await expect(picture).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText(
    'Total stock: 12 · 1 of 6 sold out',
  );
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the new product shows in the storefront listing', async () => {
  await page.goto(`/collections/all?search=${encodeURIComponent(productName)}`);
  await expect(page.getByText(productName).first()).toBeVisible();
  await expect(page.getByText('₹1,499').first()).toBeVisible();
});

test('the admin changes its price and the list and the store show it', async () => {
  await page.goto(`/admin/products?search=${encodeURIComponent(sku)}`);
  await page.getByRole('link', { name: `Edit ${productName}` }).click();
  await expect(page.getByLabel('Price (₹)', { exact: true })).toHaveValue('1499');
  await expect(page.getByLabel('Stock of M in navy', { exact: true })).toHaveValue('4');
  await expect(page.getByText(`${sku}-XL-BEIGE`, { exact: true })).toBeVisible();
  await page.getByLabel('Price (₹)', { exact: true }).fill('1299');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?search=${sku}$`));
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText('₹1,299');
  // Saving sent the grid back as it was: same variants, same SKUs, same stock.
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText(
    'Total stock: 12 · 1 of 6 sold out',
  );

  await page.goto(`/product/${created._id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('₹1,299').first()).toBeVisible();
});

test('an order goes through Shipped to Delivered', async ({ request }) => {
  await page.goto('/admin/orders');
  const id = shortId(firstOrder._id);
  const status = page.getByRole('combobox', { name: `Status of order #${id}` });
  await expect(status).toHaveValue('Processing');
  await status.selectOption('Shipped');
  await expect(page.getByText(`Order #${id} is now Shipped`)).toBeVisible();
  await expect(status).toHaveValue('Shipped');
  await page.getByRole('button', { name: `Complete order #${id}` }).click();
  await expect(page.getByText(`Order #${id} is now Delivered`)).toBeVisible();
  await expect(status).toHaveValue('Delivered');
  await expect(page.getByRole('button', { name: `Complete order #${id}` })).toBeDisabled();

  const stored = (await (
    await request.get(`/api/orders/${firstOrder._id}`, { headers: customer.headers })
  ).json()) as Order;
  expect(stored).toMatchObject({ status: 'Delivered', isDelivered: true });
  expect(stored.statusHistory.map((entry) => entry.status)).toEqual(['Processing', 'Shipped', 'Delivered']);
});

test("cancelling an order puts its variant's stock back", async ({ request }) => {
  const stock = async () => {
    const product = (await (await request.get(`/api/products/${created._id}`)).json()) as Product;
    return [product.countInStock, ...product.variants.map((variant) => variant.countInStock)];
  };
  // Two of M in navy (the first variant in stock).
  const secondOrder = await placeOrder(request, customer, created, 2);
  expect(await stock()).toEqual([10, 2, 2, 2, 2, 2, 0]);

  await page.goto('/admin/orders');
  const id = shortId(secondOrder._id);
  const status = page.getByRole('combobox', { name: `Status of order #${id}` });
  await status.selectOption('Cancelled');
  const dialog = page.getByRole('alertdialog', { name: `Cancel order #${id}?` });
  await expect(dialog).toContainText('Its items go back into stock.');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order #${id} is now Cancelled`)).toBeVisible();
  await expect(status).toHaveValue('Cancelled');
  expect(await stock()).toEqual([12, 4, 2, 2, 2, 2, 0]);
});

test('the admin adds a customer and deletes them', async ({ request }) => {
  const name = `E2E Walk-in ${suffix}`;
  const email = `walk-in-${suffix}@e2e.test`;
  await page.getByRole('link', { name: 'User Management' }).click();
  const form = page.getByRole('region', { name: 'Add New User' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('walk-in-password');
  await form.getByLabel('Role', { exact: true }).selectOption('customer');
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText(`${name} was added`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('customer');

  // The new account works.
  const login = await request.post('/api/users/login', { data: { email, password: 'walk-in-password' } });
  expect(login.status()).toBe(200);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveCount(0);
  const again = await request.post('/api/users/login', { data: { email, password: 'walk-in-password' } });
  expect(again.status()).toBe(401);
});

test('Sign Out logs out, empties the cart and goes to the store', async ({ request }) => {
  const [product] = (await (await request.get('/api/products?limit=1&sortBy=newest')).json()) as Product[];
  if (!product) throw new Error('no product');
  await request.post('/api/cart', {
    headers: admin.headers,
    data: {
      userId: admin.auth.user._id,
      productId: product._id,
      size: product.sizes[0],
      color: product.colors[0],
      quantity: 1,
    },
  });
  await page.goto('/admin');
  const storedCart = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('cart') ?? 'null') as { products: unknown[] } | null)?.products
          .length ?? 0,
    );
  await expect.poll(storedCart).toBe(1);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('userToken'), localStorage.getItem('userInfo')]),
  ).toEqual([null, null]);
  expect(await storedCart()).toBe(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});
