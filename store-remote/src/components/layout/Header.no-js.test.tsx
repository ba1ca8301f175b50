import { MemoryRouter } from '@store/router/memory';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetStores } from '../../test/render.tsx';
import { Header } from './Header.tsx';
import { PromoBar } from './PromoBar.tsx';

/*
 * The header and promo bar of the server's page, before the scripts run (and for good without
 * them): the phone menu and search are native disclosures holding links and a GET form, and the
 * buttons that need scripts (the cart, dismissing the promotion) are not offered as if they worked
 * (docs/product.md §2, "without JavaScript").
 */

const tree = () => (
  <MemoryRouter initialEntries={['/']}>
    <PromoBar />
    <Header />
  </MemoryRouter>
);

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  return container;
}

beforeEach(resetStores);
afterEach(() => {
  document.body.innerHTML = '';
});

it('offers the phone menu as a disclosure of links, the phone search as a GET form, and no dead button', () => {
  const container = serverPage();
  const enabled = Array.from(container.querySelectorAll('button')).filter(
    (button) => !button.disabled && !(button.type === 'submit' && button.form?.method === 'get'),
  );
  expect(enabled.map((button) => button.outerHTML)).toEqual([]);
  expect(within(container).getByRole('button', { name: 'Cart, 0 items' })).toBeDisabled();

  const [menu, search] = Array.from(container.querySelectorAll('details'));
  expect(menu?.querySelector('summary')).toHaveTextContent('Menu');
  const phoneNav = within(within(container).getByRole('navigation', { name: 'Mobile' }));
  expect(phoneNav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Men', '/collections/all?gender=Men'],
    ['Women', '/collections/all?gender=Women'],
    ['Top Wear', '/collections/all?category=Top+Wear'],
    ['Bottom Wear', '/collections/all?category=Bottom+Wear'],
    ['All Collections', '/collections/all'],
    ['Login', '/login'],
  ]);
  expect(search?.querySelector('summary')).toHaveTextContent('Search');
  const form = search?.querySelector('form');
  expect((form as HTMLFormElement).method).toBe('get');
  expect(form).toHaveAttribute('action', '/collections/all');
  expect(within(form as HTMLFormElement).getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
    'name',
    'search',
  );
});

describe('once the scripts run', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('the disclosures become the buttons that open the menu and the search overlay', async () => {
    const container = serverPage();
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, tree());
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const view = within(container);
    expect(container.querySelector('details')).toBeNull();
    expect(view.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Search products' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Cart, 0 items' })).toBeEnabled();
    await userEvent.click(view.getByRole('button', { name: 'Dismiss promotion' }));
    expect(view.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument();
  });
});
