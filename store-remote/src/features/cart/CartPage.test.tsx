import { useCartStore } from '@store/state';
import { aCart, aLine, mockApi, networkFailure } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

beforeEach(resetStores);

/** GET /api/cart answers whatever cart the test put in the store. */
function serveStoredCart() {
  return mockApi({ 'GET /api/cart': () => ({ body: useCartStore.getState().cart }) });
}

it('shows the empty state with links to the Men and Women listings', async () => {
  serveStoredCart();
  renderScreen(<CartPage />, { route: '/cart' });
  await screen.findByText('Your cart is empty');
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

it('summarises subtotal, shipping Free, tax 0 and the total in rupees', async () => {
  setCart(aCart([aLine({ price: 1999, quantity: 2 }), aLine({ size: 'S', price: 45000, quantity: 3 })]));
  const api = serveStoredCart();
  renderScreen(<CartPage />, { route: '/cart' });
  await screen.findByRole('region', { name: 'Order Summary' });
  expect(api.calls('GET /api/cart')[0]?.url.searchParams.get('guestId')).toBe('guest_1700000000000');
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

it("says 'You save ₹X' in the summary when lines are on sale, with the paise when there are any", async () => {
  setCart(
    aCart([
      aLine({ price: 1599, listPrice: 1999, quantity: 2 }),
      aLine({ size: 'S', price: 899.5, listPrice: 999, quantity: 1 }),
      aLine({ size: 'L', price: 1200, quantity: 1 }),
    ]),
  );
  serveStoredCart();
  renderScreen(<CartPage />, { route: '/cart' });
  const summary = await screen.findByRole('region', { name: 'Order Summary' });
  expect(within(summary).getByText('You save ₹899.50')).toBeInTheDocument();
});

it('says nothing of savings when no line is on sale', async () => {
  setCart(aCart([aLine({ price: 1999 })]));
  serveStoredCart();
  renderScreen(<CartPage />, { route: '/cart' });
  const summary = await screen.findByRole('region', { name: 'Order Summary' });
  expect(within(summary).queryByText(/^You save/)).not.toBeInTheDocument();
});

it('sends a guest to login before checkout and a customer straight to it', async () => {
  setCart(aCart());
  serveStoredCart();
  const { unmount } = renderScreen(<CartPage />, { route: '/cart' });
  await screen.findByRole('link', { name: 'Proceed to Checkout' });
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/login?redirect=checkout',
  );
  unmount();
  signIn();
  renderScreen(<CartPage />, { route: '/cart' });
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  await screen.findAllByRole('listitem');
});

it("says 'Failed to fetch cart' when the cart cannot be loaded, keeps the stored cart, and tries again", async () => {
  setCart(aCart());
  const api = mockApi({ 'GET /api/cart': networkFailure() });
  renderScreen(<CartPage />, { route: '/cart' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cart');
  expect(screen.getByRole('link', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
  api.on('GET /api/cart', { body: aCart([aLine({ quantity: 4 })]) });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
