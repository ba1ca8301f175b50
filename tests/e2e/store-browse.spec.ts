import { expect, test } from './support/fixture.ts';

test('listing filters live in the URL: a click narrows the view and Back restores it', async ({
  page,
  request,
}) => {
  await page.goto('/collections/all');
  const count = page.getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const all = await count.textContent();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'XXL' }).check();
  await expect(page).toHaveURL(/\/collections\/all\?size=XXL$/);
  await expect(count).not.toHaveText(all ?? '');
  // A colour that still leaves products in XXL (one that leaves none is disabled).
  const facets = (await (await request.get('/api/products/facets?size=XXL')).json()) as {
    color: Array<{ value: string; count: number }>;
  };
  const color = facets.color.find((facet) => facet.count > 0)?.value ?? 'navy';
  const swatch = filters.getByRole('button', {
    name: new RegExp(`^${color.charAt(0).toUpperCase()}${color.slice(1)}( \\(\\d+\\))?$`),
  });
  await swatch.click();
  await expect(page).toHaveURL(new RegExp(`color=${color}`));
  await page.goBack();
  await expect(page).toHaveURL(/\/collections\/all\?size=XXL$/);
  await expect(swatch).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(filters.getByRole('checkbox', { name: 'XXL' })).not.toBeChecked();
  await expect(count).toHaveText(all ?? '');
});

test('search from the header opens the listing with the search', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Search products' });
  await field.fill('   ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await field.fill('linen');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/collections\/all\?search=linen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “linen”');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('the promo bar stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const promo = page.getByRole('complementary', { name: 'Promotion' });
  await expect(promo).toContainText('Get 20% off your first order.');
  await promo.getByRole('button', { name: 'Dismiss promotion' }).click();
  await expect(promo).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(promo).toHaveCount(0);
});

test('the Fresh Arrivals carousel scrolls with its buttons', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Fresh Arrivals' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const left = carousel.getByRole('button', { name: 'Scroll left' });
  const right = carousel.getByRole('button', { name: 'Scroll right' });
  await expect(left).toBeDisabled();
  await right.click();
  await expect(left).toBeEnabled();
  await expect(carousel.getByText('NEW').first()).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu and the full-screen search work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Bottom Wear' }).click();
    await expect(page).toHaveURL(/category=Bottom\+Wear$/);
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Search products' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search Products' });
    await overlay.getByRole('searchbox').fill('kurta');
    await overlay.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=kurta$/);
    await expect(overlay).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('unknown pages and products say so', async ({ page }) => {
  await page.goto('/product/000000000000000000000000');
  await expect(page.getByRole('alert')).toHaveText('Product not found');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=checkout$/);
});
