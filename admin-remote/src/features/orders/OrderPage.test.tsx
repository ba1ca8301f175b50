import { anOrder, mockApi } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShopTime } from '../../lib/shop-time.ts';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const order = anOrder({
  shippingAddress: { ...anOrder().shippingAddress, state: 'Maharashtra' },
  statusHistory: [
    { status: 'Processing', at: '2025-03-01T09:00:00.000Z' },
    { status: 'Shipped', at: '2025-03-02T10:00:00.000Z', by: 'admin' },
  ],
  status: 'Shipped',
});
const path = `/admin/orders/${order._id}`;
const region = (name: string) => within(screen.getByRole('region', { name }));
/** A refund pending with no gateway to refund through: the admin marks it done. */
const manualPayment = { attempts: [], refunds: [], manualRefund: true };

it('shows the lines and totals, customer, address, payment and the timeline of one order', async () => {
  const api = mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: order } });
  renderAdmin(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Order #deadbeef' })).toBeInTheDocument();
  expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
  expect(api.calls(`GET /api/admin/orders/${order._id}`)).toHaveLength(1);
  expect(document.title).toBe('Order #deadbeef · Threadline Admin');

  const items = region('Items');
  expect(items.getByRole('link', { name: 'Linen Camp Shirt' })).toHaveAttribute(
    'href',
    `/admin/products/${order.orderItems[0]?.productId}/edit`,
  );
  expect(items.getByText('Total').nextElementSibling).toHaveTextContent('₹3,998');
  expect(items.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹3,998');
  expect(items.getByText('M / Navy · SKU CL-LIN-001-M-NAVY · ₹1,999 × 2')).toBeInTheDocument();
  expect(region('Customer').getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
    'href',
    `/admin/users/${order.user._id}`,
  );
  expect(region('Shipping address').getByText(/Pune, Maharashtra 411001/)).toBeInTheDocument();
  expect(region('Payment').getByText('Paid')).toBeInTheDocument();
  expect(region('Payment').queryByRole('button', { name: 'Mark refund as done' })).not.toBeInTheDocument();

  const timeline = region('Timeline');
  expect(timeline.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
    'Placed',
    'Shipped by an admin',
  ]);
  // 10:00 UTC is 3:30 pm in the shop (Asia/Kolkata), whatever the zone of the admin's computer.
  expect(timeline.getByText('2 Mar 2025, 3:30 pm')).toBeInTheDocument();
  expect(region('Status').getByRole('combobox', { name: 'Status of order #deadbeef' })).toHaveValue(
    'Shipped',
  );
  expect(screen.getByRole('link', { name: '← Back to Order Management' })).toHaveAttribute(
    'href',
    '/admin/orders',
  );
});

it('marks a pending refund done: the payment then reads Refunded, with the refund in the timeline', async () => {
  const cancelled = {
    ...order,
    status: 'Cancelled' as const,
    paymentStatus: 'refund_pending' as const,
    statusHistory: [
      { status: 'Processing' as const, at: '2025-03-01T09:00:00.000Z' },
      { status: 'Cancelled' as const, at: '2025-03-01T11:00:00.000Z', by: 'customer' as const },
    ],
  };
  const api = mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: cancelled },
    [`GET /api/admin/orders/${order._id}/payment`]: { body: manualPayment },
    [`POST /api/admin/orders/${order._id}/refund`]: {
      body: { ...cancelled, paymentStatus: 'refunded', refundedAt: '2025-03-03T09:00:00.000Z' },
    },
  });
  renderAdmin(path);
  expect(await screen.findByText('Refund pending')).toBeInTheDocument();
  expect(region('Timeline').getByText('Cancelled by the customer')).toBeInTheDocument();
  await userEvent.click(await region('Payment').findByRole('button', { name: 'Mark refund as done' }));
  expect(await screen.findByText('Order #deadbeef is refunded')).toBeInTheDocument();
  expect(api.calls(`POST /api/admin/orders/${order._id}/refund`)).toHaveLength(1);
  expect(region('Payment').getByText('Refunded')).toBeInTheDocument();
  expect(region('Payment').getByText('3 Mar 2025')).toBeInTheDocument();
  expect(region('Payment').queryByRole('button', { name: 'Mark refund as done' })).not.toBeInTheDocument();
  expect(region('Timeline').getByText('Refunded')).toBeInTheDocument();
});

