import { aCheckout, anOrder, mockApi } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { OrderConfirmationPage } from './OrderConfirmationPage.tsx';

const placed = aCheckout({ isPaid: true, paymentStatus: 'paid', isFinalized: true, orderId: anOrder()._id });

beforeEach(() => {
  resetStores();
  signIn();
});

function renderConfirmation(search: string) {
  renderScreen(<OrderConfirmationPage />, {
    route: `/order-confirmation${search}`,
    path: '/order-confirmation',
  });
}

it('reads the checkout and names the payment method actually used', async () => {
  const api = mockApi({
    'GET /api/checkout/:id': { body: placed },
    'GET /api/orders/:id': { body: anOrder() },
  });
  renderConfirmation(`?orderId=${placed._id}`);
  expect(await screen.findByRole('heading', { name: 'Thank You for Your Order!' })).toBeInTheDocument();
  expect(screen.getByText(/Estimated delivery/)).toBeInTheDocument();
  expect(api.calls('GET /api/checkout/:id')[0]?.path).toBe(`/api/checkout/${placed._id}`);
  expect(screen.getByRole('heading', { name: 'Order ID: #deadbeef' })).toBeInTheDocument();
  const payment = within(screen.getByRole('region', { name: 'Payment' }));
  expect(payment.getByText('Online (UPI)')).toBeInTheDocument();
  expect(payment.getByText('Status: Paid')).toBeInTheDocument();
  expect(screen.queryByText(/PayPal/)).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Delivery' })).getByText(/Pune, Maharashtra 411001/),
  ).toBeInTheDocument();
  expect(screen.getByText('6 Mar 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute(
    'href',
    `/order/${anOrder()._id}`,
  );
});

it("says 'No order ID provided' and goes to /my-orders without an id", async () => {
  mockApi();
  renderConfirmation('');
  expect(await screen.findByText('No order ID provided')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-orders'));
});

it("shows 'Order not found' with Go Home for an unknown id", async () => {
  mockApi({ 'GET /api/checkout/:id': { status: 404, body: { message: 'Checkout not found' } } });
  renderConfirmation('?orderId=0123456789abcdef01234567');
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

it("says 'Failed to load order details' and goes to /my-orders when loading fails", async () => {
  mockApi({ 'GET /api/checkout/:id': { status: 500, body: { message: 'Database unavailable' } } });
  renderConfirmation(`?orderId=${placed._id}`);
  expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-orders'));
});

it('tells an order the admin cancelled as cancelled, with its refund state and no delivery estimate', async () => {
  mockApi({
    'GET /api/checkout/:id': { body: placed },
    'GET /api/orders/:id': { body: anOrder({ status: 'Cancelled', paymentStatus: 'refund_pending' }) },
  });
  renderConfirmation(`?orderId=${placed._id}`);
  expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Thank You for Your Order!' })).not.toBeInTheDocument();
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
  expect(screen.getByText('Refund pending')).toBeInTheDocument();
  expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
});

it('gives the date a delivered order arrived instead of the estimate', async () => {
  mockApi({
    'GET /api/checkout/:id': { body: placed },
    'GET /api/orders/:id': {
      body: anOrder({ status: 'Delivered', isDelivered: true, deliveredAt: '2025-03-04T12:00:00.000Z' }),
    },
  });
  renderConfirmation(`?orderId=${placed._id}`);
  expect(await screen.findByText('4 Mar 2025')).toBeInTheDocument();
  expect(screen.getByText(/Delivered on/)).toBeInTheDocument();
  expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
});
