import { eq } from 'drizzle-orm';
import { reviews, users } from '../../server/src/db/schema.ts';
import { addReviews } from './support/reviews.ts';
import { createProducts, createTestApp, createUser, type TestApp } from './support/test-app.ts';

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
    const [listed] = (
      await api.app.inject({
        method: 'GET',
        url: `/api/products?keyword=${encodeURIComponent(product?.name ?? '')}`,
      })
    ).json() as Array<{ _id: string; numReviews: number }>;
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
