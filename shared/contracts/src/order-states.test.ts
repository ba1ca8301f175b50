import {
  awaitingDelivery,
  type OrderState,
  orderTimeline,
  paymentLabel,
  shopperMayCancel,
} from './order-states.ts';

const placed: OrderState = {
  status: 'Processing',
  paymentStatus: 'paid',
  createdAt: '2025-03-01T09:00:00.000Z',
  deliveredAt: null,
  refundedAt: null,
  statusHistory: [{ status: 'Processing', at: '2025-03-01T09:00:00.000Z' }],
};

it('names the payment: Paid, Pending, Refund pending, Refunded', () => {
  expect(paymentLabel(placed)).toBe('Paid');
  expect(paymentLabel({ paymentStatus: 'pending' })).toBe('Pending');
  expect(paymentLabel({ paymentStatus: 'refund_pending' })).toBe('Refund pending');
  expect(paymentLabel({ paymentStatus: 'refunded' })).toBe('Refunded');
});

it('lets the shopper cancel only while Processing, and estimates delivery only while on the way', () => {
  expect(shopperMayCancel(placed)).toBe(true);
  for (const status of ['Shipped', 'Delivered', 'Cancelled'] as const) {
    expect(shopperMayCancel({ status })).toBe(false);
  }
  expect([awaitingDelivery(placed), awaitingDelivery({ status: 'Shipped' })]).toEqual([true, true]);
  expect([awaitingDelivery({ status: 'Delivered' }), awaitingDelivery({ status: 'Cancelled' })]).toEqual([
    false,
    false,
  ]);
});

it('draws the timeline from the history: placed, each change with who made it, then the refund', () => {
  const order: OrderState = {
    ...placed,
    status: 'Cancelled',
    paymentStatus: 'refunded',
    refundedAt: '2025-03-04T10:00:00.000Z',
    statusHistory: [
      { status: 'Processing', at: '2025-03-01T09:00:00.000Z' },
      { status: 'Cancelled', at: '2025-03-01T10:00:00.000Z', by: 'admin' },
      { status: 'Processing', at: '2025-03-02T10:00:00.000Z', by: 'admin' },
      { status: 'Cancelled', at: '2025-03-03T10:00:00.000Z', by: 'customer' },
    ],
  };
  expect(orderTimeline(order)).toEqual([
    { event: 'placed', label: 'Placed', at: '2025-03-01T09:00:00.000Z' },
    { event: 'cancelled', label: 'Cancelled', at: '2025-03-01T10:00:00.000Z', by: 'admin' },
    { event: 'reopened', label: 'Back to Processing', at: '2025-03-02T10:00:00.000Z', by: 'admin' },
    { event: 'cancelled', label: 'Cancelled', at: '2025-03-03T10:00:00.000Z', by: 'customer' },
    { event: 'refunded', label: 'Refunded', at: '2025-03-04T10:00:00.000Z' },
  ]);
});

it('starts from the creation time when an old order has no history', () => {
  expect(orderTimeline({ ...placed, statusHistory: [] })).toEqual([
    { event: 'placed', label: 'Placed', at: '2025-03-01T09:00:00.000Z' },
  ]);
});
