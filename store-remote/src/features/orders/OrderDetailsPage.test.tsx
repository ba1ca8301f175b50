import { anOrder, mockApi, networkFailure } from '@store/test-support';
import { formatDate } from '@store/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { OrderDetailsPage } from './OrderDetailsPage.tsx';
import { formatMoment } from './OrderTimeline.tsx';

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
  expect(screen.getByText('Method: Online (UPI)')).toBeInTheDocument();
  expect(screen.getByText('Method: Standard')).toBeInTheDocument();
  expect(screen.getByText(/12 MG Road/)).toBeInTheDocument();
  // The state the order ships to is part of its address.
  expect(screen.getByText(/Pune, Maharashtra 411001/)).toBeInTheDocument();
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

it('says Pending payment, Delivered delivery and the date it was delivered, not an estimate', async () => {
  mockApi({
    'GET /api/orders/:id': {
      body: {
        ...order,
        isPaid: false,
        paymentStatus: 'pending',
        status: 'Delivered',
        isDelivered: true,
        deliveredAt: '2025-03-30T11:00:00.000Z',
        statusHistory: [
          { status: 'Processing', at: '2025-03-28T09:00:00.000Z' },
          { status: 'Shipped', at: '2025-03-29T10:00:00.000Z', by: 'admin' },
          { status: 'Delivered', at: '2025-03-30T11:00:00.000Z', by: 'admin' },
        ],
      },
    },
  });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(badge('Payment')).toBe('Pending');
  expect(badge('Delivery')).toBe('Delivered');
  expect(badge('Delivered on')).toBe('30 Mar 2025');
  expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  const timeline = within(screen.getByRole('region', { name: 'Order timeline' }));
  expect(
    timeline.getAllByRole('listitem').map((item) => item.firstElementChild?.nextSibling?.textContent),
  ).toEqual(['Placed', 'Shipped', 'Delivered']);
  expect(timeline.getByText(formatMoment('2025-03-29T10:00:00.000Z'))).toBeInTheDocument();
  expect(formatMoment('2025-03-29T10:00:00.000Z')).toMatch(/^29 Mar 2025/);
});

it('links each line of a delivered order to writing its review', async () => {
  mockApi({ 'GET /api/orders/:id': { body: { ...order, status: 'Delivered', isDelivered: true } } });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  const line = order.orderItems[0];
  expect(screen.getByRole('link', { name: `Write a review of ${line?.name}` })).toHaveAttribute(
    'href',
    `/product/${line?.productId}#reviews`,
  );
});

it('offers no review link on an order not delivered yet', async () => {
  mockApi({ 'GET /api/orders/:id': { body: order } });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(screen.queryByRole('link', { name: /^Write a review/ })).toBeNull();
});

const cancelledByAdmin = {
  ...order,
  status: 'Cancelled' as const,
  paymentStatus: 'refund_pending' as const,
  statusHistory: [
    { status: 'Processing' as const, at: '2025-03-28T09:00:00.000Z' },
    { status: 'Cancelled' as const, at: '2025-03-28T12:00:00.000Z', by: 'admin' as const },
  ],
};

it('shows an order the admin cancelled as Cancelled, its refund pending, no estimate and no Cancel Order', async () => {
  mockApi({ 'GET /api/orders/:id': { body: cancelledByAdmin } });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(screen.getByText('Status: Cancelled')).toBeInTheDocument();
  expect(badge('Payment')).toBe('Refund pending');
  expect(badge('Delivery')).toBe('Cancelled');
  expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
  expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Payment' })).getByText('Status: Refund pending'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  const timeline = within(screen.getByRole('region', { name: 'Order timeline' }));
  expect(timeline.getByText('Placed')).toBeInTheDocument();
  expect(timeline.getByText('Cancelled')).toBeInTheDocument();
});

it('says Refunded once the refund is done, with the refund in the timeline', async () => {
  mockApi({
    'GET /api/orders/:id': {
      body: { ...cancelledByAdmin, paymentStatus: 'refunded', refundedAt: '2025-03-29T08:00:00.000Z' },
    },
  });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(badge('Payment')).toBe('Refunded');
  const timeline = within(screen.getByRole('region', { name: 'Order timeline' }));
  expect(timeline.getByText('Refunded')).toBeInTheDocument();
});

