import { idEndingIn, mockApi } from '@store/test-support';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { UsualSize } from './UsualSize.tsx';

const productId = idEndingIn('p1');

beforeEach(() => resetStores());

it('tells a signed-in shopper the size they usually keep in the category', async () => {
  signIn();
  mockApi({ [`GET /api/products/${productId}/usual-size`]: { body: { size: 'M', category: 'Top Wear' } } });
  renderScreen(<UsualSize productId={productId} />);
  expect(await screen.findByText('You usually keep M in Top Wear')).toBeInTheDocument();
});

it('says nothing when they kept nothing of the category', async () => {
  signIn();
  const api = mockApi({
    [`GET /api/products/${productId}/usual-size`]: { body: { size: null, category: 'Top Wear' } },
  });
  renderScreen(<UsualSize productId={productId} />);
  await waitFor(() =>
    expect(api.requests.map((request) => request.path)).toEqual([`/api/products/${productId}/usual-size`]),
  );
  expect(screen.queryByText(/You usually keep/)).not.toBeInTheDocument();
});

it('asks nothing for a guest', () => {
  const api = mockApi();
  renderScreen(<UsualSize productId={productId} />);
  expect(api.requests).toEqual([]);
  expect(screen.queryByText(/You usually keep/)).not.toBeInTheDocument();
});
