import type { Order } from '@store/contracts';
import { anOrder, hold, idEndingIn, mockApi } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const first = anOrder();
const second = anOrder({
  _id: idEndingIn('9876fedc'),
  user: { _id: idEndingIn('c002'), name: 'Nisha Iyer', email: 'nisha@example.test' },
  totalPrice: 1250.5,
  status: 'Shipped',
  createdAt: '2025-11-05T08:00:00.000Z',
});

const list = (...orders: Order[]) => ({
  body: {
    orders,
    totalOrders: orders.length,
    totalSales: orders.reduce((sum, item) => sum + (item.status === 'Cancelled' ? 0 : item.totalPrice), 0),
  },
});

async function rowOf(id: string) {
  const table = await screen.findByRole('table', { name: 'Orders' });
  const row = table.querySelector<HTMLElement>(`[data-order-id="${id}"]`);
  if (!row) throw new Error(`no row for ${id}`);
  return within(row);
}

it('lists every order: short id, customer, date, total and status', async () => {
  mockApi().once('GET /api/admin/orders', list(first, second));
  renderAdmin('/admin/orders');
  expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
  const row = await rowOf(first._id);
  expect(row.getByText('#deadbeef')).toBeInTheDocument();
  expect(row.getByText('Asha Verma')).toBeInTheDocument();
  expect(row.getByText('1 Mar 2025')).toBeInTheDocument();
  // ₹1,250.50 is on the same screen: every amount shows two decimals.
  expect(row.getByText('₹3,998.00')).toBeInTheDocument();
  expect(row.getByRole('combobox', { name: 'Status of order #deadbeef' })).toHaveValue('Processing');
  expect((await rowOf(second._id)).getByText('₹1,250.50')).toBeInTheDocument();
  expect(screen.getByText('2 orders · ₹5,248.50 in sales')).toBeInTheDocument();
});

it('offers the four statuses of docs/product.md §4', async () => {
  mockApi().once('GET /api/admin/orders', list(first));
  renderAdmin('/admin/orders');
  const select = (await rowOf(first._id)).getByRole('combobox');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Processing', 'Shipped', 'Delivered', 'Cancelled']);
});

it('filters by payment state: the choice goes to the server and into the address', async () => {
  const api = mockApi().on('GET /api/admin/orders', list(first));
  renderAdmin('/admin/orders');
  await rowOf(first._id);
  const select = screen.getByRole('combobox', { name: 'Show orders with payment' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'All payments',
    'Pending',
    'Paid',
    'Refund pending',
    'Refunded',
    'COD to collect',
    'Refund failed',
  ]);
  await userEvent.selectOptions(select, 'Refund pending');
  await waitFor(() =>
    expect(api.calls('GET /api/admin/orders').at(-1)?.url.searchParams.get('payment')).toBe('refund_pending'),
  );
  expect(screen.getByRole('combobox', { name: 'Show orders with payment' })).toHaveValue('refund_pending');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Show orders with payment' }),
    'COD to collect',
  );
  await waitFor(() =>
    expect(api.calls('GET /api/admin/orders').at(-1)?.url.searchParams.get('payment')).toBe('cod_to_collect'),
  );
  expect(screen.getByRole('combobox', { name: 'Show orders with payment' })).toHaveValue('cod_to_collect');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Show orders with payment' }),
    'Refund failed',
  );
  await waitFor(() =>
    expect(api.calls('GET /api/admin/orders').at(-1)?.url.searchParams.get('payment')).toBe('refund_failed'),
  );
});

it("says 'No Orders Available' when there are none", async () => {
  mockApi().once('GET /api/admin/orders', list());
  renderAdmin('/admin/orders');
  expect(await screen.findByText('No Orders Available')).toBeInTheDocument();
});

