import { A_REVIEW, addReviews, deliverOrder } from './support/reviews.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/** Helpful votes on reviews (docs/product.md §3, Reviews; docs/api.md, Reviews). */

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const vote = (user: TestUser | null, reviewId: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/helpful`,
    ...(user && { headers: user.auth }),
  });

async function helpfulFirst(productId: string) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/reviews?sort=helpful`,
  });
  return (response.json().reviews as Array<{ _id: string; helpfulCount: number }>).map((review) => [
    review._id,
    review.helpfulCount,
  ]);
}

it('counts a signed-in shopper once, refuses the author and guests, and sorts Most helpful by it', async () => {
  const [product] = await createProducts(api, 1, { countInStock: 20 });
  const id = product?.id ?? '';
  const author = await createUser(api);
  const admin = await createUser(api, { role: 'admin' });
  await deliverOrder(api, admin, (await placeOrder(api, author, product as NonNullable<typeof product>))._id);
  const own = (
    await api.app.inject({
      method: 'POST',
      url: `/api/products/${id}/reviews`,
      headers: author.auth,
      payload: A_REVIEW,
    })
  ).json()._id as string;
  const [older] = await addReviews(api, id, [3]);
  const shopper = await createUser(api);

  const first = await vote(shopper, older ?? '');
  expect([first.statusCode, first.json()]).toEqual([200, { helpfulCount: 1 }]);
  const again = await vote(shopper, older ?? '');
  expect([again.statusCode, again.json().message]).toEqual([
    409,
    'You have already marked this review as helpful.',
  ]);
  const mine = await vote(author, own);
  expect([mine.statusCode, mine.json().message]).toEqual([
    403,
    'You cannot mark your own review as helpful.',
  ]);
  const guest = await vote(null, own);
  expect(guest.statusCode).toBe(401);
  const unknown = await vote(shopper, '0'.repeat(24));
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Review not found']);

  // The newest review is the author's, yet the one voted helpful comes first under Most helpful.
  expect(await helpfulFirst(id)).toEqual([
    [older, 1],
    [own, 0],
  ]);
});

it('refuses a vote on a hidden review as not found', async () => {
  const [product] = await createProducts(api, 1);
  const [hidden] = await addReviews(api, product?.id ?? '', [2], { hidden: true });
  const response = await vote(await createUser(api), hidden ?? '');
  expect([response.statusCode, response.json().message]).toEqual([404, 'Review not found']);
});

it('counts two racing votes of one shopper once', async () => {
  const [product] = await createProducts(api, 1);
  const id = product?.id ?? '';
  const [review] = await addReviews(api, id, [5]);
  const shopper = await createUser(api);
  const answers = await Promise.all([vote(shopper, review ?? ''), vote(shopper, review ?? '')]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(await helpfulFirst(id)).toEqual([[review, 1]]);
});
