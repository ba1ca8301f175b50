import { anOrder, mockApi } from '@store/test-support';
import { screen } from '@testing-library/react';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { MyOrdersPage } from './MyOrdersPage.tsx';

beforeEach(() => {
  resetStores();
  signIn();
});

it('lists the orders from GET /api/orders/my-orders', async () => {
  mockApi({ 'GET /api/orders/my-orders': { body: { orders: [anOrder()], totalOrders: 1 } } });
  renderScreen(<MyOrdersPage />, { route: '/my-orders' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '#deadbeef' })).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
});

it("says 'No orders found' when there are none", async () => {
  mockApi({ 'GET /api/orders/my-orders': { body: { orders: [], totalOrders: 0 } } });
  renderScreen(<MyOrdersPage />, { route: '/my-orders' });
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/collections/all');
});
