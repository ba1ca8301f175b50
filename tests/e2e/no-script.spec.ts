/**
 * Without JavaScript (docs/product.md §2, "without JavaScript"): the server's page offers only
 * controls that work without scripts. On the product page the colour and size are links to the page
 * with `?color=` and `?size=` (which the server renders chosen), the thumbnails are links to their
 * picture, and Add to Cart, which needs scripts, is shown disabled with a note; on a phone the menu
 * and the search unfold as native disclosures holding links and a GET form.
 */
import type { Product } from '@store/contracts';
import { expect, type Page, test } from './support/fixture.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function inStockProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/products?limit=24&sortBy=rating');
  return firstInStock((await response.json()) as Product[]);
}

/**
 * The visible controls of the promo bar, the header and the screen that cannot work without scripts:
 * an enabled button that does not submit a GET form, or a field outside one.
 */
function controlsThatNeedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = Array.from(document.querySelectorAll('#promo-bar, header, main'));
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
      .filter((element) => visible(element) && !(element as HTMLButtonElement).disabled)
      .filter((element) => {
        if (element instanceof HTMLButtonElement && element.type === 'submit') return !inGetForm(element);
        if (element instanceof HTMLInputElement && element.type !== 'hidden') return !inGetForm(element);
        return true;
      })
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page offers its choices as links the server renders chosen, and no dead button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const product = await inStockProduct(page);
    const { size, color } = inStockVariant(product);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await controlsThatNeedScripts(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    // Said in a <noscript>: a browser with scripts turned off shows it; the one driven here only
    // stops the page's scripts and still hides it, so it is read from the page's markup.
    expect(await page.content()).toMatch(
      /<noscript>.*Adding to the cart needs JavaScript\. Turn it on to buy this piece\..*<\/noscript>/,
    );

    await page
      .getByRole('group', { name: 'Color' })
      .getByRole('link', { name: capitalised(color), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${color}(&|$)`));
    await expect(page.getByRole('group', { name: `Color: ${capitalised(color)}` })).toBeVisible();
    await page.getByRole('group', { name: /^Size/ }).getByRole('link', { name: size, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]size=${size}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]color=${color}(&|$)`));
    const chosenSize = page
      .getByRole('group', { name: /^Size/ })
      .getByRole('link', { name: size, exact: true });
    await expect(chosenSize).toHaveAttribute('aria-current', 'true');
    expect(await controlsThatNeedScripts(page)).toEqual([]);

    // The gallery's thumbnails are links to their picture, and the pictures swipe natively.
    const thumbnails = page.getByRole('list', { name: 'Product images' });
    await expect(thumbnails.getByRole('link', { name: /^Show image 1 of/ })).toHaveAttribute(
      'href',
      '#picture-1',
    );
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu unfolds its links and the search is a form that searches', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await controlsThatNeedScripts(page)).toEqual([]);

      await page.locator('summary', { hasText: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'All Collections' })).toBeVisible();
      await menu.getByRole('link', { name: 'Women', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();

      await page.locator('summary', { hasText: 'Search' }).click();
      const search = page
        .getByRole('search')
        .filter({ has: page.getByPlaceholder('Search for shirts, denim, kurtas…') });
      await search.getByRole('searchbox', { name: 'Search products' }).fill('linen');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/collections\/all\?search=linen$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible();
    });
  });
});

test('with scripts, the address of a choice opens the product with that colour and size chosen', async ({
  page,
}) => {
  const product = await inStockProduct(page);
  const { size, color } = inStockVariant(product);
  await page.goto(`/product/${product._id}?color=${color}&size=${size}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('group', { name: `Color: ${capitalised(color)}` })).toBeVisible();
  await expect(page.getByRole('button', { name: size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
