import type { Product } from '@store/contracts';
import { adminSession, registerCustomer, uniqueSuffix, useSession } from './support/admin.ts';
import { expect, type Locator, test } from './support/fixture.ts';
import { stockGrid } from './support/variants.ts';

/**
 * What a shopper on a phone (390 px) is told about prices and choices (docs/product.md §2): cards
 * name the brand and the discount, Fresh Arrivals mark a sale like the grids, colour swatches show
 * their names, the cart says what the sale saves, and checkout shows the order before Pay.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A new piece on sale, 20% off (₹2,000 → ₹1,600): the newest product, so it leads Fresh Arrivals. */
async function pieceOnSale(request: Parameters<typeof adminSession>[0]): Promise<Product> {
  const admin = await adminSession(request);
  const name = `Phone Sale Tee ${uniqueSuffix()}`;
  const response = await request.post('/api/admin/products', {
    headers: admin.headers,
    data: {
      name,
      description: `${name}, made for the end-to-end suite.`,
      price: 2000,
      discountPrice: 1600,
      sku: `E2E-PHONE-${uniqueSuffix()}`,
      category: 'Top Wear',
      gender: 'Unisex',
      brand: 'Coastline',
      material: 'Cotton',
      sizes: ['M'],
      colors: ['navy'],
      images: [],
      variants: stockGrid({ sizes: ['M'], colors: ['navy'], stock: { 'M/navy': 10 } }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/**
 * Fails when `inner` sticks out sideways of `outer` (a phone would scroll or clip it). Both are
 * measured in the same frame, so a drawer still sliding in moves them together.
 */
async function expectInside(inner: Locator, outer: Locator) {
  const container = await outer.elementHandle();
  const fits = await inner.evaluate((element, box) => {
    const a = element.getBoundingClientRect();
    const b = (box as Element).getBoundingClientRect();
    return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
  }, container);
  expect(fits, 'fits sideways').toBe(true);
}

test('cards show brand and discount, Fresh Arrivals the Sale badge, swatches their names', async ({
  page,
  request,
}) => {
  const piece = await pieceOnSale(request);

  await page.goto('/');
  const arrivals = page.getByRole('region', { name: 'Fresh Arrivals' });
  const arrival = arrivals
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: piece.name }) });
  await expect(arrival.getByText('Sale', { exact: true })).toBeVisible();
  await expect(arrival.getByText('NEW', { exact: true })).toBeVisible();
  await expect(arrival.getByText('Coastline', { exact: true })).toBeVisible();
  await expect(arrival.getByText('20% off')).toBeVisible();

  await page.goto(`/collections/all?search=${encodeURIComponent(piece.name)}`);
  const card = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: piece.name }) });
  await expect(card.getByText('Coastline', { exact: true })).toBeVisible();
  await expect(card.getByText('20% off')).toBeVisible();
  await expect(card.getByText('Sale', { exact: true })).toBeVisible();
  await expectInside(card.getByText('20% off'), card);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const colours = page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Color' });
  // Each name shows under its swatch, with its count below it ('Navy' then '1').
  for (const name of ['Red', 'Yellow', 'Beige', 'Navy']) {
    const label = colours.getByText(new RegExp(`^${name}\\d*$`));
    await expect(label).toBeVisible();
    await expectInside(label, colours);
  }
});

test("the cart says 'You save ₹X', and checkout shows the order before the Pay button", async ({
  page,
  request,
}) => {
  const piece = await pieceOnSale(request);
  const customer = await registerCustomer(request, 'Phone Saver');
  const added = await request.post('/api/cart', {
    headers: customer.headers,
    data: { userId: customer.auth.user._id, productId: piece._id, size: 'M', color: 'navy', quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await useSession(page, customer.auth);

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('You save ₹800')).toBeVisible();

  await page.goto('/checkout');
  const order = page.getByRole('region', { name: 'Summary' });
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(order).toBeVisible();
  await expect(pay).toBeVisible();
  const [orderBox, payBox] = [await order.boundingBox(), await pay.boundingBox()];
  expect(orderBox && payBox && orderBox.y + orderBox.height <= payBox.y, 'the order comes before Pay').toBe(
    true,
  );
});
