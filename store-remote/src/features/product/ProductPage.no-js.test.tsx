import type { Product } from '@store/contracts';
import { Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { aProduct, mockApi, variantsOf } from '@store/test-support';
import { within } from '@testing-library/react';
import { QueryCache } from '../../query/query-cache.ts';
import { QueryCacheContext } from '../../query/use-query.ts';
import { resetStores } from '../../test/render.tsx';
import { hydrateWithoutWarnings, serverHtml } from '../../test/server-html.tsx';
import { productQuery, similarQuery } from '../catalog/index.ts';
import { ProductPage } from './ProductPage.tsx';

/*
 * What a shopper without JavaScript gets is the server's HTML (renderToString here, with the page's
 * data as the server passes it): nothing that needs scripts is offered as if it worked. The colours,
 * sizes, thumbnails, quantity and Add to Cart show disabled, and the zoom is not there; the pictures
 * still swipe; a sold-out size and colour's 'Notify me' form shows disabled (docs/product.md §2,
 * "without JavaScript").
 */

const product: Product = aProduct();
/** M in navy is sold out; S in navy is not. */
const partlySoldOut: Product = aProduct({
  variants: variantsOf('CL-LIN-001', ['S', 'M'], ['navy'], { 'S/navy': 2 }, 0),
});

function tree(shown = product, query = '') {
  const url = `/product/${shown._id}${query}`;
  const cache = new QueryCache(url, {
    [productQuery(shown._id).key]: { data: shown },
    [similarQuery(shown._id).key]: { data: [] },
  });
  return (
    <QueryCacheContext value={cache}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryCacheContext>
  );
}

const serverPage = (page = tree()) => serverHtml(page);

const enabledButtons = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).filter((button) => !button.matches(':disabled'));

beforeEach(() => {
  resetStores();
  mockApi({ 'GET /api/products/similar/:id': { body: [] }, 'GET /api/products/:id': { body: product } });
});

it('offers no button that needs scripts: choices, thumbnails, quantity and Add to Cart show disabled', () => {
  const container = serverPage();
  const view = within(container);
  expect(view.getByRole('heading', { level: 1, name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(enabledButtons(container).map((button) => button.outerHTML)).toEqual([]);
  expect(view.getByRole('button', { name: 'Navy' })).toBeDisabled();
  expect(view.getByRole('button', { name: 'M' })).toBeDisabled();
  expect(view.getByRole('button', { name: 'Show image 2 of 2' })).toBeDisabled();
  expect(view.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(view.queryByRole('button', { name: 'Zoom picture' })).not.toBeInTheDocument();
  // Every picture is in the page, in the strip a finger swipes.
  const pictures = view.getByRole('region', { name: 'Pictures of Linen Camp Shirt' });
  expect(within(pictures).getAllByRole('img')).toHaveLength(2);
});

it("a sold-out size and colour's 'Notify me' form shows disabled", () => {
  const container = serverPage(tree(partlySoldOut, '?size=M&color=navy'));
  const notify = within(container).getByRole('region', { name: 'Notify me when it is back' });
  expect(
    within(notify).getByText(
      'M in Navy is sold out. Leave your email and we will send you one e-mail when it is back.',
    ),
  ).toBeInTheDocument();
  expect(within(notify).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  expect(within(notify).getByRole('button', { name: 'Notify me' })).toBeDisabled();
  expect(enabledButtons(container).map((button) => button.outerHTML)).toEqual([]);
});

describe('once the scripts run', () => {
  it('the same page hydrates without a mismatch, and every control works', async () => {
    const container = serverPage();
    await hydrateWithoutWarnings(container, tree());
    const view = within(container);
    expect(view.getByRole('button', { name: 'Navy' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'M' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Show image 2 of 2' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Zoom picture' })).toBeInTheDocument();
  });

  it("the sold-out size and colour's 'Notify me' form hydrates without a mismatch, and works", async () => {
    const soldOutPage = () => tree(partlySoldOut, '?size=M&color=navy');
    const container = serverPage(soldOutPage());
    await hydrateWithoutWarnings(container, soldOutPage());
    const notify = within(container).getByRole('region', { name: 'Notify me when it is back' });
    expect(within(notify).getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(within(notify).getByRole('button', { name: 'Notify me' })).toBeEnabled();
  });
});
