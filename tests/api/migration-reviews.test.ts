import { sql } from 'drizzle-orm';
import { migratedApiSuite } from './support/migration-harness.ts';

/**
 * Migration 0013 on products written before reviews existed: their stored rating and number of
 * reviews were made up, and become the truth (no reviews: 0 and 0). On PGlite and on PostgreSQL.
 */

const BEFORE_REVIEWS = 12;
const PRODUCT = 'aaaaaaaaaaaaaaaaaaaaaa21';

const suite = migratedApiSuite('reviews', BEFORE_REVIEWS, (db) =>
  db.execute(sql`
    insert into products (id, name, description, price_paise, sku, category, gender, brand, material,
      colors, sizes, rating, num_reviews)
    values (${PRODUCT}, 'Linen Shirt', 'An airy shirt.', 120000, 'OLD-SHIRT-1', 'Top Wear', 'Men', 'Kesar',
      'Linen', '{navy}', '{M}', 4.7, 312)`),
);

describe('migration 0013: reviews', () => {
  it('resets the made-up rating and number of reviews of an existing product to none', async () => {
    const response = await suite.api.app.inject({ method: 'GET', url: `/api/products/${PRODUCT}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rating: 0, numReviews: 0 });
  });
});
