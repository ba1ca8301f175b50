import { MemoryRouter } from '@store/router/memory';
import { within } from '@testing-library/react';
import { useFirstOrderOffer } from '../../features/promotion/index.ts';
import { resetStores } from '../../test/render.tsx';
import { hydrateWithoutWarnings, serverHtml } from '../../test/server-html.tsx';
import { PromoBar } from './PromoBar.tsx';

/*
 * The promo bar of the server's page, before the scripts run (and for good without them): the offer
 * and its link are there, and 'Dismiss promotion', which needs scripts, shows disabled
 * (docs/product.md §2, "without JavaScript").
 */

const tree = () => (
  <MemoryRouter initialEntries={['/']}>
    <PromoBar />
  </MemoryRouter>
);

const serverPage = () => serverHtml(tree());

beforeEach(() => {
  resetStores();
  useFirstOrderOffer.setState({ userId: null, eligible: null });
});

it('offers the promotion with its link, and Dismiss promotion shows disabled', () => {
  const view = within(serverPage());
  expect(view.getByRole('complementary', { name: 'Promotion' })).toHaveTextContent(
    'Get 20% off your first order.',
  );
  expect(view.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/login');
  expect(view.getByRole('button', { name: 'Dismiss promotion' })).toBeDisabled();
});

describe('once the scripts run', () => {
  it('the same bar hydrates without a mismatch, and Dismiss promotion works', async () => {
    const container = serverPage();
    await hydrateWithoutWarnings(container, tree());
    expect(within(container).getByRole('button', { name: 'Dismiss promotion' })).toBeEnabled();
  });
});
