import { reviews, users } from '../../../server/src/db/schema.ts';
import { newId } from '../../../server/src/lib/ids.ts';
import type { TestApp, TestUser } from './test-app.ts';

let reviewerCounter = 0;

/**
 * Writes published reviews of a product with these stars, one per new customer, as stored rows (the
 * product's figures follow by the reviews trigger); returns their ids.
 */
export async function addReviews(
  testApp: TestApp,
  productId: string,
  stars: readonly number[],
  options: { hidden?: boolean } = {},
): Promise<string[]> {
  if (stars.length === 0) return [];
  const reviewers = stars.map(() => {
    reviewerCounter += 1;
    return {
      id: newId(),
      name: `Reviewer ${reviewerCounter}`,
      email: `reviewer${reviewerCounter}.${Date.now()}@example.test`,
      passwordHash: 'not-a-password',
    };
  });
  await testApp.ctx.db.insert(users).values(reviewers);
  const rows = stars.map((rating, index) => {
    const reviewer = reviewers[index] as (typeof reviewers)[number];
    return {
      id: newId(),
      productId,
      userId: reviewer.id,
      userName: reviewer.name,
      orderId: newId(),
      size: 'M',
      rating,
      fit: 'true' as const,
      title: `${rating} stars`,
      body: 'Written by the test.',
      ...(options.hidden && { hiddenAt: new Date(), hiddenReason: 'Spam' }),
    };
  });
  await testApp.ctx.db.insert(reviews).values(rows);
  await testApp.ctx.productsChanged([productId]);
  return rows.map((row) => row.id);
}

/** An admin ships and then delivers the order; fails the test on refusal. */
export async function deliverOrder(testApp: TestApp, admin: TestUser, orderId: string): Promise<void> {
  for (const status of ['Shipped', 'Delivered']) {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.auth,
      payload: { status },
    });
    if (response.statusCode !== 200) throw new Error(`${status}: ${response.statusCode} ${response.body}`);
  }
}

export const A_REVIEW = {
  rating: 4,
  fit: 'small',
  title: 'Lovely shirt',
  body: 'Soft linen, but the shoulders are a little tight.',
} as const;
