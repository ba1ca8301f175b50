/**
 * Real photos (issue 23): an admin's JPEG is kept as AVIF and WebP in several widths and served with
 * srcset, sizes, width and height; the product page's first picture is preloaded in the
 * server-rendered head at high priority, the others are lazy; the listing's cards carry the same.
 */

import type { Product } from '@store/contracts';
import sharp from 'sharp';
import { E2E_ADMIN } from './playwright.config.ts';
import { adminSession, uniqueSuffix } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { stockGrid } from './support/variants.ts';

/** A 1600 × 2000 JPEG "photo": a gradient with grain, as a camera would give it. */
async function cameraJpeg(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 400,
      height: 500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .resize(1600, 2000)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#b45309"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs><rect width="1600" height="2000" fill="url(#g)"/></svg>',
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const WIDTHS = [320, 640, 960, 1280];

test('an admin uploads a JPEG; the product page serves it as AVIF/WebP in several widths, preloaded first', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const name = `E2E Photo Kurta ${uniqueSuffix()}`;
  const createdResponse = await request.post('/api/admin/products', {
    headers: admin.headers,
    data: {
      name,
      description: `${name}, made for the end-to-end suite.`,
      price: 1899,
      sku: `E2E-PHOTO-${uniqueSuffix()}`.toUpperCase(),
      category: 'Top Wear',
      gender: 'Women',
      brand: 'Kesar',
      material: 'Cotton',
      sizes: ['M'],
      colors: ['red'],
      images: [],
      variants: stockGrid({ sizes: ['M'], colors: ['red'], stock: { 'M/red': 5 } }),
    },
  });
  expect(createdResponse.status(), await createdResponse.text()).toBe(201);
  const product = (await createdResponse.json()) as Product;

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await page.goto(`/admin/products/${product._id}/edit`);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await page.getByLabel('Upload Image', { exact: true }).setInputFiles({
    name: 'kurta.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  });
  expect((await uploaded).status()).toBe(201);
  await page.getByLabel('Alt text for image 1', { exact: true }).fill(`${name}, on a hanger`);
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();

  // A fresh page load: the server renders it, with the preload in its head.
  const avifCopies: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif')
      avifCopies.push(new URL(response.url()).pathname);
  });
  await page.goto(`/product/${product._id}`);
  const img = page.getByRole('img', { name: `${name}, on a hanger` }).first();
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/uploads\/products\/[a-f0-9]{24}_1600x2000\.webp$/);
  const base = src.replace(/\.webp$/, '');
  const srcset = (type: string) =>
    [...WIDTHS.map((width) => `${base}_${width}.${type} ${width}w`), `${base}.${type} 1600w`].join(',');
  await expect(img).toHaveAttribute('srcset', srcset('webp'));
  await expect(img).toHaveAttribute('sizes', '(min-width:768px) 50vw,100vw');
  await expect(img).toHaveAttribute('width', '800');
  await expect(img).toHaveAttribute('height', '1000');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  const avif = img.locator('xpath=preceding-sibling::source');
  await expect(avif).toHaveAttribute('type', 'image/avif');
  await expect(avif).toHaveAttribute('srcset', srcset('avif'));
  await expect(avif).toHaveAttribute('sizes', '(min-width:768px) 50vw,100vw');

  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', srcset('avif'));
  await expect(preload).toHaveAttribute('imagesizes', '(min-width:768px) 50vw,100vw');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  // The browser took one AVIF copy narrower than the original for a phone-wide page, not the 1600.
  await expect.poll(() => avifCopies.length).toBeGreaterThan(0);
  expect(avifCopies.every((path) => path.startsWith(base) && path !== `${base}.avif`)).toBe(true);
  const copy = await request.get(avifCopies[0] ?? '');
  expect(copy.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await copy.body()).metadata()).width).toBeLessThan(1600);
});

test('listing cards carry srcset, sizes, width and height; the first is preloaded, the rest below it lazy', async ({
  page,
}) => {
  await page.goto('/collections/all');
  const cards = page.locator('main ul li a img');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first).toHaveAttribute('width', '800');
  await expect(first).toHaveAttribute('height', '1000');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const firstSrc = (await first.getAttribute('src')) ?? '';
  if (/_\d+x\d+\.webp$/.test(firstSrc)) {
    await expect(preload).toHaveAttribute(
      'imagesrcset',
      (await first.locator('xpath=preceding-sibling::source').getAttribute('srcset')) ?? '',
    );
  } else {
    await expect(preload).toHaveAttribute('href', firstSrc);
  }
  // The seed's photos are on the first screen (the first featured products come first).
  const photo = page.locator('main ul li a picture').first();
  await expect(photo.locator('source')).toHaveAttribute('type', 'image/avif');
  await expect(photo.locator('source')).toHaveAttribute(
    'srcset',
    /_320\.avif 320w,.+_640\.avif 640w,.+\.avif 800w$/,
  );
  await expect(photo.locator('img')).toHaveAttribute(
    'srcset',
    /_320\.webp 320w,.+_640\.webp 640w,.+\.webp 800w$/,
  );
  await expect(photo.locator('img')).toHaveAttribute(
    'sizes',
    '(min-width:1024px) 25vw,(min-width:768px) 33vw,50vw',
  );
  // The first row is eager; cards further down are lazy.
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  await expect(cards.nth(0)).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(count - 1)).toHaveAttribute('loading', 'lazy');
});
