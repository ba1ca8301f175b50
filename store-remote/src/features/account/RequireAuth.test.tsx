import { screen } from '@testing-library/react';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { RequireAuth } from './RequireAuth.tsx';

beforeEach(resetStores);

it('sends a signed-out shopper to /login', () => {
  renderScreen(
    <RequireAuth>
      <p>Profile</p>
    </RequireAuth>,
    { route: '/profile' },
  );
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  expect(screen.queryByText('Profile')).not.toBeInTheDocument();
});

it('keeps the way back to checkout', () => {
  renderScreen(
    <RequireAuth redirect="checkout">
      <p>Checkout</p>
    </RequireAuth>,
    { route: '/checkout' },
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=checkout');
});

it('shows the screen to a signed-in shopper', () => {
  signIn();
  renderScreen(
    <RequireAuth>
      <p>Profile</p>
    </RequireAuth>,
    { route: '/profile' },
  );
  expect(screen.getByText('Profile')).toBeInTheDocument();
});
