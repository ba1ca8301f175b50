import type { Product } from '@store/contracts';
import { Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { aProduct, mockApi, variantsOf } from '@store/test-support';
import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { PreloadedContext } from '../../ssr/preloaded.ts';
import { resetStores } from '../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

/*
 * What a shopper without JavaScript gets is the server's HTML (renderToString here, with the page's
 * data as the server passes it): the colour and size are links to the product page with the choice
 * in its query, which the server renders chosen; nothing that needs scripts is offered as if it
 * worked (docs/product.md §2, "without JavaScript").
 */

const product: Product = aProduct({
  colors: ['navy', 'white'],
  sizes: ['S', 'M', 'L'],
  variants: variantsOf('CL-LIN-001', ['S', 'M', 'L'], ['navy', 'white'], { 'S/navy': 2, 'L/white': 12 }, 0),
});
const page = (search = '') => `/product/${product._id}${search}`;

function tree(url: string, onServer: boolean) {
  const screen = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>
  );
  if (!onServer) return screen;
  const entries = { [PRELOAD.product(product._id)]: product, [PRELOAD.similar(product._id)]: [] };
  return <PreloadedContext.Provider value={{ url, entries }}>{screen}</PreloadedContext.Provider>;
}

function serverPage(url: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(url, true));
  document.body.append(container);
  return container;
}

const enabledButtons = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).filter((button) => !button.disabled);

beforeEach(() => {
  resetStores();
  mockApi({ 'GET /api/products/similar/:id': { body: [] }, 'GET /api/products/:id': { body: product } });
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('offers the colours and sizes as links to the page with that choice, and no button that needs scripts', () => {
  const container = serverPage(page());
  const view = within(container);
  expect(view.getByRole('heading', { level: 1, name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(enabledButtons(container).map((button) => button.outerHTML)).toEqual([]);
  const colors = within(view.getByRole('group', { name: 'Color' }));
  expect(colors.getByRole('link', { name: 'Navy' })).toHaveAttribute('href', page('?color=navy'));
  expect(colors.getByRole('link', { name: 'White' })).toHaveAttribute('href', page('?color=white'));
  const sizes = within(view.getByRole('group', { name: 'Size' }));
  expect(sizes.getByRole('link', { name: 'M, sold out in every colour' })).toHaveAttribute(
    'href',
    page('?size=M'),
  );
  expect(view.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(container.querySelector('noscript')?.textContent).toContain(
    'Adding to the cart needs JavaScript. Turn it on to buy this piece.',
  );
  expect(view.getByRole('link', { name: 'Show image 2 of 2' })).toHaveAttribute('href', '#picture-2');
});

it('renders the choice of the address chosen, its links keeping the other choice', () => {
  const container = serverPage(page('?color=white&size=S'));
  const view = within(container);
  const colorGroup = view.getByRole('group', { name: /^Color/ });
  expect(colorGroup.querySelector('legend')).toHaveTextContent('Color: White');
  const colors = within(colorGroup);
  expect(colors.getByRole('link', { name: 'White, sold out in S' })).toHaveAttribute('aria-current', 'true');
  expect(colors.getByRole('link', { name: 'Navy' })).toHaveAttribute('href', page('?color=navy&size=S'));
  const sizes = within(view.getByRole('group', { name: 'Size' }));
  expect(sizes.getByRole('link', { name: 'S, sold out in White' })).toHaveAttribute('aria-current', 'true');
  expect(sizes.getByRole('link', { name: 'L' })).toHaveAttribute('href', page('?color=white&size=L'));
  expect(view.getByRole('status', { name: 'Availability' })).toHaveTextContent(
    'S is sold out in White. Choose another size.',
  );
});

it('ignores a colour or size the product is not sold in', () => {
  const container = serverPage(page('?color=purple&size=XXL'));
  expect(within(container).getByRole('group', { name: 'Color' })).not.toHaveTextContent(':');
  expect(within(container).queryAllByRole('link', { current: true })).toEqual([]);
});

describe('once the scripts run', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('the same page hydrates into the buttons of today, with the choice of the address', async () => {
    const url = page('?color=white&size=L');
    const container = serverPage(url);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, tree(url, true));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const view = within(container);
    expect(view.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Zoom picture' })).toBeInTheDocument();
    expect(within(view.getByRole('group', { name: /^Color/ })).queryAllByRole('link')).toEqual([]);
  });
});
