import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { PROMO_DISMISSED_KEY, PromoBar } from './PromoBar.tsx';

beforeEach(resetStores);

it('offers 20% off the first order with a link to login', () => {
  renderScreen(<PromoBar />);
  expect(screen.getByRole('complementary', { name: 'Promotion' })).toHaveTextContent(
    'Get 20% off your first order.',
  );
  expect(screen.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/login');
});

it('stays dismissed once dismissed, from the first frame of the next visit', async () => {
  const first = renderScreen(<PromoBar />);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }));
  expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument();
  expect(localStorage.getItem(PROMO_DISMISSED_KEY)).toBe('1');
  first.unmount();

  renderScreen(<PromoBar />);
  expect(screen.queryByRole('complementary', { name: 'Promotion' })).not.toBeInTheDocument();
});

it('points a signed-in shopper to the shop instead of the login', () => {
  signIn();
  renderScreen(<PromoBar />);
  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/collections/all');
});
