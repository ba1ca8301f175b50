import { anOrder, mockApi, networkFailure } from '@store/test-support';
import { formatDate } from '@store/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { OrderDetailsPage } from './OrderDetailsPage.tsx';

const order = anOrder({ createdAt: '2025-03-28T09:00:00.000Z', discount: 799.6, totalPrice: 3198.4 });

beforeEach(() => {
  resetStores();
  signIn();
});

function renderOrder(id = order._id) {
  renderScreen(<OrderDetailsPage />, { route: `/order/${id}`, path: '/order/:id' });
}

const badge = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('shows the id as its last 8 characters, payment, delivery and estimated delivery = date + 5 days', async () => {
  mockApi({ 'GET /api/orders/:id': { body: order } });
  renderOrder();
  expect(await screen.findByRole('heading', { name: 'Order ID: #deadbeef' })).toBeInTheDocument();
  expect(badge('Payment')).toBe('Approved');
  expect(badge('Delivery')).toBe('Pending');
  expect(badge('Estimated delivery')).toBe(formatDate('2025-04-02T09:00:00.000Z'));
  expect(badge('Estimated delivery')).toBe('2 Apr 2025');
  expect(screen.getByText('Method: Direct Payment')).toBeInTheDocument();
  expect(screen.getByText('Method: Standard')).toBeInTheDocument();
  expect(screen.getByText(/12 MG Road/)).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: 'Products' }));
  expect(items.getByRole('link', { name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(items.getByText('Navy · Size M')).toBeInTheDocument();
  // The discount has paise: every amount of the screen shows two decimals.
  expect(items.getByText('₹1,999.00 × 2')).toBeInTheDocument();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('−₹799.60')).toBeInTheDocument();
  expect(summary.getByText('₹3,198.40')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/my-orders');
});

it('says Pending payment and Delivered delivery when that is the state', async () => {
  mockApi({ 'GET /api/orders/:id': { body: { ...order, isPaid: false, isDelivered: true } } });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(badge('Payment')).toBe('Pending');
  expect(badge('Delivery')).toBe('Delivered');
});

it("shows 'Order not found' with Go Home for an unknown order", async () => {
  mockApi({ 'GET /api/orders/:id': { status: 404, body: { message: 'Order not found' } } });
  renderOrder();
  expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

it("says 'Failed to load order details' and goes back to /my-orders when loading fails", async () => {
  mockApi({ 'GET /api/orders/:id': networkFailure() });
  renderOrder();
  expect(await screen.findByText('Failed to load order details', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch order details')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-orders'));
});