/** An order paid the pre-gateway way ('Direct Payment'): its refund is made by hand. */
const byHand = { ...order, paymentMethod: 'Direct Payment' };

it('cancels an order paid before the gateway after asking, and its refund is marked done by hand', async () => {
  const api = mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: byHand },
    [`GET /api/admin/orders/${order._id}/payment`]: { body: manualPayment },
    [`PUT /api/admin/orders/${order._id}`]: {
      body: { ...byHand, status: 'Cancelled', paymentStatus: 'refund_pending' },
    },
  });
  renderAdmin(path);
  const select = await screen.findByRole('combobox', { name: 'Status of order #deadbeef' });
  await userEvent.selectOptions(select, 'Cancelled');
  const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel order #deadbeef?' }));
  expect(
    dialog.getByText(
      'Are you sure you want to cancel this order? Its items go back into stock. It was paid, so a refund of ₹3,998 to the customer follows: the payment shows Refund pending until you mark the refund as done.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
  expect(await screen.findByText('Order #deadbeef is now Cancelled')).toBeInTheDocument();
  const sent = api.calls(`PUT /api/admin/orders/${order._id}`)[0];
  expect(sent?.body).toEqual({ status: 'Cancelled' });
  expect(sent?.headers.get('If-Match')).toBe(`"${order.updatedAt}"`);
  expect(region('Payment').getByText('Refund pending')).toBeInTheDocument();
  expect(await region('Payment').findByRole('button', { name: 'Mark refund as done' })).toBeInTheDocument();
});

/** The same order as paid through the gateway (the fixture's 'Online (UPI)'). */
const online = order;

it('cancels an order paid online after saying its refund goes back through the gateway', async () => {
  const api = mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: online },
    [`GET /api/admin/orders/${order._id}/payment`]: {
      body: { attempts: [], refunds: [], manualRefund: false },
    },
    [`PUT /api/admin/orders/${order._id}`]: {
      body: { ...online, status: 'Cancelled', paymentStatus: 'refund_pending' },
    },
  });
  renderAdmin(path);
  const select = await screen.findByRole('combobox', { name: 'Status of order #deadbeef' });
  await userEvent.selectOptions(select, 'Cancelled');
  const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel order #deadbeef?' }));
  expect(
    dialog.getByText(
      'Are you sure you want to cancel this order? Its items go back into stock. It was paid, so a refund of ₹3,998 to the customer follows: it goes back through the payment gateway, and the payment shows Refund pending until the gateway confirms it.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel Order' }));
  expect(await screen.findByText('Order #deadbeef is now Cancelled')).toBeInTheDocument();
  const sent = api.calls(`PUT /api/admin/orders/${order._id}`)[0];
  expect(sent?.body).toEqual({ status: 'Cancelled' });
  expect(sent?.headers.get('If-Match')).toBe(`"${online.updatedAt}"`);
  // The gateway's answer settles the refund: there is nothing to mark by hand.
  expect(await screen.findByText('Refund pending')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark refund as done' })).not.toBeInTheDocument();
});

