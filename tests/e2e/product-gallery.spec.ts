/**
 * The product gallery (docs/product.md §2, Product): on a phone a finger swipes from picture to
 * picture, and every picture can be zoomed (tap to zoom in, drag to look around, Escape to leave).
 */
import type { Product } from '@store/contracts';
import { expect, type Page, test } from './support/fixture.ts';

/** A product whose gallery starts with at least two pictures (those of its first picture's colour). */
async function productWithPictures(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=24');
  const products = (await response.json()) as Product[];
  const found = products.find(
    (product) => product.images.filter((image) => image.color === product.images[0]?.color).length > 1,
  );
  if (!found) throw new Error('no product with two pictures of one colour');
  return found;
}

/** How many pictures the gallery shows: those of the product's first colour (the seed's photo among them). */
const picturesShown = (product: Product) =>
  product.images.filter((image) => image.color === product.images[0]?.color).length;

/** A horizontal swipe of one finger across `box`, as trusted touch events (the browser scrolls for them). */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  toLeft: boolean,
) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = toLeft ? box.x + box.width * 0.85 : box.x + box.width * 0.15;
  const to = toLeft ? box.x + box.width * 0.1 : box.x + box.width * 0.9;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const x = from + ((to - from) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe moves the gallery to the next picture and back', async ({ page }) => {
    const product = await productWithPictures(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const pictures = page.getByRole('region', { name: `Pictures of ${product.name}` });
    const thumbnails = page.getByRole('list', { name: 'Product images' });
    await expect(thumbnails.getByRole('button', { name: /^Show image 1 of/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await pictures.scrollIntoViewIfNeeded();
    const box = await pictures.boundingBox();
    if (!box) throw new Error('the gallery is not on screen');

    await swipe(page, box, true);
    await expect(thumbnails.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pictures.getByRole('img').nth(1)).toBeInViewport({ ratio: 0.9 });

    await swipe(page, box, false);
    await expect(thumbnails.getByRole('button', { name: /^Show image 1 of/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pictures.getByRole('img').first()).toBeInViewport({ ratio: 0.9 });
  });

  test('a picture opens zoomed: tap to zoom in, drag to look around, Escape to go back', async ({ page }) => {
    const product = await productWithPictures(page);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const zoomButton = page.getByRole('button', { name: 'Zoom picture' });
    await zoomButton.tap();

    const zoom = page.getByRole('dialog', { name: `Zoomed picture of ${product.name}` });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByText(`Picture 1 of ${picturesShown(product)}`)).toBeVisible();
    const area = zoom.getByTestId('zoom-area');
    const picture = area.getByRole('img');
    const fitted = await picture.boundingBox();
    if (!fitted) throw new Error('the zoomed picture is not on screen');
    expect(fitted.width).toBeLessThanOrEqual(390);

    // A tap on the picture zooms in: it is then wider than the screen and can be dragged around.
    await picture.tap();
    await expect(zoom.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeGreaterThan(390 * 2);
    const before = await area.evaluate((element) => element.scrollLeft);
    const areaBox = await area.boundingBox();
    if (!areaBox) throw new Error('the zoom area is not on screen');
    await swipe(page, areaBox, before > 0);
    await expect.poll(() => area.evaluate((element) => element.scrollLeft)).not.toBe(before);

    // Zoom out again with its button, then leave with Escape: focus returns to where it was.
    await zoom.getByRole('button', { name: 'Zoom out' }).tap();
    await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
    await expect(zoomButton).toBeFocused();
  });
});

test('on a wide screen a click on the picture zooms it, and "Close zoom" leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const product = await productWithPictures(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const thumbnails = page.getByRole('list', { name: 'Product images' });
  await thumbnails.getByRole('button', { name: /^Show image 2 of/ }).click();
  const pictures = page.getByRole('region', { name: `Pictures of ${product.name}` });
  await expect(pictures.getByRole('img').nth(1)).toBeInViewport({ ratio: 0.9 });
  await pictures.getByRole('img').nth(1).click();

  const zoom = page.getByRole('dialog', { name: `Zoomed picture of ${product.name}` });
  await expect(zoom.getByText(`Picture 2 of ${picturesShown(product)}`)).toBeVisible();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom.getByRole('button', { name: 'Zoom out' })).toBeFocused();
  await zoom.getByRole('button', { name: 'Close zoom' }).click();
  await expect(zoom).toHaveCount(0);
});
