import { hold, mockApi, networkFailure } from '@store/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshFirstOrderOffer, useFirstOrderOffer } from '../../features/promotion/index.ts';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { PROMO_DISMISSED_KEY, PromoBar } from './PromoBar.tsx';

const ELIGIBILITY = 'GET /api/checkout/first-order-discount';

beforeEach(() => {
  resetStores();
  useFirstOrderOffer.setState({ userId: null, eligible: null });
});

const promotion = () => screen.queryByRole('complementary', { name: 'Promotion' });

it('offers a guest 20% off the first order with a link to login, without asking the server', () => {
  const api = mockApi();
  renderScreen(<PromoBar />);
  expect(promotion()).toHaveTextContent('Get 20% off your first order.');
  expect(screen.getByRole('link', { name: /Log in/ })).toHaveAttribute('href', '/login');
  expect(api.requests).toHaveLength(0);
});

it('stays dismissed once dismissed, from the first frame of the next visit', async () => {
  const first = renderScreen(<PromoBar />);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }));
  expect(promotion()).not.toBeInTheDocument();
  expect(localStorage.getItem(PROMO_DISMISSED_KEY)).toBe('1');
  first.unmount();

  renderScreen(<PromoBar />);
  expect(promotion()).not.toBeInTheDocument();
});

it('promises a signed-in shopper the discount only once the server says they can still get it', async () => {
  const answer = hold({ body: { eligible: true, percent: 20 } });
  mockApi({ [ELIGIBILITY]: answer });
  signIn();
  renderScreen(<PromoBar />);
  // Not promised while the server has not answered.
  expect(promotion()).not.toBeInTheDocument();
  answer.release();
  expect(await screen.findByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/collections/all');
  expect(promotion()).toHaveTextContent('Get 20% off your first order. Shop now');
});

it('shows nothing to a customer who already has an order that is not cancelled', async () => {
  const api = mockApi({ [ELIGIBILITY]: { body: { eligible: false, percent: 20 } } });
  signIn();
  renderScreen(<PromoBar />);
  await waitFor(() => expect(api.calls(ELIGIBILITY)).toHaveLength(1));
  await waitFor(() => expect(useFirstOrderOffer.getState().eligible).toBe(false));
  expect(promotion()).not.toBeInTheDocument();
});

it('follows the server after an order is placed or cancelled', async () => {
  const api = mockApi();
  api.once(
    ELIGIBILITY,
    { body: { eligible: true, percent: 20 } },
    { body: { eligible: false, percent: 20 } },
    { body: { eligible: true, percent: 20 } },
  );
  signIn();
  renderScreen(<PromoBar />);
  expect(await screen.findByRole('link', { name: 'Shop now' })).toBeInTheDocument();

  // An order was placed: the offer is gone.
  await act(() => refreshFirstOrderOffer());
  expect(promotion()).not.toBeInTheDocument();

  // That order was cancelled: the offer is back.
  await act(() => refreshFirstOrderOffer());
  expect(screen.getByRole('link', { name: 'Shop now' })).toBeInTheDocument();
});

it('makes no promise when the server cannot be asked', async () => {
  const api = mockApi({ [ELIGIBILITY]: networkFailure() });
  signIn();
  renderScreen(<PromoBar />);
  await waitFor(() => expect(api.calls(ELIGIBILITY).length).toBeGreaterThan(0));
  await act(() => refreshFirstOrderOffer());
  expect(promotion()).not.toBeInTheDocument();
});