it("shows 'Error loading orders' with the reason and a Retry", async () => {
  const api = mockApi().once(
    'GET /api/admin/orders',
    { status: 403, body: { message: 'Only admins can do that.' } },
    list(first),
  );
  renderAdmin('/admin/orders');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading orders');
  expect(alert).toHaveTextContent('Only admins can do that.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await rowOf(first._id);
  expect(api.calls('GET /api/admin/orders')).toHaveLength(2);
});

it('changes the status with PUT /api/admin/orders/{id}, controls disabled meanwhile', async () => {
  const answer = hold();
  const api = mockApi()
    .once('GET /api/admin/orders', list(first))
    .once(`PUT /api/admin/orders/${first._id}`, answer);
  renderAdmin('/admin/orders');
  const row = await rowOf(first._id);
  await userEvent.selectOptions(row.getByRole('combobox'), 'Shipped');
  expect(row.getByRole('combobox')).toBeDisabled();
  expect(row.getByRole('button', { name: 'Complete order #deadbeef' })).toBeDisabled();
  expect(row.getByRole('button', { name: 'Delete order #deadbeef' })).toBeDisabled();
  await waitFor(() => expect(api.calls(`PUT /api/admin/orders/${first._id}`)).toHaveLength(1));
  expect(api.calls(`PUT /api/admin/orders/${first._id}`)[0]?.body).toEqual({ status: 'Shipped' });
  answer.release({ body: { ...first, status: 'Shipped' } });
  expect(await screen.findByText('Order #deadbeef is now Shipped')).toBeInTheDocument();
  expect(row.getByRole('combobox')).toHaveValue('Shipped');
  expect(row.getByRole('combobox')).toBeEnabled();
});

it('Complete sets Delivered and is then disabled', async () => {
  const api = mockApi()
    .once('GET /api/admin/orders', list(second))
    .once(`PUT /api/admin/orders/${second._id}`, {
      body: { ...second, status: 'Delivered', isDelivered: true },
    });
  renderAdmin('/admin/orders');
  const row = await rowOf(second._id);
  await userEvent.click(row.getByRole('button', { name: 'Complete order #9876fedc' }));
  expect(await screen.findByText('Order #9876fedc is now Delivered')).toBeInTheDocument();
  expect(api.calls(`PUT /api/admin/orders/${second._id}`)[0]?.body).toEqual({ status: 'Delivered' });
  expect(row.getByRole('combobox')).toHaveValue('Delivered');
  expect(row.getByRole('button', { name: 'Complete order #9876fedc' })).toBeDisabled();
});

it('asks before cancelling (the stock goes back), and Keep Order sends nothing', async () => {
  const api = mockApi()
    .once('GET /api/admin/orders', list(first))
    .once(`PUT /api/admin/orders/${first._id}`, { body: { ...first, status: 'Cancelled' } });
  renderAdmin('/admin/orders');
  const row = await rowOf(first._id);
  await userEvent.selectOptions(row.getByRole('combobox'), 'Cancelled');
  let dialog = within(screen.getByRole('alertdialog', { name: 'Cancel order #deadbeef?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Keep Order' }));
  expect(row.getByRole('combobox')).toHaveValue('Processing');
  expect(api.calls(`PUT /api/admin/orders/${first._id}`)).toHaveLength(0);

  await userEvent.selectOptions(row.getByRole('combobox'), 'Cancelled');
  dialog = within(screen.getByRole('alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
  expect(await screen.findByText('Order #deadbeef is now Cancelled')).toBeInTheDocument();
  expect(api.calls(`PUT /api/admin/orders/${first._id}`)[0]?.body).toEqual({ status: 'Cancelled' });
  expect(row.getByRole('combobox')).toHaveValue('Cancelled');
  expect(screen.getByText('1 order · ₹0 in sales')).toBeInTheDocument();
});

it("shows the server's refusal and keeps the status", async () => {
  mockApi()
    .once('GET /api/admin/orders', list(first))
    .once(`PUT /api/admin/orders/${first._id}`, { status: 404, body: { message: 'Order not found' } });
  renderAdmin('/admin/orders');
  const row = await rowOf(first._id);
  await userEvent.selectOptions(row.getByRole('combobox'), 'Shipped');
  expect(await screen.findByText('Order not found')).toBeInTheDocument();
  expect(row.getByRole('combobox')).toHaveValue('Processing');
});

it('deletes with DELETE /api/admin/orders/{id} after confirmation', async () => {
  const answer = hold();
  const api = mockApi()
    .once('GET /api/admin/orders', list(first, second))
    .once(`DELETE /api/admin/orders/${second._id}`, answer);
  renderAdmin('/admin/orders');
  await userEvent.click((await rowOf(second._id)).getByRole('button', { name: 'Delete order #9876fedc' }));
  const dialog = within(screen.getByRole('alertdialog', { name: 'Delete order #9876fedc?' }));
  expect(dialog.getByText('Are you sure you want to delete this order?')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  answer.release({ body: { message: 'Order deleted' } });
  expect(await screen.findByText('Order #9876fedc was deleted')).toBeInTheDocument();
  expect(
    screen.getByRole('table', { name: 'Orders' }).querySelector(`[data-order-id="${second._id}"]`),
  ).toBeNull();
  expect(api.calls(`DELETE /api/admin/orders/${second._id}`)).toHaveLength(1);
  expect(screen.getByText('1 order · ₹3,998 in sales')).toBeInTheDocument();
});

it('archives an invoiced order instead of deleting it, and says so before and after', async () => {
  const invoiced = anOrder({
    ...second,
    status: 'Processing',
    taxDocuments: [
      {
        _id: idEndingIn('d0c1'),
        kind: 'invoice',
        number: 'TL/26-27/000042',
        issuedAt: second.createdAt,
        total: second.totalPrice,
        tax: 190.38,
        invoiceNumber: null,
      },
    ],
  });
  mockApi()
    .once('GET /api/admin/orders', list(first, invoiced))
    .once(`DELETE /api/admin/orders/${invoiced._id}`, { body: { message: 'Order archived' } });
  renderAdmin('/admin/orders');
  await userEvent.click((await rowOf(invoiced._id)).getByRole('button', { name: 'Delete order #9876fedc' }));
  const dialog = within(screen.getByRole('alertdialog', { name: 'Archive order #9876fedc?' }));
  expect(
    dialog.getByText(
      'This order has a tax invoice, so it is archived, not deleted: it leaves the lists and is kept with its invoice for the records. It is still Processing, so it is cancelled first: its items go back into stock and a credit note is issued.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Archive' }));
  expect(await screen.findByText('Order #9876fedc was archived')).toBeInTheDocument();
  expect(
    screen.getByRole('table', { name: 'Orders' }).querySelector(`[data-order-id="${invoiced._id}"]`),
  ).toBeNull();
});

it('shows what was ordered and where it goes', async () => {
  mockApi().once('GET /api/admin/orders', list(first));
  renderAdmin('/admin/orders');
  const row = await rowOf(first._id);
  await userEvent.click(row.getByText('2 items'));
  expect(row.getByText('Linen Camp Shirt · M · navy × 2')).toBeVisible();
  expect(row.getByText(/Ship to Asha Verma, 12 MG Road, Pune 411001, India/)).toBeVisible();
});

it('filters by status and searches on the server, and pages through the results', async () => {
  const many = Array.from({ length: 50 }, (_, index) => anOrder({ _id: idEndingIn(`a${index}`) }));
  const api = mockApi()
    .once('GET /api/admin/orders', list(first, second))
    .once('GET /api/admin/orders', { body: { orders: many, totalOrders: 75, totalSales: 99 } })
    .once('GET /api/admin/orders', { body: { orders: [], totalOrders: 0, totalSales: 0 } })
    .once('GET /api/admin/orders', { body: { orders: [second], totalOrders: 75, totalSales: 99 } });
  renderAdmin('/admin/orders');
  await rowOf(first._id);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show orders with status' }), 'Shipped');
  expect(await screen.findByText('1–50 of 75')).toBeInTheDocument();
  expect(api.calls('GET /api/admin/orders')[1]?.url.searchParams.get('status')).toBe('Shipped');
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders?status=Shipped');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nisha{Enter}');
  expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  const searched = api.calls('GET /api/admin/orders')[2]?.url.searchParams;
  expect(searched?.get('search')).toBe('nisha');
  expect(searched?.get('status')).toBe('Shipped');

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show orders with status' }), '');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/orders$/));
  expect(api.calls('GET /api/admin/orders').length).toBeGreaterThanOrEqual(4);
});

it("links each order to its page and its customer to theirs, and names a cancelled order's refund", async () => {
  const cancelled = anOrder({ status: 'Cancelled', paymentStatus: 'refund_pending' });
  mockApi().once('GET /api/admin/orders', list(cancelled, { ...second, paymentStatus: 'refunded' }));
  renderAdmin('/admin/orders');
  const row = await rowOf(cancelled._id);
  expect(row.getByRole('link', { name: 'Order #deadbeef' })).toHaveAttribute(
    'href',
    `/admin/orders/${cancelled._id}`,
  );
  expect(row.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
    'href',
    `/admin/users/${cancelled.user._id}`,
  );
  expect(row.getByText('Refund pending')).toBeInTheDocument();
  expect(row.queryByText('Paid')).not.toBeInTheDocument();
  expect((await rowOf(second._id)).getByText('Refunded')).toBeInTheDocument();
});
