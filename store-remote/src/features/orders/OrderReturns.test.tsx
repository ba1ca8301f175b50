import type { OrderReturns, ReturnRequest } from '@store/contracts';
import { anOrder, idEndingIn, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { OrderDetailsPage } from './OrderDetailsPage.tsx';

const delivered = anOrder({
  status: 'Delivered',
  isDelivered: true,
  deliveredAt: '2025-03-05T10:00:00.000Z',
});

function aRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    _id: idEndingIn('a1'),
    orderId: delivered._id,
    line: 0,
    productId: delivered.orderItems[0]?.productId ?? '',
    name: 'Linen Camp Shirt',
    image: '',
    size: 'M',
    color: 'navy',
    quantity: 1,
    reason: 'too_small',
    note: null,
    resolution: 'refund',
    exchange: null,
    status: 'refunded',
    rejectReason: null,
    refundAmount: 1999,
    history: [
      { status: 'requested', at: '2025-03-06T10:00:00.000Z' },
      { status: 'approved', at: '2025-03-07T10:00:00.000Z' },
      { status: 'received', at: '2025-03-09T10:00:00.000Z' },
      { status: 'refunded', at: '2025-03-10T10:00:00.000Z' },
    ],
    createdAt: '2025-03-06T10:00:00.000Z',
    updatedAt: '2025-03-10T10:00:00.000Z',
    ...overrides,
  };
}

function returnsOf(overrides: Partial<OrderReturns> = {}): OrderReturns {
  return {
    windowClosesAt: '2025-04-04T10:00:00.000Z',
    open: true,
    lines: [{ line: 0, returnable: 2, exchanges: [{ size: 'L', color: 'navy', stock: 3 }] }],
    requests: [],
    ...overrides,
  };
}

beforeEach(() => {
  resetStores();
  signIn();
});

const renderOrder = () =>
  renderScreen(<OrderDetailsPage />, { route: `/order/${delivered._id}`, path: '/order/:id' });

const returnsRegion = async () =>
  within(await screen.findByRole('region', { name: 'Returns and exchanges' }));

