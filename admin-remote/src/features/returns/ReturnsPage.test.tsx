import type { AdminReturnRequest } from '@store/contracts';
import { idEndingIn, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

function aReturn(overrides: Partial<AdminReturnRequest> = {}): AdminReturnRequest {
  return {
    _id: idEndingIn('a1'),
    orderId: idEndingIn('deadbeef'),
    line: 0,
    productId: idEndingIn('p1'),
    name: 'Linen Shirt',
    image: '',
    size: 'S',
    color: 'navy',
    quantity: 2,
    reason: 'too_small',
    note: 'Tight at the shoulders',
    resolution: 'refund',
    exchange: null,
    status: 'requested',
    rejectReason: null,
    refundAmount: null,
    history: [{ status: 'requested', at: '2026-11-20T10:00:00.000Z' }],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    customer: { _id: idEndingIn('c1'), name: 'Nisha Rao', email: 'nisha@example.com' },
    refundDue: 1600,
    gatewayRefund: null,
    ...overrides,
  };
}

const exchange = aReturn({
  _id: idEndingIn('a2'),
  reason: 'too_large',
  note: null,
  resolution: 'exchange',
  exchange: { size: 'M', color: 'navy' },
  status: 'received',
  customer: { _id: idEndingIn('c2'), name: 'Ravi Kumar', email: 'ravi@example.com' },
});

const rowOf = async (name: string) => {
  const table = within(await screen.findByRole('table', { name: 'Return requests' }));
  const row = table.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

it('lists the queue with customer, item, reason, note, what they want and status', async () => {
  mockApi().once('GET /api/admin/returns', { body: { returns: [aReturn(), exchange], total: 2 } });
  renderAdmin('/admin/returns');
  expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
  const first = await rowOf('Nisha Rao');
  expect(first.getByRole('link', { name: 'Order #deadbeef' })).toHaveAttribute(
    'href',
    `/admin/orders/${idEndingIn('deadbeef')}`,
  );
  expect(first.getByText('2 × Linen Shirt')).toBeInTheDocument();
  expect(first.getByText('Too small')).toBeInTheDocument();
  expect(first.getByText('Note: Tight at the shoulders')).toBeInTheDocument();
  expect(first.getByText('Refund ₹1,600')).toBeInTheDocument();
  expect(first.getByText('Requested')).toBeInTheDocument();
  expect(
    first.getByRole('button', { name: 'Approve the return: Linen Shirt (S / navy)' }),
  ).toBeInTheDocument();
  expect(
    first.getByRole('button', { name: 'Reject the return: Linen Shirt (S / navy)' }),
  ).toBeInTheDocument();
  const second = await rowOf('Ravi Kumar');
  expect(second.getByText('Exchange for M / Navy')).toBeInTheDocument();
  expect(second.getByText('Received')).toBeInTheDocument();
  expect(second.getByRole('button', { name: 'Send the exchange: Linen Shirt (S / navy)' })).toHaveTextContent(
    'Send exchange',
  );
  expect(screen.getByText('2 returns')).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0] as HTMLElement;
  expect(within(nav).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/admin/returns');
});

it('approves, marks received and refunds with the server’s answers', async () => {
  const api = mockApi().once('GET /api/admin/returns', { body: { returns: [aReturn()], total: 1 } });
  api.once(`POST /api/admin/returns/${idEndingIn('a1')}/approve`, { body: aReturn({ status: 'approved' }) });
  api.once(`POST /api/admin/returns/${idEndingIn('a1')}/receive`, { body: aReturn({ status: 'received' }) });
  api.once(`POST /api/admin/returns/${idEndingIn('a1')}/refund`, {
    body: aReturn({ status: 'refunded', refundAmount: 1600, gatewayRefund: 'requested' }),
  });
  renderAdmin('/admin/returns');
  await userEvent.click((await rowOf('Nisha Rao')).getByRole('button', { name: /^Approve the return/ }));
  expect(await screen.findByText('The return of Linen Shirt was approved')).toBeInTheDocument();
  await userEvent.click((await rowOf('Nisha Rao')).getByRole('button', { name: /^Mark received/ }));
  expect(await screen.findByText('The return of Linen Shirt was marked received')).toBeInTheDocument();
  const refund = (await rowOf('Nisha Rao')).getByRole('button', { name: /^Refund:/ });
  expect(refund).toHaveTextContent('Refund ₹1,600');
  await userEvent.click(refund);
  expect(await screen.findByText('The return of Linen Shirt was refunded')).toBeInTheDocument();
  const row = await rowOf('Nisha Rao');
  expect(row.getByText('Refunded ₹1,600')).toBeInTheDocument();
  expect(row.getByText('Sent to the payment gateway')).toBeInTheDocument();
  expect(row.queryByRole('button')).not.toBeInTheDocument();
});

it('rejects with a required reason, and shows a refusal as the server words it', async () => {
  const api = mockApi().once('GET /api/admin/returns', { body: { returns: [aReturn()], total: 1 } });
  api.once(`POST /api/admin/returns/${idEndingIn('a1')}/reject`, {
    body: aReturn({ status: 'rejected', rejectReason: 'Worn' }),
  });
  renderAdmin('/admin/returns');
  await userEvent.click((await rowOf('Nisha Rao')).getByRole('button', { name: /^Reject the return/ }));
  const dialog = within(screen.getByRole('dialog', { name: 'Reject the return of Linen Shirt?' }));
  expect(dialog.getByText('Nisha Rao is e-mailed the reason and sees it on the order.')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Reject return' }));
  expect(dialog.getByText('Reason is required')).toBeInTheDocument();
  await userEvent.type(dialog.getByLabelText('Reason'), 'Worn');
  await userEvent.click(dialog.getByRole('button', { name: 'Reject return' }));
  expect(await screen.findByText('The return of Linen Shirt was rejected')).toBeInTheDocument();
  expect(api.requests.at(-1)?.body).toEqual({ reason: 'Worn' });
  expect((await rowOf('Nisha Rao')).getByText('Reason: Worn')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('filters by status and by order from the address', async () => {
  const api = mockApi().on('GET /api/admin/returns', { body: { returns: [], total: 0 } });
  renderAdmin(`/admin/returns?order=${idEndingIn('deadbeef')}`);
  expect(await screen.findByText('No returns yet.')).toBeInTheDocument();
  expect(screen.getByText(/Order #deadbeef only\./)).toBeInTheDocument();
  expect(api.requests[0]?.url.searchParams.get('orderId')).toBe(idEndingIn('deadbeef'));
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Received');
  await screen.findByText('No returns yet.');
  expect(api.requests.at(-1)?.url.searchParams.get('status')).toBe('received');
});
