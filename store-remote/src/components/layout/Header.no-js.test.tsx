import { MemoryRouter } from '@store/router/memory';
import { within } from '@testing-library/react';
import { resetStores } from '../../test/render.tsx';
import { hydrateWithoutWarnings, serverHtml } from '../../test/server-html.tsx';
import { Header } from './Header.tsx';

/*
 * The header of the server's page, before the scripts run (and for good without
 * them): what opens only with scripts (the phone menu, the phone search, the bag) shows disabled,
 * and the wide screen's search is a GET form
 * (docs/product.md §2, "without JavaScript").
 */

const tree = () => (
  <MemoryRouter initialEntries={['/']}>
    <Header />
  </MemoryRouter>
);

const serverPage = () => serverHtml(tree());

beforeEach(resetStores);

it('offers no button that needs scripts, and searches with a GET form', () => {
  const container = serverPage();
  const view = within(container);
  const enabled = Array.from(container.querySelectorAll('button')).filter(
    (button) => !button.disabled && !(button.type === 'submit' && button.form?.method === 'get'),
  );
  expect(enabled.map((button) => button.outerHTML)).toEqual([]);
  expect(view.getByRole('button', { name: 'Open menu' })).toBeDisabled();
  expect(view.getByRole('button', { name: 'Search products' })).toBeDisabled();
  expect(view.getByRole('button', { name: 'Cart, 0 items' })).toBeDisabled();
  const form = view.getByRole('search');
  expect((form as HTMLFormElement).method).toBe('get');
  expect(form).toHaveAttribute('action', '/collections/all');
});

describe('once the scripts run', () => {
  it('the same header hydrates without a mismatch, and its buttons work', async () => {
    const container = serverPage();
    await hydrateWithoutWarnings(container, tree());
    const view = within(container);
    expect(view.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Search products' })).toBeEnabled();
    expect(view.getByRole('button', { name: 'Cart, 0 items' })).toBeEnabled();
  });
});
