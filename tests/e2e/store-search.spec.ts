import { expect, test } from './support/fixture.ts';

/**
 * A listing with nothing to show is never a dead end (docs/product.md §2): a search that found
 * nothing names the search, offers the catalogue's closest words and a way back; a page past the
 * last names the last. Both in the server's HTML, as links, so they work without scripts too.
 */

/** Two letters swapped and one changed from "jeans": beyond the search's own typo tolerance. */
const MISSPELT = 'jaenz';

test('a search that found nothing offers the closest words of the catalogue, in the server HTML and without scripts', async ({
  browser,
  request,
  baseURL,
}) => {
  const listing = await request.get(`/api/products?search=${MISSPELT}`);
  expect(listing.headers()['x-total-count']).toBe('0');
  const { suggestions } = (await (
    await request.get(`/api/products/search-suggestions?search=${MISSPELT}`)
  ).json()) as { suggestions: string[] };
  expect(suggestions).toContain('jeans');

  const html = await (await request.get(`/collections/all?search=${MISSPELT}`)).text();
  expect(html).toContain(`No results for “${MISSPELT}”`);
  expect(html).toContain('href="/collections/all?search=jeans"');
  expect(html).not.toContain('No products match these filters');

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/collections/all?search=${MISSPELT}`);
    await expect(page.getByRole('heading', { name: `No results for “${MISSPELT}”` })).toBeVisible();
    const offered = page.getByRole('list', { name: 'Did you mean' }).getByRole('link');
    await expect(offered).toHaveText(suggestions);
    await page.getByRole('list', { name: 'Did you mean' }).getByRole('link', { name: 'jeans' }).click();
    await expect(page).toHaveURL(/\/collections\/all\?search=jeans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “jeans”' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await page.goto(`/collections/all?search=${MISSPELT}`);
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(page).toHaveURL(/\/collections\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('with scripts, the server-rendered suggestions are taken over as they are, not asked for again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products/search-suggestions') asked.push(request.url());
  });
  await page.goto(`/collections/all?search=${MISSPELT}`);
  await expect(page.getByRole('heading', { name: `No results for “${MISSPELT}”` })).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Did you mean' });
  await expect(suggestions.getByRole('link', { name: 'jeans' })).toBeVisible();
  expect(asked).toEqual([]);
  await suggestions.getByRole('link', { name: 'jeans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “jeans”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('a page past the last says so and links to the last page, with and without scripts', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const total = Number((await request.get('/api/products?limit=1')).headers()['x-total-count']);
  const pages = Math.ceil(total / 24);
  expect(pages).toBeLessThan(99);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const bare = await context.newPage();
    await bare.goto('/collections/all?page=99');
    await expect(bare.getByRole('heading', { name: 'There is no page 99' })).toBeVisible();
    await expect(bare.getByText(`This listing has ${pages} pages.`)).toBeVisible();
    await expect(bare.getByText(`Page 99 of ${pages}`)).toHaveCount(0);
    await bare.getByRole('link', { name: `Go to page ${pages}` }).click();
    await expect(bare).toHaveURL(new RegExp(`/collections/all\\?page=${pages}$`));
    await expect(bare.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  } finally {
    await context.close();
  }

  await page.goto('/collections/all?page=99');
  await expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeVisible();
  await page.getByRole('link', { name: `Go to page ${pages}` }).click();
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
});
