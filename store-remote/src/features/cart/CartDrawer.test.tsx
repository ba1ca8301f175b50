import { aCart, aLine, mockApi } from '@store/test-support';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { openCartDrawer } from './cart-drawer-store.ts';

beforeEach(() => {
  resetStores();
  mockApi();
});

function renderDrawer() {
  renderScreen(<CartDrawer />, { route: '/collections/all' });
  act(() => openCartDrawer());
  return screen.getByRole('dialog', { name: 'Your Cart' });
}

it('says the cart is empty and invites to start', () => {
  const drawer = renderDrawer();
  expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
  expect(within(drawer).getByText('Add some items to get started!')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
});

it('lists the items with View Cart (N items), Proceed to Checkout and the secure note', async () => {
  setCart(aCart([aLine({ quantity: 2 }), aLine({ size: 'L', color: 'white', quantity: 1 })]));
  const drawer = renderDrawer();
  expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
  expect(within(drawer).getByText('Secure checkout with taxes included')).toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: 'View Cart (3 items)' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
});

it('says what the sale prices save, and nothing when no line is on sale', () => {
  setCart(aCart([aLine({ price: 1599, listPrice: 1999, quantity: 2 }), aLine({ size: 'L', price: 999 })]));
  const drawer = renderDrawer();
  expect(within(drawer).getByText('You save ₹800')).toBeInTheDocument();
  act(() => setCart(aCart([aLine({ price: 999 })])));
  expect(within(drawer).queryByText(/^You save/)).not.toBeInTheDocument();
});

it('says "item" for a single item', () => {
  setCart(aCart([aLine({ quantity: 1 })]));
  const drawer = renderDrawer();
  expect(within(drawer).getByRole('button', { name: 'View Cart (1 item)' })).toBeInTheDocument();
});

it('sends a guest to login with redirect=checkout', async () => {
  setCart(aCart());
  const drawer = renderDrawer();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=checkout');
});

it('sends a signed-in shopper to /checkout', async () => {
  signIn();
  setCart(aCart());
  const drawer = renderDrawer();
  await userEvent.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
});
