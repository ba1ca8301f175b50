import type { Product } from '@store/contracts';
import { Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { aProduct, mockApi } from '@store/test-support';
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { PreloadedContext } from '../../ssr/preloaded.ts';
import { resetStores } from '../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

/*
 * What a shopper without JavaScript gets is the server's HTML (renderToString here, with the page's
 * data as the server passes it): nothing that needs scripts is offered as if it worked. The colours,
 * sizes, thumbnails, quantity and Add to Cart show disabled, and the zoom is not there; the pictures
 * still swipe (docs/product.md §2, "without JavaScript").
 */

const product: Product = aProduct();
const url = `/product/${product._id}`;

function tree() {
  const entries = { [PRELOAD.product(product._id)]: product, [PRELOAD.similar(product._id)]: [] };
  return (
    <PreloadedContext.Provider value={{ url, entries }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </PreloadedContext.Provider>
  );
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  return container;
}

const enabledButtons = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).filter((button) => !button.matches(':disabled'));

beforeEach(() => {
  resetStores();
  mockApi({ 'GET /api/products/similar/:id': { body: [] }, 'GET /api/products/:id': { body: product } });
});
afterEach(() => {
  document.body.innerHTML = '';
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

describe('once the scripts run', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('the same page hydrates without a mismatch, and every control works', async () => {
    const container = serverPage();
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, tree());
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const view = within(container);
    expect(view.getByRole('button', { name: 'Navy' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'M' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Show image 2 of 2' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Zoom picture' })).toBeInTheDocument();
  });
});
