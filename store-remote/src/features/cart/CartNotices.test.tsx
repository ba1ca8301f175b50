import { useAuthStore, useCartStore } from '@store/state';
import { aCart, aCustomer, aLine, mockApi } from '@store/test-support';
import { act, screen, within } from '@testing-library/react';
import { renderScreen, resetStores, setCart } from '../../test/render.tsx';
import { CartNotices } from './CartNotices.tsx';

beforeEach(resetStores);

const reduced = 'Linen Camp Shirt in M / navy: only 2 left, so your cart now holds 2.';
const dropped = 'Linen Camp Shirt in L / white sold out and was removed from your cart.';
const retired = 'Linen Camp Shirt in S / navy is no longer sold and was removed from your cart.';

it('tells once, in one toast, every change signing in made to the guest cart', async () => {
  setCart(aCart([aLine({ quantity: 3 }), aLine({ size: 'L', color: 'white' })]));
  const api = mockApi({
    'POST /api/users/login': { body: { user: aCustomer, token: 'jwt-1' } },
    'POST /api/cart/merge': {
      body: aCart([aLine({ quantity: 2 })], { user: aCustomer._id, notices: [reduced, dropped] }),
    },
    'GET /api/cart': { body: aCart([aLine({ quantity: 2 })], { user: aCustomer._id }) },
  });
  renderScreen(<CartNotices />);
  await act(() => useAuthStore.getState().login({ email: aCustomer.email, password: 'pw' }));
  expect(api.calls('POST /api/cart/merge')).toHaveLength(1);

  const title = await screen.findByText('Your cart has changed');
  expect(screen.getAllByText('Your cart has changed')).toHaveLength(1);
  const toast = title.closest('li');
  if (!toast) throw new Error('the toast is not in the page');
  expect(
    within(toast)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([reduced, dropped]);
  expect(useCartStore.getState().notices).toEqual([]);
  expect(useCartStore.getState().cart.products[0]?.quantity).toBe(2);

  // A later answer without notices adds nothing; one with a notice replaces the toast.
  await act(() => useCartStore.getState().fetchCart());
  expect(screen.getAllByText('Your cart has changed')).toHaveLength(1);
  api.once('GET /api/cart', { body: aCart([], { user: aCustomer._id, notices: [retired] }) });
  await act(() => useCartStore.getState().fetchCart());
  expect(await screen.findByText(retired)).toBeInTheDocument();
  expect(screen.getAllByText('Your cart has changed')).toHaveLength(1);
});

it('shows nothing while the cart has not changed', async () => {
  mockApi({ 'GET /api/cart': { body: aCart() } });
  renderScreen(<CartNotices />);
  await act(() => useCartStore.getState().fetchCart());
  expect(screen.queryByText('Your cart has changed')).not.toBeInTheDocument();
});
