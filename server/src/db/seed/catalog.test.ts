import { bayesianRating } from '@store/contracts';
import { generateCatalog } from './catalog.ts';
import { planSeedReviews, SEEDED_CUSTOMERS } from './reviews.ts';
import { SEED_PRODUCT_COUNT, toProductRows, toVariantRows } from './seed.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const items = generateCatalog(SEED_PRODUCT_COUNT, { now: NOW });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the seeded catalogue (every stock state visible on a fresh start)', () => {
  it('is the same on every run', () => {
    expect(generateCatalog(SEED_PRODUCT_COUNT, { now: NOW })).toEqual(items);
  });

  it('keeps stock per size × colour, the product’s stock being the sum', () => {
    for (const item of items) {
      expect(item.variantStock).toHaveLength(item.sizes.length * item.colors.length);
      expect(item.countInStock).toBe(sum(item.variantStock));
    }
  });

  it('has 3 wholly sold-out products, sold-out cells, sizes sold out in every colour and low stock', () => {
    expect(items.filter((item) => item.countInStock === 0)).toHaveLength(3);
    const cells = items.flatMap((item) => item.variantStock);
    expect(cells.filter((units) => units === 0).length).toBeGreaterThan(20);
    expect(cells.filter((units) => units >= 1 && units <= 5).length).toBeGreaterThan(20);
    const sizeGone = items.filter(
      (item) =>
        item.countInStock > 0 &&
        item.sizes.some((_size, s) =>
          item.colors.every((_color, c) => item.variantStock[s * item.colors.length + c] === 0),
        ),
    );
    expect(sizeGone.length).toBeGreaterThan(5);
  });

  it('has the first colour’s first two sizes in stock on every product that has stock', () => {
    for (const item of items.filter((entry) => entry.countInStock > 0)) {
      expect(item.variantStock[0]).toBeGreaterThanOrEqual(10);
      expect(item.variantStock[item.colors.length]).toBeGreaterThanOrEqual(3);
    }
  });

  it('never makes a sold-out product the top rated, the best seller or the newest', () => {
    const stars = items.map(() => ({ reviews: 0, total: 0 }));
    for (const order of planSeedReviews(items, NOW))
      for (const review of order.reviews) {
        const entry = stars[review.item] as { reviews: number; total: number };
        entry.reviews += 1;
        entry.total += review.rating;
      }
    const rated = items.map((item, index) => {
      const entry = stars[index] as { reviews: number; total: number };
      return { ...item, score: bayesianRating(entry.reviews, entry.total) };
    });
    const top = (compare: (a: (typeof rated)[number], b: (typeof rated)[number]) => number) =>
      [...rated].sort(compare)[0];
    expect(top((a, b) => b.score - a.score)?.countInStock).toBeGreaterThan(0);
    expect(top((a, b) => b.unitsSold - a.unitsSold || b.score - a.score)?.countInStock).toBeGreaterThan(0);
    expect(top((a, b) => b.createdAt.getTime() - a.createdAt.getTime())?.countInStock).toBeGreaterThan(0);
  });

  it('plans real reviews: seeded customers on delivered orders placed after the product was made', () => {
    const orders = planSeedReviews(items, NOW);
    const reviews = orders.flatMap((order) => order.reviews);
    expect(reviews.length).toBeGreaterThan(100);
    const pairs = new Set(reviews.map((review) => `${review.item}/${review.customer}`));
    expect(pairs.size).toBe(reviews.length);
    for (const order of orders) {
      expect(order.customer).toBeLessThan(SEEDED_CUSTOMERS.length);
      expect(order.deliveredAt.getTime()).toBeGreaterThan(order.placedAt.getTime());
      expect(order.reviewedAt.getTime()).toBeGreaterThan(order.deliveredAt.getTime());
      expect(order.reviewedAt.getTime()).toBeLessThan(NOW);
      for (const review of order.reviews) {
        const item = items[review.item];
        expect(order.placedAt.getTime()).toBeGreaterThan(item?.createdAt.getTime() ?? Infinity);
        expect(item?.sizes).toContain(review.size);
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
      }
    }
    // Some products have none: the store shows 'No reviews yet' on a fresh start too.
    expect(new Set(reviews.map((review) => review.item)).size).toBeLessThan(items.length);
  });

  it('draws each garment in every colour it offers, front and back, pictures tagged with their colour', () => {
    const rows = toProductRows(items);
    for (const [index, row] of rows.entries()) {
      const colors = items[index]?.colors ?? [];
      expect(row.images.map((image) => image.color)).toEqual(colors.flatMap((color) => [color, color]));
      expect(row.images[0]?.url).toMatch(new RegExp(`-${colors[0]}-front\\.svg$`));
    }
    const variants = toVariantRows(items.slice(0, 5), rows.slice(0, 5));
    expect(
      variants.filter((variant) => variant.productId === rows[0]?.id).map((v) => v.countInStock),
    ).toEqual(items[0]?.variantStock);
  });
});
