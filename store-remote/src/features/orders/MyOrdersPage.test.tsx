import { anOrder, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
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

it('shows an order the admin cancelled as Cancelled with its refund state, never Paid', async () => {
  mockApi({
    'GET /api/orders/my-orders': {
      body: {
        orders: [
          anOrder({ status: 'Cancelled', paymentStatus: 'refund_pending' }),
          anOrder({ _id: '64f1c2aa0011223300c0ffee', status: 'Cancelled', paymentStatus: 'refunded' }),
          anOrder({ _id: '64f1c2aa001122330000d0e5', status: 'Delivered', isDelivered: true }),
        ],
        totalOrders: 3,
      },
    },
  });
  renderScreen(<MyOrdersPage />, { route: '/my-orders' });
  const rows = (await screen.findAllByRole('row')).slice(1);
  const [pending, refunded, delivered] = rows.map((row) => within(row));
  expect(pending?.getByText('Cancelled')).toBeInTheDocument();
  expect(pending?.getByText('Refund pending')).toBeInTheDocument();
  expect(pending?.queryByText('Paid')).not.toBeInTheDocument();
  expect(refunded?.getByText('Cancelled')).toBeInTheDocument();
  expect(refunded?.getByText('Refunded')).toBeInTheDocument();
  expect(delivered?.getByText('Delivered')).toBeInTheDocument();
  expect(delivered?.getByText('Paid')).toBeInTheDocument();
});

it('names how each order is paid, and a Cash on Delivery order as "Pay on delivery" until it is paid', async () => {
  mockApi({
    'GET /api/orders/my-orders': {
      body: {
        orders: [
          anOrder({
            paymentMethod: 'Cash on Delivery',
            isPaid: false,
            paidAt: null,
            paymentStatus: 'pending',
          }),
          anOrder({ _id: '64f1c2aa0011223300c0ffee', paymentMethod: 'Cash on Delivery' }),
        ],
        totalOrders: 2,
      },
    },
  });
  renderScreen(<MyOrdersPage />, { route: '/my-orders' });
  const rows = (await screen.findAllByRole('row')).slice(1);
  const [unpaid, collected] = rows.map((row) => within(row));
  expect(unpaid?.getByText('Pay on delivery')).toBeInTheDocument();
  expect(unpaid?.getByText('Cash on Delivery')).toBeInTheDocument();
  expect(collected?.getByText('Paid')).toBeInTheDocument();
  expect(collected?.getByText('Cash on Delivery')).toBeInTheDocument();
});
