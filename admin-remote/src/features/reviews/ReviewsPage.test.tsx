import type { AdminReview } from '@store/contracts';
import { hold, idEndingIn, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

function aReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: idEndingIn('r1'),
    productId: idEndingIn('p1'),
    productName: 'Linen Shirt',
    userName: 'Nisha Rao',
    rating: 4,
    fit: 'small',
    size: 'M',
    title: 'Lovely fabric',
    body: 'Soft linen, but order a size up.',
    photoUrl: null,
    helpfulCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

const nisha = aReview();
const ravi = aReview({
  _id: idEndingIn('r2'),
  productName: 'Denim Jacket',
  userName: 'Ravi Kumar',
  rating: 1,
  fit: 'true',
  title: 'Call me',
  body: 'Call 98765 43210 for a better deal.',
  hidden: true,
  hiddenReason: 'Shares a phone number',
});

async function reviewsTable() {
  return within(await screen.findByRole('table', { name: 'All reviews' }));
}
const rowOf = (table: ReturnType<typeof within>, author: string) => {
  const row = table.getByText(author).closest('tr');
  if (!row) throw new Error(`no row for ${author}`);
  return within(row);
};

it('lists every review from GET /api/admin/reviews with product, author, rating, fit, text and status', async () => {
  mockApi().once('GET /api/admin/reviews', { body: [nisha, ravi] });
  renderAdmin('/admin/reviews');
  expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  const table = await reviewsTable();
  expect(table.getAllByRole('row')).toHaveLength(3);
  const first = rowOf(table, 'Nisha Rao');
  expect(first.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
    'href',
    `/admin/products/${idEndingIn('p1')}/edit`,
  );
  expect(first.getByText('4/5')).toBeInTheDocument();
  expect(first.getByText('4 out of 5 stars')).toHaveClass('sr-only');
  expect(first.getByText('Runs small')).toBeInTheDocument();
  expect(first.getByText('Size M')).toBeInTheDocument();
  expect(first.getByText('Lovely fabric')).toBeInTheDocument();
  expect(first.getByText('Soft linen, but order a size up.')).toBeInTheDocument();
  expect(first.getByText('Published')).toBeInTheDocument();
  const hidden = rowOf(table, 'Ravi Kumar');
  expect(hidden.getByText('Hidden')).toBeInTheDocument();
  expect(hidden.getByText('Reason: Shares a phone number')).toBeInTheDocument();
  // The API cannot unhide: a hidden review offers no action.
  expect(hidden.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('2 reviews')).toBeInTheDocument();
});

it('the admin nav links to Reviews', async () => {
  mockApi().once('GET /api/admin/reviews', { body: [] });
  renderAdmin('/admin/reviews');
  const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0] as HTMLElement;
  expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
});

it("shows 'Error loading reviews' with the reason and a Retry", async () => {
  const api = mockApi().once(
    'GET /api/admin/reviews',
    { status: 401, body: { message: 'Your session has expired. Please sign in again.' } },
    { body: [nisha] },
  );
  renderAdmin('/admin/reviews');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading reviews');
  expect(alert).toHaveTextContent('Your session has expired. Please sign in again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await reviewsTable();
  expect(api.calls('GET /api/admin/reviews')).toHaveLength(2);
});

describe('hiding', () => {
  const hideButton = { name: 'Hide the review by Nisha Rao of Linen Shirt' };

  it('asks for a reason and sends nothing without one', async () => {
    const api = mockApi().once('GET /api/admin/reviews', { body: [nisha] });
    renderAdmin('/admin/reviews');
    await userEvent.click(rowOf(await reviewsTable(), 'Nisha Rao').getByRole('button', hideButton));
    const dialog = within(screen.getByRole('dialog', { name: 'Hide the review by Nisha Rao?' }));
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();
    expect(api.calls(`PUT /api/admin/reviews/${nisha._id}/hide`)).toHaveLength(0);
  });

  it('sends PUT /api/admin/reviews/{id}/hide with the reason once, then shows it hidden with the reason', async () => {
    const answer = hold();
    const api = mockApi()
      .once('GET /api/admin/reviews', { body: [nisha] })
      .once(`PUT /api/admin/reviews/${nisha._id}/hide`, answer);
    renderAdmin('/admin/reviews');
    await userEvent.click(rowOf(await reviewsTable(), 'Nisha Rao').getByRole('button', hideButton));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Reason'), '  Not about the product  ');
    const confirm = dialog.getByRole('button', { name: 'Hide review' });
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    answer.release({ body: { ...nisha, hidden: true, hiddenReason: 'Not about the product' } });
    expect(await screen.findByText('The review by Nisha Rao was hidden')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowOf(await reviewsTable(), 'Nisha Rao');
    expect(row.getByText('Hidden')).toBeInTheDocument();
    expect(row.getByText('Reason: Not about the product')).toBeInTheDocument();
    expect(row.queryByRole('button', hideButton)).not.toBeInTheDocument();
    const calls = api.calls(`PUT /api/admin/reviews/${nisha._id}/hide`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ reason: 'Not about the product' });
  });

  it("shows the server's refusal and leaves the review published", async () => {
    mockApi()
      .once('GET /api/admin/reviews', { body: [nisha] })
      .once(`PUT /api/admin/reviews/${nisha._id}/hide`, {
        status: 404,
        body: { message: 'Review not found' },
      });
    renderAdmin('/admin/reviews');
    await userEvent.click(rowOf(await reviewsTable(), 'Nisha Rao').getByRole('button', hideButton));
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review not found')).toBeInTheDocument();
    expect(rowOf(await reviewsTable(), 'Nisha Rao').getByText('Published')).toBeInTheDocument();
  });

  it('closes with Escape and sends nothing', async () => {
    const api = mockApi().once('GET /api/admin/reviews', { body: [nisha] });
    renderAdmin('/admin/reviews');
    await userEvent.click(rowOf(await reviewsTable(), 'Nisha Rao').getByRole('button', hideButton));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(`PUT /api/admin/reviews/${nisha._id}/hide`)).toHaveLength(0);
  });
});