it('lets the shopper cancel a Processing order after asking, then shows it cancelled and asks about the promo again', async () => {
  const api = mockApi({
    'GET /api/orders/:id': { body: order },
    'POST /api/orders/:id/cancel': {
      body: {
        ...cancelledByAdmin,
        statusHistory: [
          { status: 'Processing', at: '2025-03-28T09:00:00.000Z' },
          { status: 'Cancelled', at: '2025-03-28T12:00:00.000Z', by: 'customer' },
        ],
      },
    },
    'GET /api/checkout/first-order-discount': { body: { eligible: true, percent: 20 } },
  });
  renderOrder();
  expect(await screen.findByText('You can cancel this order until it ships.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
  const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel order #deadbeef?' }));
  expect(
    dialog.getByText(
      'Its items go back on sale and the ₹3,198.40 you paid is refunded to the way you paid. After this, only our team can change the order.',
    ),
  ).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Keep Order' })).toHaveFocus();

  // Keeping it sends nothing.
  await userEvent.click(dialog.getByRole('button', { name: 'Keep Order' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(api.calls('POST /api/orders/:id/cancel')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }),
  );
  expect(await screen.findByText('Order #deadbeef is cancelled')).toBeInTheDocument();
  expect(api.calls('POST /api/orders/:id/cancel')[0]?.path).toBe(`/api/orders/${order._id}/cancel`);
  expect(screen.getByText('Status: Cancelled')).toBeInTheDocument();
  expect(badge('Payment')).toBe('Refund pending');
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Order timeline' })).getByText('Cancelled by you'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toHaveFocus();
  await waitFor(() => expect(api.calls('GET /api/checkout/first-order-discount')).toHaveLength(1));
});

it("shows the server's refusal and the order as it is now when it shipped meanwhile", async () => {
  const api = mockApi({
    'POST /api/orders/:id/cancel': {
      status: 409,
      body: {
        message:
          'This order has shipped, so it can no longer be cancelled. Contact us if you need help with it.',
      },
    },
  });
  api.once('GET /api/orders/:id', { body: order }, { body: { ...order, status: 'Shipped' } });
  renderOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }),
  );
  expect(
    await screen.findByText(
      'This order has shipped, so it can no longer be cancelled. Contact us if you need help with it.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Status: Shipped')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
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
  expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch order details')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-orders'));
});

it('says the GST in the total and downloads the tax invoice and credit note as PDFs', async () => {
  const invoiced = anOrder({
    status: 'Cancelled',
    taxDocuments: [
      {
        _id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
        kind: 'invoice',
        number: 'TL/26-27/000042',
        issuedAt: '2025-03-01T09:00:00.000Z',
        total: 3998,
        tax: 190.38,
        invoiceNumber: null,
      },
      {
        _id: 'f2e1d0c9b8a7f6e5d4c3b2a1',
        kind: 'credit_note',
        number: 'CN/26-27/000007',
        issuedAt: '2025-03-02T09:00:00.000Z',
        total: 3998,
        tax: 190.38,
        invoiceNumber: 'TL/26-27/000042',
      },
    ],
  });
  const createObjectURL = jest.fn(() => 'blob:invoice');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const api = mockApi({
    'GET /api/orders/:id': { body: invoiced },
    [`GET /api/orders/${invoiced._id}/documents/a1b2c3d4e5f6a7b8c9d0e1f2`]: { body: '%PDF-1.3' },
  });
  renderOrder(invoiced._id);
  const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Includes GST of ₹190.38')).toBeInTheDocument();
  const documents = within(screen.getByRole('region', { name: 'Tax documents' }));
  expect(
    documents.getByRole('button', { name: 'Download Credit note CN/26-27/000007 (PDF)' }),
  ).toBeInTheDocument();
  await userEvent.click(
    documents.getByRole('button', { name: 'Download Tax invoice TL/26-27/000042 (PDF)' }),
  );
  await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  expect(api.calls(`GET /api/orders/${invoiced._id}/documents/a1b2c3d4e5f6a7b8c9d0e1f2`)).toHaveLength(1);
});

it('names Cash on Delivery, "Pay on delivery" until it is paid, and its fee as its own line', async () => {
  mockApi({
    'GET /api/orders/:id': {
      body: {
        ...order,
        paymentMethod: 'Cash on Delivery',
        isPaid: false,
        paidAt: null,
        paymentStatus: 'pending',
        codFee: 49,
        totalPrice: 3247.4,
      },
    },
  });
  renderOrder();
  expect(await screen.findByRole('heading', { name: 'Order ID: #deadbeef' })).toBeInTheDocument();
  expect(badge('Payment')).toBe('Pay on delivery');
  expect(screen.getByText('Method: Cash on Delivery')).toBeInTheDocument();
  expect(screen.getByText('Status: Pay on delivery')).toBeInTheDocument();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Cash on Delivery fee').nextElementSibling?.textContent).toBe('₹49.00');
  expect(summary.getByText('₹3,247.40')).toBeInTheDocument();
});
