import { screen, within } from '@testing-library/react';
import { mockApi } from '../../test/api-mock.ts';
import { aCart, aLine } from '../../test/fixtures.ts';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

beforeEach(() => {
  resetStores();
  mockApi();
});

it('shows the empty state with links to the Men and Women listings', () => {
  renderScreen(<CartPage />, { route: '/cart' });
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByText('Start adding items to see them here!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop Men' })).toHaveAttribute(
    'href',
    '/collections/all?gender=Men',
  );
  expect(screen.getByRole('link', { name: 'Shop Women' })).toHaveAttribute(
    'href',
    '/collections/all?gender=Women',
  );
});

it('summarises subtotal, shipping Free, tax 0 and the total in rupees', () => {
  setCart(aCart([aLine({ price: 1999, quantity: 2 }), aLine({ size: 'S', price: 45000, quantity: 3 })]));
  renderScreen(<CartPage />, { route: '/cart' });
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  const value = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
  expect(value('Subtotal')).toBe('₹1,38,998');
  expect(value('Shipping')).toBe('Free');
  expect(value('Tax')).toBe('₹0');
  expect(value('Total')).toBe('₹1,38,998');
  expect(within(summary).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/collections/all',
  );
});

it('sends a guest to login before checkout and a customer straight to it', () => {
  setCart(aCart());
  const { unmount } = renderScreen(<CartPage />, { route: '/cart' });
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/login?redirect=checkout',
  );
  unmount();
  signIn();
  renderScreen(<CartPage />, { route: '/cart' });
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
});