it('follows each request: its reason, what was asked, its steps, and a rejection with its reason', async () => {
  mockApi({
    'GET /api/orders/:id': { body: delivered },
    [`GET /api/orders/${delivered._id}/returns`]: {
      body: returnsOf({
        open: false,
        lines: [{ line: 0, returnable: 0, exchanges: [] }],
        requests: [
          aRequest(),
          aRequest({
            _id: idEndingIn('a2'),
            reason: 'colour_not_as_shown',
            resolution: 'exchange',
            exchange: { size: 'L', color: 'navy' },
            status: 'rejected',
            rejectReason: 'The tags were removed',
            refundAmount: null,
            history: [
              { status: 'requested', at: '2025-03-06T10:00:00.000Z' },
              { status: 'rejected', at: '2025-03-07T10:00:00.000Z' },
            ],
          }),
        ],
      }),
    },
  });
  renderOrder();
  const region = await returnsRegion();
  expect(await region.findByText('The 30-day return window closed on 4 Apr 2025.')).toBeInTheDocument();
  const requests = within(region.getByRole('list', { name: 'Your return requests' }));
  const [refunded, rejected] = requests
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'UL');
  const first = within(refunded as HTMLElement);
  expect(first.getByText('1 × Linen Camp Shirt')).toBeInTheDocument();
  expect(first.getByText('Reason: Too small')).toBeInTheDocument();
  expect(first.getByText('Refund')).toBeInTheDocument();
  expect(first.getByText('Refunded ₹1,999')).toBeInTheDocument();
  expect(first.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
  expect(
    within(first.getByRole('list', { name: 'Steps' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['Requested 6 Mar 2025', 'Approved 7 Mar 2025', 'Received 9 Mar 2025', 'Refunded 10 Mar 2025']);
  const second = within(rejected as HTMLElement);
  expect(second.getByText('Reason: Colour not as shown')).toBeInTheDocument();
  expect(second.getByText('Exchange for size L in Navy')).toBeInTheDocument();
  expect(second.getByText('Not accepted: The tags were removed')).toBeInTheDocument();
  expect(second.getByText('Rejected', { selector: 'span' })).toBeInTheDocument();
  expect(region.queryByRole('button', { name: /Return or exchange/ })).not.toBeInTheDocument();
});

it('asks for a reason, then sends an exchange for another size with the note', async () => {
  const api = mockApi({ 'GET /api/orders/:id': { body: delivered } });
  api.once(
    `GET /api/orders/${delivered._id}/returns`,
    { body: returnsOf() },
    {
      body: returnsOf({
        lines: [{ line: 0, returnable: 1, exchanges: [] }],
        requests: [
          aRequest({
            status: 'requested',
            resolution: 'exchange',
            exchange: { size: 'L', color: 'navy' },
            refundAmount: null,
            history: [{ status: 'requested', at: '2025-03-06T10:00:00.000Z' }],
          }),
        ],
      }),
    },
  );
  api.once(`POST /api/orders/${delivered._id}/returns`, {
    status: 201,
    body: aRequest({ status: 'requested' }),
  });
  renderOrder();
  const region = await returnsRegion();
  expect(await region.findByText('You can return or exchange items until 4 Apr 2025.')).toBeInTheDocument();
  await userEvent.click(
    region.getByRole('button', { name: 'Return or exchange: Linen Camp Shirt, size M, navy' }),
  );
  const form = within(region.getByRole('form', { name: 'Return Linen Camp Shirt' }));
  await userEvent.click(form.getByRole('button', { name: 'Request return' }));
  expect(form.getByRole('alert')).toHaveTextContent('Choose a reason for the return');

  await userEvent.selectOptions(form.getByLabelText('Quantity'), '1');
  await userEvent.selectOptions(form.getByLabelText('Reason'), 'Too small');
  await userEvent.click(form.getByRole('radio', { name: 'Another size or colour' }));
  await userEvent.click(form.getByRole('button', { name: 'Request return' }));
  expect(form.getByRole('alert')).toHaveTextContent('Choose the size and colour you want instead');
  await userEvent.selectOptions(form.getByLabelText('Size and colour'), 'L / Navy');
  await userEvent.type(form.getByLabelText('Note (optional)'), 'Snug at the shoulders');
  await userEvent.click(form.getByRole('button', { name: 'Request return' }));

  expect(await screen.findByText('Return requested. We have e-mailed you the details.')).toBeInTheDocument();
  const sent = api.requests.find((request) => request.method === 'POST');
  expect(sent?.body).toEqual({
    line: 0,
    quantity: 1,
    reason: 'too_small',
    resolution: 'exchange',
    note: 'Snug at the shoulders',
    exchange: { size: 'L', color: 'navy' },
  });
  expect(await region.findByText('Exchange for size L in Navy')).toBeInTheDocument();
  expect(region.getByText('Requested', { selector: 'span' })).toBeInTheDocument();
});

it("shows the server's refusal in the form", async () => {
  const api = mockApi({
    'GET /api/orders/:id': { body: delivered },
    [`GET /api/orders/${delivered._id}/returns`]: {
      body: returnsOf({ lines: [{ line: 0, returnable: 2, exchanges: [] }] }),
    },
  });
  api.once(`POST /api/orders/${delivered._id}/returns`, {
    status: 409,
    body: { message: 'You can return at most 1 unit of this item.' },
  });
  renderOrder();
  const region = await returnsRegion();
  await userEvent.click(await region.findByRole('button', { name: /^Return or exchange/ }));
  const form = within(region.getByRole('form', { name: 'Return Linen Camp Shirt' }));
  expect(form.getByText('No other size or colour of it is in stock for an exchange.')).toBeInTheDocument();
  expect(form.getByRole('radio', { name: 'Another size or colour' })).toBeDisabled();
  await userEvent.selectOptions(form.getByLabelText('Quantity'), '2');
  await userEvent.selectOptions(form.getByLabelText('Reason'), 'Changed my mind');
  await userEvent.click(form.getByRole('button', { name: 'Request return' }));
  expect(await form.findByRole('alert')).toHaveTextContent('You can return at most 1 unit of this item.');
});

it('shows no returns before the order is delivered', async () => {
  mockApi({ 'GET /api/orders/:id': { body: anOrder() } });
  renderOrder();
  await screen.findByRole('heading', { name: 'Order ID: #deadbeef' });
  expect(screen.queryByRole('region', { name: 'Returns and exchanges' })).not.toBeInTheDocument();
});
