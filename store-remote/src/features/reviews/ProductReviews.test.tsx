import type { Review, ReviewPage } from '@store/contracts';
import { mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { ProductReviews } from './ProductReviews.tsx';

const PRODUCT = 'a'.repeat(24);

const aReview = (overrides: Partial<Review> = {}): Review => ({
  _id: 'b'.repeat(24),
  productId: PRODUCT,
  userName: 'Meera Iyer',
  rating: 4,
  fit: 'small',
  size: 'M',
  title: 'Lovely linen',
  body: 'Soft and airy, a little tight on the shoulders.',
  photoUrl: null,
  helpfulCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const NONE: ReviewPage = {
  summary: {
    average: 0,
    count: 0,
    distribution: [0, 0, 0, 0, 0],
    fit: { small: 0, true: 0, large: 0 },
    fitSummary: null,
  },
  reviews: [],
  page: 1,
  pages: 1,
};

const SOME: ReviewPage = {
  summary: {
    average: 4.3,
    count: 6,
    distribution: [0, 0, 1, 2, 3],
    fit: { small: 4, true: 2, large: 0 },
    fitSummary: 'Most buyers say it runs small: consider one size up',
  },
  reviews: [
    aReview(),
    aReview({ _id: 'c'.repeat(24), userName: 'Kabir Singh', title: 'Great colour', rating: 5 }),
  ],
  page: 1,
  pages: 2,
};

beforeEach(resetStores);

const renderReviews = () =>
  renderScreen(<ProductReviews productId={PRODUCT} productName="Linen Shirt" />, {
    route: `/product/${PRODUCT}`,
    path: '/product/:id',
  });

it('says "No reviews yet" and shows no stars and no list for a product without reviews', async () => {
  mockApi({ 'GET /api/products/:id/reviews': { body: NONE } });
  renderReviews();
  expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByText(/^Rated /)).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Sort reviews' })).toBeNull();
});

it('shows the average, the distribution, the fit summary and the reviews, and pages and sorts them', async () => {
  const api = mockApi({ 'GET /api/products/:id/reviews': { body: SOME } });
  renderReviews();
  expect(await screen.findByText('4.3 out of 5')).toBeInTheDocument();
  expect(screen.getByText('(6 reviews)')).toBeInTheDocument();
  const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
  expect(bars.map((bar) => bar.textContent)).toEqual([
    '5 stars3',
    '4 stars2',
    '3 stars1',
    '2 stars0',
    '1 star0',
  ]);
  expect(screen.getByText('Most buyers say it runs small: consider one size up')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Lovely linen' })).toBeInTheDocument();
  expect(screen.getByText(/Meera Iyer · Size M · Runs small/)).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
  const asked = api.calls('GET /api/products/:id/reviews').map((call) => call.url.search);
  expect(asked).toEqual(['?sort=newest&page=1', '?sort=newest&page=2', '?sort=helpful&page=1']);
});

it('lets a shopper whose order was delivered write a review, with the size from the order', async () => {
  signIn();
  const api = mockApi({
    'GET /api/products/:id/reviews': { body: NONE },
    'GET /api/products/:id/reviews/mine': { body: { review: null, size: 'L', canReview: true } },
    'POST /api/products/:id/reviews': { status: 201, body: aReview({ size: 'L' }) },
  });
  renderReviews();
  await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
  expect(screen.getByText('Size bought: L')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Runs small' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely linen');
  await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Soft and airy, a little tight.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
  expect(api.calls('POST /api/products/:id/reviews')[0]?.body).toEqual({
    rating: 4,
    fit: 'small',
    title: 'Lovely linen',
    body: 'Soft and airy, a little tight.',
    photoUrl: null,
  });
});

describe('review photos', () => {
  const PHOTO = '/uploads/reviews/dddddddddddddddddddddddd.webp';

  it('shows a review’s photo lazily, sized, with the product and reviewer in its text', async () => {
    mockApi({
      'GET /api/products/:id/reviews': { body: { ...SOME, reviews: [aReview({ photoUrl: PHOTO })] } },
    });
    renderReviews();
    const photo = await screen.findByRole('img', { name: 'Linen Shirt, as shared by Meera Iyer' });
    expect(photo).toHaveAttribute('src', PHOTO);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '160');
  });

  it('uploads a photo with a new review, previews it and sends it with the review', async () => {
    signIn();
    const api = mockApi({
      'POST /api/reviews/photos': { status: 201, body: { photoUrl: PHOTO } },
      'GET /api/products/:id/reviews': { body: NONE },
      'GET /api/products/:id/reviews/mine': { body: { review: null, size: 'L', canReview: true } },
      'POST /api/products/:id/reviews': { status: 201, body: aReview({ size: 'L', photoUrl: PHOTO }) },
    });
    renderReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('radio', { name: 'True to size' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely linen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Soft and airy, a little tight.');
    const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add a photo (optional)'), file);
    expect(api.calls('POST /api/reviews/photos')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Preview for your review' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByLabelText('Replace the photo (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(api.calls('POST /api/products/:id/reviews')[0]?.body).toMatchObject({ photoUrl: PHOTO });
  });

  it('removes the photo of an existing review when the author saves without it', async () => {
    signIn();
    const mine = aReview({ photoUrl: PHOTO });
    const api = mockApi({
      'GET /api/products/:id/reviews': { body: NONE },
      'GET /api/products/:id/reviews/mine': { body: { review: mine, size: 'M', canReview: false } },
      'PUT /api/reviews/:id': { body: { ...mine, photoUrl: null } },
    });
    renderReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));
    expect(screen.getByRole('img', { name: 'Preview for your review' })).toHaveAttribute('src', PHOTO);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Preview for your review' })).toBeNull();
    expect(screen.getByLabelText('Add a photo (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(api.calls('PUT /api/reviews/:id')[0]?.body).toMatchObject({ photoUrl: null });
  });

  it('says so when the photo is refused', async () => {
    signIn();
    mockApi({
      'POST /api/reviews/photos': {
        status: 415,
        body: { message: 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.' },
      },
      'GET /api/products/:id/reviews': { body: NONE },
      'GET /api/products/:id/reviews/mine': { body: { review: null, size: 'L', canReview: true } },
    });
    renderReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.upload(
      screen.getByLabelText('Add a photo (optional)'),
      new File(['x'], 'x.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(screen.queryByRole('img', { name: 'Preview for your review' })).toBeNull();
  });
});

it('offers no form to a shopper who has not received the product', async () => {
  signIn();
  mockApi({
    'GET /api/products/:id/reviews': { body: NONE },
    'GET /api/products/:id/reviews/mine': { body: { review: null, size: null, canReview: false } },
  });
  renderReviews();
  expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
});

describe('helpful votes', () => {
  const voted = aReview({ helpfulCount: 2 });
  const own = aReview({
    _id: 'c'.repeat(24),
    userName: 'Kabir Singh',
    title: 'Great colour',
    helpfulCount: 1,
  });
  const PAGE: ReviewPage = { ...SOME, reviews: [voted, own], pages: 1 };

  it('lets a signed-in shopper mark someone else’s review helpful once, not their own', async () => {
    signIn();
    const api = mockApi({
      'GET /api/products/:id/reviews': { body: PAGE },
      'GET /api/products/:id/reviews/mine': { body: { review: own, size: 'M', canReview: false } },
      'POST /api/reviews/:id/helpful': { body: { helpfulCount: 3 } },
    });
    renderReviews();
    const first = await screen.findByRole('button', { name: 'Helpful (2)' });
    expect(await screen.findByText('1 person found this helpful')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Helpful/ })).toHaveLength(1);
    await userEvent.click(first);
    const done = await screen.findByRole('button', { name: 'You found this helpful (3)' });
    expect(done).toBeDisabled();
    await userEvent.click(done);
    expect(api.calls('POST /api/reviews/:id/helpful')).toHaveLength(1);
    expect(api.calls('POST /api/reviews/:id/helpful')[0]?.path).toBe(`/api/reviews/${voted._id}/helpful`);
  });

  it('shows a vote counted before as marked, and a refusal as the server says it', async () => {
    signIn();
    mockApi({
      'GET /api/products/:id/reviews': { body: { ...PAGE, reviews: [voted] } },
      'GET /api/products/:id/reviews/mine': { body: { review: null, size: null, canReview: false } },
    }).once(
      'POST /api/reviews/:id/helpful',
      { status: 404, body: { message: 'Review not found' } },
      { status: 409, body: { message: 'You have already marked this review as helpful.' } },
    );
    renderReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review not found');
    await userEvent.click(screen.getByRole('button', { name: 'Helpful (2)' }));
    expect(await screen.findByRole('button', { name: 'You found this helpful (2)' })).toBeDisabled();
  });

  it('shows guests the count only', async () => {
    mockApi({ 'GET /api/products/:id/reviews': { body: PAGE } });
    renderReviews();
    expect(await screen.findByText('2 people found this helpful')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Helpful/ })).toBeNull();
  });
});
