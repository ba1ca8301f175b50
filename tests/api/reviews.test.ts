import { and, eq } from 'drizzle-orm';
import { reviews, users } from '../../server/src/db/schema.ts';
import { A_REVIEW, addReviews, deliverOrder } from './support/reviews.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/** A product's rating and number of reviews come only from its published reviews (docs/product.md §3). */

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

async function figures(productId: string) {
  const response = await api.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  expect(response.statusCode).toBe(200);
  const { rating, numReviews } = response.json() as { rating: number; numReviews: number };
  return { rating, numReviews };
}

describe('a product’s rating and number of reviews', () => {
  it('are 0 and 0 without reviews, whatever the catalogue generator drew', async () => {
    const [product] = await createProducts(api, 1);
    expect(await figures(product?.id ?? '')).toEqual({ rating: 0, numReviews: 0 });
  });

  it('are the mean and count of the published reviews; hidden ones do not count', async () => {
    const [product] = await createProducts(api, 1);
    const id = product?.id ?? '';
    const [first] = await addReviews(api, id, [5, 4, 4]);
    await addReviews(api, id, [1, 1], { hidden: true });
    expect(await figures(id)).toEqual({ rating: 4.3, numReviews: 3 });

    await api.ctx.db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: 'Not about the product' })
      .where(eq(reviews.id, first ?? ''));
    await api.ctx.productsChanged([id]);
    expect(await figures(id)).toEqual({ rating: 4, numReviews: 2 });
    // The listing (from the catalogue index) says the same.
    const listing = (
      await api.app.inject({ method: 'GET', url: '/api/products?limit=100' })
    ).json() as Array<{
      _id: string;
      numReviews: number;
    }>;
    const listed = listing.find((entry) => entry._id === id);
    expect(listed).toMatchObject({ _id: id, numReviews: 2 });
  });

  it('follow a reviewer’s account being deleted (their reviews go with it)', async () => {
    const [product] = await createProducts(api, 1);
    const id = product?.id ?? '';
    const [kept] = await addReviews(api, id, [2, 5]);
    const [gone] = await api.ctx.db
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, kept ?? ''));
    await api.ctx.db.delete(users).where(eq(users.id, gone?.userId ?? ''));
    await api.ctx.productsChanged([id]);
    expect(await figures(id)).toEqual({ rating: 5, numReviews: 1 });
  });

  it('are never taken from an admin’s product write', async () => {
    const [product] = await createProducts(api, 1);
    const id = product?.id ?? '';
    const admin = await createUser(api, { role: 'admin' });
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.auth,
      payload: { rating: 5, numReviews: 900 },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(await figures(id)).toEqual({ rating: 0, numReviews: 0 });
  });

  it('are refused by the database outside 1 to 5 stars', async () => {
    const [product] = await createProducts(api, 1);
    await expect(addReviews(api, product?.id ?? '', [6])).rejects.toThrow();
    expect(
      await api.ctx.db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, product?.id ?? '')),
    ).toEqual([]);
  });
});

const post = (user: TestUser, productId: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, headers: user.auth, payload });

describe('writing a review (a verified buyer of a delivered line, once per product)', () => {
  it('is refused before delivery, accepted after it with the size from the order, and only once', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    const id = product?.id ?? '';
    const buyer = await createUser(api, { name: 'Nisha Rao' });
    const admin = await createUser(api, { role: 'admin' });

    const never = await post(buyer, id, A_REVIEW);
    expect(never.statusCode).toBe(403);
    expect(never.json().message).toBe('You can review a product once it has been delivered to you.');

    const order = await placeOrder(api, buyer, product as NonNullable<typeof product>);
    const undelivered = await post(buyer, id, A_REVIEW);
    expect(undelivered.statusCode).toBe(403);
    const mineBefore = await api.app.inject({
      method: 'GET',
      url: `/api/products/${id}/reviews/mine`,
      headers: buyer.auth,
    });
    expect(mineBefore.json()).toEqual({ review: null, size: null, canReview: false });

    await deliverOrder(api, admin, order._id);
    const mine = await api.app.inject({
      method: 'GET',
      url: `/api/products/${id}/reviews/mine`,
      headers: buyer.auth,
    });
    expect(mine.json()).toEqual({ review: null, size: product?.sizes[0], canReview: true });
    const created = await post(buyer, id, A_REVIEW);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...A_REVIEW,
      userName: 'Nisha Rao',
      size: product?.sizes[0],
      productId: id,
    });
    expect(await figures(id)).toEqual({ rating: 4, numReviews: 1 });

    const again = await post(buyer, id, { ...A_REVIEW, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product. Edit your review instead.');
    expect(await figures(id)).toEqual({ rating: 4, numReviews: 1 });
  });

  it('answers a readable 400 for each invalid field', async () => {
    const [product] = await createProducts(api, 1);
    const buyer = await createUser(api);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...A_REVIEW, rating: 6 }, 'Rating must be at most 5'],
      [{ ...A_REVIEW, rating: 0 }, 'Rating must be at least 1'],
      [{ ...A_REVIEW, rating: 3.5 }, 'Rating must be a whole number'],
      [{ ...A_REVIEW, fit: 'tight' }, 'Fit must be one of: small, true, large'],
      [{ ...A_REVIEW, title: '  ' }, 'Title is required'],
      [{ ...A_REVIEW, title: 'x'.repeat(81) }, 'Title must be at most 80 characters'],
      [{ ...A_REVIEW, body: 'Too short' }, 'Review must be at least 10 characters'],
      [{ ...A_REVIEW, body: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(buyer, product?.id ?? '', payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });
});

