import { useAuthStore, useCartStore } from '@store/state';
import { aCart, aCustomer, anOrder, mockApi as fakeApi, networkFailure } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

beforeEach(() => {
  resetStores();
  signIn();
});

/** The fetch fake with an empty address book and no stock alerts (the profile shows them below the orders). */
const mockApi = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/users/addresses': { body: [] }, 'GET /api/stock-alerts': { body: [] }, ...routes });

it('shows the initials avatar, name, email and the orders table with each status and its payment', async () => {
  mockApi({
    'GET /api/orders/my-orders': {
      body: {
        orders: [
          anOrder(),
          anOrder({
            _id: '64f1c2aa0011223300c0ffee',
            isPaid: false,
            paymentStatus: 'pending',
            totalPrice: 1250.5,
          }),
        ],
        totalOrders: 2,
      },
    },
  });
  renderScreen(<ProfilePage />, { route: '/profile' });
  expect(screen.getByText('AV')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.getByText('asha@example.test')).toBeInTheDocument();
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  const first = within(rows[1] as HTMLElement);
  expect(first.getByRole('link', { name: '#deadbeef' })).toHaveAttribute(
    'href',
    '/order/64f1c2aa00112233deadbeef',
  );
  expect(first.getByText('Pune, India')).toBeInTheDocument();
  // ₹1,250.50 is on the same screen: every amount shows two decimals.
  expect(first.getByText('₹3,998.00')).toBeInTheDocument();
  expect(first.getByText('Processing')).toBeInTheDocument();
  expect(first.getByText('Paid')).toBeInTheDocument();
  const second = within(rows[2] as HTMLElement);
  expect(second.getByText('#00c0ffee')).toBeInTheDocument();
  expect(second.getByText('Pending')).toBeInTheDocument();
  expect(second.getByText('₹1,250.50')).toBeInTheDocument();

  await userEvent.click(second.getByText('Pune, India'));
  expect(screen.getByTestId('location')).toHaveTextContent('/order/64f1c2aa0011223300c0ffee');
});

it('logs out: clears the session and the cart and goes to /login', async () => {
  mockApi({ 'GET /api/orders/my-orders': { body: { orders: [], totalOrders: 0 } } });
  localStorage.setItem('userInfo', JSON.stringify(aCustomer));
  localStorage.setItem('userToken', 'jwt-test');
  setCart(aCart());
  localStorage.setItem('cart', JSON.stringify(aCart()));
  renderScreen(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(useAuthStore.getState().user).toBeNull();
  expect(useCartStore.getState().cart.products).toEqual([]);
  for (const key of ['userInfo', 'userToken', 'cart']) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('guestId')).toMatch(/^guest_\d+$/);
});

it("shows 'Error loading orders: ...' with Retry, which loads them again", async () => {
  const api = mockApi({
    'GET /api/orders/my-orders': { status: 401, body: { message: 'Your session has expired' } },
  });
  renderScreen(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error loading orders: Your session has expired',
  );
  api.on('GET /api/orders/my-orders', { body: [anOrder()] });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('#deadbeef')).toBeInTheDocument();
});

it("falls back to 'Failed to fetch orders' when the server says nothing", async () => {
  mockApi({ 'GET /api/orders/my-orders': networkFailure() });
  renderScreen(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading orders: Failed to fetch orders');
});
