import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Product } from '@store/contracts';
import { placeOrder, registerCustomer, useSession } from './support/admin.ts';
import { expect, type Page, test } from './support/fixture.ts';
import { firstInStock, inStockVariant } from './support/variants.ts';

/**
 * Every storefront screen passes axe's WCAG 2.1 A and AA rules and its best practices (axe is the
 * engine behind Lighthouse's accessibility score), on a phone and on a desktop.
 */
// axe is injected as an inline script, which the store's Content Security Policy rightly forbids.
test.use({ bypassCSP: true });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    interface AxeResult {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`storefront screens pass axe at ${viewport.width} px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    // A product with something left to buy (the seed has sold-out pieces and sizes).
    const product = firstInStock(
      (await (await request.get('/api/products?limit=24&sortBy=rating')).json()) as Product[],
    );
    const check = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      expect(await violations(page), path).toEqual([]);
    };
    const heading =
      (name: string | RegExp, level = 1) =>
      async () =>
        expect(page.getByRole('heading', { level, name })).toBeVisible();

    await check('/', async () => {
      await expect(
        page.getByRole('region', { name: 'Premium Collection' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(8);
      // Add to Cart, or 'Sold out' when the best seller has sold out in every size and colour.
      await expect(
        page
          .getByRole('region', { name: 'Best Seller' })
          .getByRole('button', { name: 'Add to Cart' })
          .or(page.getByRole('region', { name: 'Best Seller' }).getByText('Sold out', { exact: true })),
      ).toBeVisible();
    });
    await check('/collections/all?gender=Women', async () => {
      await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    });
    // The applied filters as chips, with a search.
    await check('/collections/all?gender=Women&size=M&minPrice=500&search=a', async () => {
      await expect(page.getByRole('group', { name: 'Applied filters' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    });
    await check('/contact', heading('Contact Us'));
    await check(`/product/${product._id}`, heading(product.name));
    await check('/login', heading('Welcome back'));
    await check('/register', heading('Create your account'));
    await check('/faq', heading('Frequently Asked Questions'));
    await check('/no-such-page', heading('Page not found'));

    const customer = await registerCustomer(request, 'Axe Shopper');
    const order = await placeOrder(request, customer, product, 1);
    await request.post('/api/cart', {
      headers: customer.headers,
      data: {
        userId: customer.auth.user._id,
        productId: product._id,
        ...inStockVariant(product),
        quantity: 1,
      },
    });
    await useSession(page, customer.auth);
    await check('/cart', heading('Shopping Cart'));
    await check('/checkout', heading('Checkout'));
    await check('/profile', async () => {
      await expect(page.getByRole('link', { name: `#${order._id.slice(-8)}` }).first()).toBeVisible();
    });
    await check(`/order-confirmation?orderId=${order.checkoutId}`, heading('Thank You for Your Order!'));
    await check(`/order/${order._id}`, async () => {
      await expect(page.getByRole('region', { name: 'Order timeline' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    });
    // The shopper's cancel: its question, then the cancelled order with its refund state.
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const question = page.getByRole('alertdialog', { name: /^Cancel order #/ });
    await expect(question).toBeVisible();
    expect(await violations(page), 'cancel order question').toEqual([]);
    await question.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Status: Cancelled')).toBeVisible();
    // The shell's success toast is part of what is checked: its text keeps 5:1 on its pale green.
    const cancelled = page.locator('[data-sonner-toast]').filter({ hasText: /is cancelled$/ });
    await expect(cancelled).toBeVisible();
    // It fades in over the page (112 px down): checked once it is opaque, not blended with the page.
    await expect(cancelled).toHaveCSS('opacity', '1');
    expect(await violations(page), 'cancelled order').toEqual([]);
    // Paid online, the refund goes through the test gateway, which processes it about a second later:
    // the list reads either state.
    await check(`/my-orders`, async () => {
      await expect(page.getByText(/^(Refund pending|Refunded)$/).first()).toBeVisible();
    });
    await check(`/order-confirmation?orderId=${order.checkoutId}`, heading('This order was cancelled'));

    // Overlays: the cart drawer, and on phones the menu.
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    expect(await violations(page), 'cart drawer').toEqual([]);
    await page.keyboard.press('Escape');
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await violations(page), 'menu').toEqual([]);
    }
  });
}