describe('editing and hiding', () => {
  it('lets only the author edit; an admin hides with a reason and the review stops counting', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    const id = product?.id ?? '';
    const author = await createUser(api);
    const other = await createUser(api);
    const admin = await createUser(api, { role: 'admin' });
    await deliverOrder(
      api,
      admin,
      (await placeOrder(api, author, product as NonNullable<typeof product>))._id,
    );
    const reviewId = (await post(author, id, A_REVIEW)).json()._id as string;
    await addReviews(api, id, [2]);
    expect(await figures(id)).toEqual({ rating: 3, numReviews: 2 });

    const edit = (user: TestUser, rating: number) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/reviews/${reviewId}`,
        headers: user.auth,
        payload: { ...A_REVIEW, rating },
      });
    const refused = await edit(other, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('That review belongs to someone else.');
    const edited = await edit(author, 5);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 5 });
    expect(await figures(id)).toEqual({ rating: 3.5, numReviews: 2 });

    const hide = (payload: Record<string, unknown>) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${reviewId}/hide`,
        headers: admin.auth,
        payload,
      });
    const noReason = await hide({});
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Reason is required']);
    const hidden = await hide({ reason: 'Shares a phone number' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      hidden: true,
      hiddenReason: 'Shares a phone number',
      productName: product?.name,
    });
    const all = await api.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.auth });
    expect(all.json().find((review: { _id: string }) => review._id === reviewId)).toMatchObject({
      productName: product?.name,
      hidden: true,
      hiddenReason: 'Shares a phone number',
    });
    expect(await figures(id)).toEqual({ rating: 2, numReviews: 1 });
    const page = await api.app.inject({ method: 'GET', url: `/api/products/${id}/reviews` });
    expect(page.json().reviews.map((review: { _id: string }) => review._id)).not.toContain(reviewId);
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('summarises the published reviews: average, distribution, fit counts and the fit summary rule', async () => {
    const [product] = await createProducts(api, 1);
    const id = product?.id ?? '';
    await addReviews(api, id, [5, 4]);
    const two = (await api.app.inject({ method: 'GET', url: `/api/products/${id}/reviews` })).json();
    // Two buyers gave a fit: too few for a summary.
    expect(two.summary).toEqual({
      average: 4.5,
      count: 2,
      distribution: [0, 0, 0, 1, 1],
      fit: { small: 0, true: 2, large: 0 },
      fitSummary: null,
    });
    await api.ctx.db.update(reviews).set({ fit: 'small' }).where(eq(reviews.productId, id));
    await addReviews(api, id, [3, 1]);
    await api.ctx.db
      .update(reviews)
      .set({ fit: 'small' })
      .where(and(eq(reviews.productId, id), eq(reviews.rating, 3)));
    const four = (await api.app.inject({ method: 'GET', url: `/api/products/${id}/reviews` })).json();
    expect(four.summary).toMatchObject({
      average: 3.3,
      count: 4,
      distribution: [1, 0, 1, 1, 1],
      fit: { small: 3, true: 1, large: 0 },
      fitSummary: 'Most buyers say it runs small: consider one size up',
    });
  });

  it('pages 5 at a time, newest or most helpful first', async () => {
    const [product] = await createProducts(api, 1);
    const id = product?.id ?? '';
    const written = await addReviews(api, id, [5, 4, 3, 2, 1, 5, 4]);
    await api.ctx.db
      .update(reviews)
      .set({ helpfulCount: 9 })
      .where(eq(reviews.id, written[0] ?? ''));
    const get = async (query: string) =>
      (await api.app.inject({ method: 'GET', url: `/api/products/${id}/reviews?${query}` })).json() as {
        reviews: Array<{ _id: string }>;
        page: number;
        pages: number;
      };
    const first = await get('sort=newest');
    expect([first.reviews.length, first.page, first.pages]).toEqual([5, 1, 2]);
    const second = await get('sort=newest&page=2');
    expect(second.reviews).toHaveLength(2);
    const seen = [...first.reviews, ...second.reviews].map((review) => review._id);
    expect(new Set(seen).size).toBe(7);
    expect((await get('sort=helpful')).reviews[0]?._id).toBe(written[0]);
    const bad = await api.app.inject({ method: 'GET', url: `/api/products/${id}/reviews?sort=best` });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'sort must be one of: newest, helpful']);
  });
});