it('shows the gateway attempts and refunds of an order paid online, and no manual refund while the gateway refunds it', async () => {
  const cancelled = { ...order, status: 'Cancelled' as const, paymentStatus: 'refund_pending' as const };
  mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: cancelled },
    [`GET /api/admin/orders/${order._id}/payment`]: {
      body: {
        attempts: [
          {
            _id: 'a1',
            provider: 'razorpay',
            gatewayOrderId: 'order_Q1w2E3r4T5y6U7',
            gatewayPaymentId: 'pay_A1s2D3f4G5h6J7',
            amount: 3998,
            state: 'captured',
            method: 'upi',
            error: null,
            createdAt: '2025-03-01T09:00:00.000Z',
          },
        ],
        refunds: [
          {
            _id: 'r1',
            providerRefundId: 'rfnd_Z1x2C3v4B5n6M7',
            gatewayPaymentId: 'pay_A1s2D3f4G5h6J7',
            amount: 3998,
            reason: 'Order cancelled by the admin',
            state: 'pending',
            failures: 0,
            lastError: null,
            createdAt: '2025-03-01T11:00:00.000Z',
            processedAt: null,
          },
        ],
        manualRefund: false,
      },
    },
  });
  renderAdmin(path);
  expect(await screen.findByText('Refund pending')).toBeInTheDocument();
  const payment = region('Payment');
  expect(
    await payment.findByText(
      'The refund goes back through the payment gateway: the payment reads Refunded once the gateway confirms it.',
    ),
  ).toBeInTheDocument();
  expect(payment.getByText('Payment attempts')).toBeInTheDocument();
  expect(payment.getByText('Captured').parentElement).toHaveTextContent(
    'Captured · ₹3,998 · UPI · order_Q1w2E3r4T5y6U7 · pay_A1s2D3f4G5h6J7 · 1 Mar 2025, 2:30 pm',
  );
  expect(payment.getByText('Pending at the gateway').parentElement).toHaveTextContent(
    'Pending at the gateway · ₹3,998 · Order cancelled by the admin · rfnd_Z1x2C3v4B5n6M7 · 1 Mar 2025, 4:30 pm',
  );
  expect(payment.queryByRole('button', { name: 'Mark refund as done' })).not.toBeInTheDocument();
});

it('does not mention a refund when cancelling an order that was not paid', async () => {
  const unpaid = anOrder({ isPaid: false, paidAt: null, paymentStatus: 'pending' });
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: unpaid } });
  renderAdmin(path);
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Status of order #deadbeef' }),
    'Cancelled',
  );
  const dialog = within(screen.getByRole('alertdialog', { name: 'Cancel order #deadbeef?' }));
  expect(
    dialog.getByText('Are you sure you want to cancel this order? Its items go back into stock.'),
  ).toBeInTheDocument();
});

/** A Cash on Delivery order on its way: the cash is still to collect. */
const cod = anOrder({
  paymentMethod: 'Cash on Delivery',
  isPaid: false,
  paidAt: null,
  paymentStatus: 'pending',
  status: 'Shipped',
});
const codPayment = { attempts: [], refunds: [], manualRefund: false };

it("records a Cash on Delivery order's cash: it reads Paid and keeps its status", async () => {
  const api = mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: cod },
    [`GET /api/admin/orders/${order._id}/payment`]: { body: codPayment },
    [`POST /api/admin/orders/${order._id}/cash-received`]: {
      body: { ...cod, isPaid: true, paidAt: '2025-03-03T09:00:00.000Z', paymentStatus: 'paid' },
    },
  });
  renderAdmin(path);
  expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
  const payment = region('Payment');
  expect(payment.getByText('Pay on delivery')).toBeInTheDocument();
  expect(
    payment.getByText(
      'Once the cash is with you, record it: the order is paid and keeps its status. Marking it Delivered does the same.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(payment.getByRole('button', { name: 'Record cash received' }));
  expect(await screen.findByText('Cash received: order #deadbeef is paid')).toBeInTheDocument();
  expect(api.calls(`POST /api/admin/orders/${order._id}/cash-received`)).toHaveLength(1);
  expect(region('Payment').getByText('Paid')).toBeInTheDocument();
  expect(region('Payment').getByText('Paid on').nextElementSibling).toHaveTextContent('3 Mar 2025');
  expect(region('Payment').queryByRole('button', { name: 'Record cash received' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status of order #deadbeef' })).toHaveValue('Shipped');
});

it("shows the server's refusal to record cash (the order was cancelled meanwhile)", async () => {
  mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: { ...cod, status: 'Processing' } },
    [`GET /api/admin/orders/${order._id}/payment`]: { body: codPayment },
    [`POST /api/admin/orders/${order._id}/cash-received`]: {
      status: 409,
      body: { message: 'This order is cancelled, so there is no cash to collect for it.' },
    },
  });
  renderAdmin(path);
  expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
  await userEvent.click(region('Payment').getByRole('button', { name: 'Record cash received' }));
  expect(
    await screen.findByText('This order is cancelled, so there is no cash to collect for it.'),
  ).toBeInTheDocument();
  expect(region('Payment').getByText('Pay on delivery')).toBeInTheDocument();
});

