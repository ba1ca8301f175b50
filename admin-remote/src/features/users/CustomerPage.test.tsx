import { anAdminUser, anOrder, idEndingIn, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const asha = anAdminUser({ _id: idEndingIn('c001'), name: 'Asha Verma', email: 'asha@example.test' });
const delivered = anOrder({ status: 'Delivered', isDelivered: true });
const cancelled = anOrder({
  _id: idEndingIn('0000c0ffee'),
  status: 'Cancelled',
  paymentStatus: 'refund_pending',
  totalPrice: 1250.5,
});

it("shows the customer, their orders newest first linking to each order's page, and what they spent", async () => {
  mockApi({
    [`GET /api/admin/users/${asha._id}`]: {
      body: { user: asha, orders: [cancelled, delivered], totalOrders: 2, totalSpent: 3998 },
    },
  });
  renderAdmin(`/admin/users/${asha._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.getByText('asha@example.test')).toBeInTheDocument();
  const figure = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(figure('Role')).toBe('Customer');
  expect(figure('Orders')).toBe('2');
  // ₹1,250.50 is on the same screen: every amount shows two decimals.
  expect(figure('Spent')).toBe('₹3,998.00');
  expect(screen.getByText('Spent counts the orders that are not cancelled.')).toBeInTheDocument();

  const rows = within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);
  const [first, second] = rows.map((row) => within(row));
  expect(first?.getByRole('link', { name: 'Order #00c0ffee' })).toHaveAttribute(
    'href',
    `/admin/orders/${cancelled._id}`,
  );
  expect(first?.getByText('Refund pending')).toBeInTheDocument();
  expect(first?.getByText('Cancelled')).toBeInTheDocument();
  expect(second?.getByText('Paid')).toBeInTheDocument();
  expect(second?.getByText('Delivered')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to User Management' })).toHaveAttribute(
    'href',
    '/admin/users',
  );
});

it("says 'No orders yet.' for a customer without orders", async () => {
  mockApi({
    [`GET /api/admin/users/${asha._id}`]: { body: { user: asha, orders: [], totalOrders: 0, totalSpent: 0 } },
  });
  renderAdmin(`/admin/users/${asha._id}`);
  expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
});

it("shows 'Error loading customer' with the server's reason", async () => {
  mockApi({ [`GET /api/admin/users/${asha._id}`]: { status: 404, body: { message: 'User not found' } } });
  renderAdmin(`/admin/users/${asha._id}`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading customer');
  expect(alert).toHaveTextContent('User not found');
});

it('is reached from the user list by the name', async () => {
  mockApi({ 'GET /api/admin/users': { body: [asha], headers: { 'X-Total-Count': '1' } } });
  renderAdmin('/admin/users');
  expect(await screen.findByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
    'href',
    `/admin/users/${asha._id}`,
  );
});
