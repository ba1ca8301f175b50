import type { Product } from '@store/contracts';
import sharp from 'sharp';
import { adminSession, placeOrder, registerCustomer, uniqueSuffix, useSession } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { createProduct } from './support/variants.ts';

/**
 * A fresh store shows real reviews (docs/product.md §3, Reviews): the seed's customers reviewed what
 * their delivered orders brought, so the top rated product has a rating, a distribution and verified
 * reviews, and a product nobody reviewed says 'No reviews yet' without stars.
 */
test('the top rated product shows its reviews; one without any says "No reviews yet"', async ({
  page,
  request,
}) => {
  const products = (await (await request.get('/api/products?limit=100&sortBy=rating')).json()) as Product[];
  const [top] = products;
  const unrated = products.find((product) => product.numReviews === 0);
  if (!top || !unrated) throw new Error('the seed has rated and unrated products');
  expect(top.numReviews).toBeGreaterThan(0);

  await page.goto(`/product/${top._id}`);
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  // The reviews load as the shopper scrolls towards them.
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText(`${top.rating.toFixed(1)} out of 5`, { exact: true })).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem')).toHaveCount(5);
  await expect(reviews.getByText(/Verified purchase/).first()).toBeVisible();
  await expect(
    page.getByText(`(${top.numReviews} ${top.numReviews === 1 ? 'review' : 'reviews'})`).first(),
  ).toBeVisible();

  await page.goto(`/product/${unrated._id}`);
  await expect(page.getByRole('heading', { level: 1, name: unrated.name })).toBeVisible();
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('region', { name: 'Customer Reviews' }).getByText('No reviews yet'),
  ).toBeVisible();
  await expect(page.getByText(/^Rated /)).toHaveCount(0);
});

test('an order\'s "Write a review" link (#reviews) brings the shopper to the reviews, which load then', async ({
  page,
  request,
}) => {
  const [top] = (await (await request.get('/api/products?limit=1&sortBy=rating')).json()) as Product[];
  if (!top) throw new Error('the seed has rated products');
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/reviews')) asked.push(sent.url());
  });
  await page.goto(`/product/${top._id}#reviews`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews).toBeInViewport();
  await expect(reviews.getByText(`${top.rating.toFixed(1)} out of 5`, { exact: true })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('a buyer reviews a delivered product with a photo, which the product page then shows', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  const suffix = uniqueSuffix();
  const product = await createProduct(request, admin, {
    name: `Review Photo Kurta ${suffix}`,
    sku: `RPH-${suffix}`.toUpperCase(),
    sizes: ['M'],
    colors: ['beige'],
    stock: { 'M/beige': 3 },
  });
  const customer = await registerCustomer(request, 'Anjali Photo');
  const order = await placeOrder(request, customer, product, 1);
  for (const status of ['Shipped', 'Delivered']) {
    const moved = await request.put(`/api/admin/orders/${order._id}`, {
      headers: admin.headers,
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 210, g: 180, b: 140 } },
  })
    .jpeg()
    .toBuffer();

  await useSession(page, customer.auth);
  await page.goto(`/product/${product._id}#reviews`);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await reviews.getByRole('radio', { name: '4 stars' }).check();
  await reviews.getByRole('radio', { name: 'True to size' }).check();
  await reviews.getByRole('textbox', { name: 'Title' }).fill('Sits just right');
  await reviews.getByRole('textbox', { name: 'Review' }).fill('Soft cotton, true to size, as in the photo.');
  await reviews
    .getByLabel('Add a photo (optional)')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(reviews.getByRole('img', { name: 'Preview for your review' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByText('Thank you! Your review is published.')).toBeVisible();

  const shown = reviews.getByRole('img', { name: `${product.name}, as shared by Anjali Photo` });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', /\/uploads\/reviews\/[a-f0-9]{24}\.webp$/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
});