it('offers no cash to record for an order paid online, a delivered one, or a cancelled one', async () => {
  for (const shown of [
    order,
    { ...cod, status: 'Delivered' as const, isPaid: true, paymentStatus: 'paid' as const },
    { ...cod, status: 'Cancelled' as const },
  ]) {
    resetAdminStores();
    mockApi({
      [`GET /api/admin/orders/${order._id}`]: { body: shown },
      [`GET /api/admin/orders/${order._id}/payment`]: { body: codPayment },
    });
    const { unmount } = renderAdmin(path);
    expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record cash received' })).not.toBeInTheDocument();
    unmount();
  }
});

it('shows the order as it is now when it changed after the screen loaded (409), with the reason', async () => {
  const processing = anOrder();
  const cancelledMeanwhile = anOrder({
    status: 'Cancelled',
    paymentStatus: 'refund_pending',
    updatedAt: '2025-03-01T10:00:00.000Z',
    statusHistory: [
      { status: 'Processing', at: '2025-03-01T09:00:00.000Z' },
      { status: 'Cancelled', at: '2025-03-01T10:00:00.000Z', by: 'customer' },
    ],
  });
  const message =
    'This order was changed after you loaded it: it is now Cancelled, payment Refund pending. Your change was not made.';
  const api = mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: processing },
    [`PUT /api/admin/orders/${order._id}`]: { status: 409, body: { message, current: cancelledMeanwhile } },
  });
  renderAdmin(path);
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Status of order #deadbeef' }),
    'Shipped',
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.calls(`PUT /api/admin/orders/${order._id}`)[0]?.headers.get('If-Match')).toBe(
    '"2025-03-01T09:00:00.000Z"',
  );
  const status = region('Status');
  expect(status.getByRole('combobox', { name: 'Status of order #deadbeef' })).toHaveValue('Cancelled');
  expect(region('Payment').getByText('Refund pending')).toBeInTheDocument();
  expect(region('Timeline').getByText('Cancelled by the customer')).toBeInTheDocument();
  expect(status.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
});

