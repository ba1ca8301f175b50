/**
 * The admin's Reviews screen against the real API (docs/product.md §2, Reviews): an admin hides a
 * seeded review with a reason, the row shows it hidden with the reason, and the product's review count
 * drops in the storefront. The screen and its dialog pass axe as the other admin screens do.
 */

import type { AdminReview, Product, ReviewPage } from '@store/contracts';
import { ADMIN_PAGE_SIZE } from '@store/contracts/constants';
import { adminSession, useSession } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixture.ts';

// axe is injected as an inline script, which the Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

const reviewCount = (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`;

test('an admin hides a seeded review with a reason; the product has one review fewer', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  // The lowest ranked product with at least two reviews: hiding its best review keeps it far from the
  // top of Top Rated, which other specs read meanwhile.
  const ranked = (await (await request.get('/api/products?limit=100&sortBy=rating')).json()) as Product[];
  const product = ranked.filter((candidate) => candidate.numReviews >= 2).at(-1);
  if (!product) throw new Error('the seed has products with two reviews or more');
  const published = (await (
    await request.get(`/api/products/${product._id}/reviews?sort=newest`)
  ).json()) as ReviewPage;
  const target = [...published.reviews].sort((a, b) => b.rating - a.rating)[0];
  if (!target) throw new Error('the product has published reviews');

  // The screen's page that holds the review (50 a page, newest first).
  let listPage = 1;
  for (;;) {
    const answer = await request.get(`/api/admin/reviews?page=${listPage}&limit=${ADMIN_PAGE_SIZE}`, {
      headers: admin.headers,
    });
    const rows = (await answer.json()) as AdminReview[];
    if (rows.some((row) => row._id === target._id)) break;
    if (rows.length < ADMIN_PAGE_SIZE) throw new Error('the review is in the admin list');
    listPage += 1;
  }

  await page.goto(`/product/${product._id}`);
  await expect(page.getByText(reviewCount(product.numReviews)).first()).toBeVisible();

  await useSession(page, admin.auth);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  if (listPage > 1) await page.goto(`/admin/reviews?page=${listPage}`);
  const table = page.getByRole('table', { name: 'All reviews' });
  await expect(table).toBeVisible();
  expect(await axeViolations(page), '/admin/reviews').toEqual([]);

  const hideName = { name: `Hide the review by ${target.userName} of ${product.name}`, exact: true };
  const hide = table.getByRole('button', hideName);
  const row = table.getByRole('row').filter({ has: page.getByRole('button', hideName) });
  await expect(row.getByText('Published')).toBeVisible();
  await hide.click();
  const dialog = page.getByRole('dialog', { name: `Hide the review by ${target.userName}?` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  expect(await axeViolations(page), 'hide dialog').toEqual([]);
  await dialog.getByLabel('Reason').fill('Not about the product');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText(`The review by ${target.userName} was hidden`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same row, found by what stays on it (its Hide button is gone).
  const hiddenRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
    .filter({ hasText: target.userName })
    .filter({ hasText: target.title });
  await expect(hiddenRow.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(hiddenRow.getByText('Reason: Not about the product')).toBeVisible();
  await expect(hiddenRow.getByRole('button')).toHaveCount(0);

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(reviewCount(product.numReviews - 1)).first()).toBeVisible();
  const after = (await (await request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(after.numReviews).toBe(product.numReviews - 1);
});