it('offers a cancelled order only reopening, and a refunded one no status change, nor Complete', async () => {
  const cancelled = anOrder({ status: 'Cancelled', paymentStatus: 'refund_pending' });
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: cancelled } });
  const { unmount } = renderAdmin(path);
  const select = await screen.findByRole('combobox', { name: 'Status of order #deadbeef' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Cancelled', 'Processing']);
  expect(select).toBeEnabled();
  expect(region('Status').queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  unmount();

  resetAdminStores();
  mockApi({
    [`GET /api/admin/orders/${order._id}`]: {
      body: { ...cancelled, paymentStatus: 'refunded', refundedAt: '2025-03-03T09:00:00.000Z' },
    },
  });
  renderAdmin(path);
  const refunded = await screen.findByRole('combobox', { name: 'Status of order #deadbeef' });
  expect(
    within(refunded)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Cancelled']);
  expect(refunded).toBeDisabled();
  expect(region('Status').queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  expect(region('Status').getByRole('button', { name: 'Delete' })).toBeEnabled();
});

it('deletes after asking and goes back to Order Management', async () => {
  mockApi({
    [`GET /api/admin/orders/${order._id}`]: { body: order },
    [`DELETE /api/admin/orders/${order._id}`]: { body: { message: 'Order deleted' } },
    'GET /api/admin/orders': { body: { orders: [], totalOrders: 0, totalSales: 0 } },
  });
  renderAdmin(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Order #deadbeef was deleted')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/orders$/));
});

it("shows every date in the shop's time zone: an order placed at 00:30 IST is placed on that day", async () => {
  // 19:00 UTC on 1 Mar is 00:30 on 2 Mar in Kolkata.
  const lateNight = anOrder({
    createdAt: '2025-03-01T19:00:00.000Z',
    paidAt: '2025-03-01T19:00:00.000Z',
    statusHistory: [{ status: 'Processing', at: '2025-03-01T19:00:00.000Z' }],
  });
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: lateNight } });
  const { unmount } = renderAdmin(path);
  expect(await screen.findByText('Placed on 2 Mar 2025 by Asha Verma')).toBeInTheDocument();
  expect(region('Payment').getByText('2 Mar 2025')).toBeInTheDocument();
  expect(region('Timeline').getByText('2 Mar 2025, 12:30 am')).toBeInTheDocument();
  unmount();

  // A shop set to another zone (SHOP_TIME_ZONE) shows its own day.
  resetAdminStores();
  useShopTime.setState({ timeZone: 'America/New_York' });
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: lateNight } });
  renderAdmin(path);
  expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
  expect(region('Timeline').getByText('1 Mar 2025, 2:00 pm')).toBeInTheDocument();
});

it("asks the server for the shop's time zone once, and shows dates in it", async () => {
  useShopTime.setState({ status: 'idle' });
  const lateNight = anOrder({ createdAt: '2025-03-01T19:00:00.000Z' });
  const api = mockApi({
    'GET /api/admin/shop': { body: { timeZone: 'Europe/London' } },
    [`GET /api/admin/orders/${order._id}`]: { body: lateNight },
  });
  renderAdmin(path);
  expect(await screen.findByText('Placed on 1 Mar 2025 by Asha Verma')).toBeInTheDocument();
  expect(api.calls('GET /api/admin/shop')).toHaveLength(1);
});

it("shows 'Error loading order' with the server's reason and Retry", async () => {
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { status: 404, body: { message: 'Order not found' } } });
  renderAdmin(path);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading order');
  expect(alert).toHaveTextContent('Order not found');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('links a delivered order to its returns, and only a delivered one', async () => {
  const delivered = { ...order, status: 'Delivered' as const, isDelivered: true };
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: delivered } });
  const { unmount } = renderAdmin(path);
  expect(await screen.findByRole('link', { name: 'Returns of this order' })).toHaveAttribute(
    'href',
    `/admin/returns?order=${order._id}`,
  );
  unmount();
  resetAdminStores();
  mockApi({ [`GET /api/admin/orders/${order._id}`]: { body: order } });
  renderAdmin(path);
  await screen.findByText('Placed on 1 Mar 2025 by Asha Verma');
  expect(screen.queryByRole('link', { name: 'Returns of this order' })).not.toBeInTheDocument();
});

it('names Cash on Delivery and reads "Pay on delivery" until the order is delivered', async () => {
  const cod = anOrder({
    paymentMethod: 'Cash on Delivery',
    isPaid: false,
    paidAt: null,
    paymentStatus: 'pending',
  });
  mockApi({ [`GET /api/admin/orders/${cod._id}`]: { body: cod } });
  renderAdmin(`/admin/orders/${cod._id}`);
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  expect(payment.getByText('Method').nextElementSibling).toHaveTextContent('Cash on Delivery');
  expect(payment.getByText('State').nextElementSibling).toHaveTextContent('Pay on delivery');
});
