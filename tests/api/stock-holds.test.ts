import { eq, sql } from 'drizzle-orm';
import { checkouts } from '../../server/src/db/schema.ts';
import { releaseExpiredHolds, releaseFailedCheckout } from '../../server/src/modules/checkout/index.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  payOnline,
  SHIPPING_ADDRESS,
  setVariantStock,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/*
 * Stock is held while the shopper pays (issue 21): POST /api/checkout takes the units, the order
 * keeps them, and an expired, failed or replaced checkout gives them back exactly once.
 */

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
  api.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

async function startCheckout(buyer: TestUser) {
  const created = await inject('POST', '/api/checkout', buyer, { shippingAddress: SHIPPING_ADDRESS });
  expect(created.statusCode).toBe(201);
  return created.json()._id as string;
}

/** Moves a checkout's creation back in time, by the database's clock. */
const age = (id: string, minutes: number) =>
  api.ctx.db
    .update(checkouts)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}::integer)` })
    .where(eq(checkouts.id, id));

const holdOf = async (id: string) => {
  const [row] = await api.ctx.db
    .select({ hold: checkouts.stockHold, reason: checkouts.holdReleaseReason })
    .from(checkouts)
    .where(eq(checkouts.id, id));
  return row;
};

async function product(stock: number, name = 'Block Print Kurta') {
  const [row] = await createProducts(api, 1, { countInStock: stock, unitsSold: 0, name });
  if (!row) throw new Error('no product');
  return row;
}

/** What a shopper sees of the product: the product page's stock and the listing's. */
async function shownStock(id: string, name: string) {
  const page = (await inject('GET', `/api/products/${id}`)).json();
  const listing = (await inject('GET', `/api/products?search=${encodeURIComponent(name)}&limit=50`)).json();
  const listed = (listing as Array<{ _id: string; countInStock: number }>).find((item) => item._id === id);
  return { page: page.countInStock as number, listing: listed?.countInStock };
}

describe('a checkout holds its stock', () => {
  it('takes the units when it starts: the product page and the listing show what is left', async () => {
    const kurta = await product(5, 'Holdfast Kurta');
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 2);
    expect(await shownStock(kurta.id, 'Holdfast Kurta')).toEqual({ page: 5, listing: 5 });

    const id = await startCheckout(buyer);
    expect(await holdOf(id)).toEqual({ hold: 'held', reason: null });
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 3, sold: 0 });
    expect(await shownStock(kurta.id, 'Holdfast Kurta')).toEqual({ page: 3, listing: 3 });

    // The order keeps the held units: no second decrement, units sold follow.
    expect((await payOnline(api, buyer, id)).statusCode).toBe(200);
    expect((await inject('POST', `/api/checkout/${id}/finalize`, buyer)).statusCode).toBe(201);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 3, sold: 2 });
    expect(await holdOf(id)).toEqual({ hold: 'ordered', reason: null });
    expect(await shownStock(kurta.id, 'Holdfast Kurta')).toEqual({ page: 3, listing: 3 });
  });

  it('gives the units back exactly once when it expires, however many sweeps run at once', async () => {
    const kurta = await product(4);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 3);
    const id = await startCheckout(buyer);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 0 });

    // Not yet expired: the sweep leaves it.
    await age(id, 29);
    await releaseExpiredHolds(api.ctx);
    expect(await holdOf(id)).toEqual({ hold: 'held', reason: null });

    await age(id, 30);
    const released = await Promise.all([
      releaseExpiredHolds(api.ctx),
      releaseExpiredHolds(api.ctx),
      releaseExpiredHolds(api.ctx),
      payOnline(api, buyer, id),
    ]);
    expect(released.slice(0, 3).reduce((sum, count) => Number(sum) + Number(count), 0)).toBeLessThanOrEqual(
      1,
    );
    const pay = released[3] as Awaited<ReturnType<typeof inject>>;
    expect(pay.statusCode).toBe(410);
    expect(pay.json()).toEqual({ message: 'This checkout has expired. Please continue to checkout again.' });
    expect(await holdOf(id)).toEqual({ hold: 'released', reason: 'expired' });
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 4, sold: 0 });

    // Again and again: nothing more comes back.
    expect(await releaseExpiredHolds(api.ctx)).toBe(0);
    const finalize = await inject('POST', `/api/checkout/${id}/finalize`, buyer);
    expect(finalize.statusCode).toBe(410);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 4, sold: 0 });
  });

  it('never gives back the units of a paid checkout, even past its lifetime', async () => {
    const kurta = await product(2);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 1);
    const id = await startCheckout(buyer);
    expect((await payOnline(api, buyer, id)).statusCode).toBe(200);
    await age(id, 120);
    expect(await releaseExpiredHolds(api.ctx)).toBe(0);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 0 });
    expect((await inject('POST', `/api/checkout/${id}/finalize`, buyer)).statusCode).toBe(201);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 1 });
  });

  it('lets an expired hold go before a shopper is told "sold out", without waiting for the sweep', async () => {
    const kurta = await product(1, 'Last Linen Kurta');
    const first = await createUser(api);
    const second = await createUser(api);
    await addToCart(api, first, kurta, 1);
    await addToCart(api, second, kurta, 1);
    const held = await startCheckout(first);
    const refused = await inject('POST', '/api/checkout', second, { shippingAddress: SHIPPING_ADDRESS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Last Linen Kurta in ${kurta.sizes[0]} / ${kurta.colors[0]} is sold out`,
    });

    await age(held, 31);
    const next = await startCheckout(second);
    expect(await holdOf(held)).toEqual({ hold: 'released', reason: 'expired' });
    expect(await holdOf(next)).toEqual({ hold: 'held', reason: null });
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 0, sold: 0 });
  });

  it('is replaced by the same shopper’s next checkout: the old one gives its units back and cannot be paid', async () => {
    const kurta = await product(3);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 2);
    const old = await startCheckout(buyer);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 0 });

    // Starting again holds the same two units, not four: the old hold went back first.
    const fresh = await startCheckout(buyer);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 0 });
    expect(await holdOf(old)).toEqual({ hold: 'released', reason: 'replaced' });

    const pay = await payOnline(api, buyer, old);
    expect(pay.statusCode).toBe(410);
    expect(pay.json()).toEqual({
      message: 'This checkout was replaced by a newer one. Please continue to checkout again.',
    });
    expect((await payOnline(api, buyer, fresh)).statusCode).toBe(200);
    expect((await inject('POST', `/api/checkout/${fresh}/finalize`, buyer)).statusCode).toBe(201);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 1, sold: 2 });
  });

  it('keeps a paid checkout when the shopper starts another one', async () => {
    const kurta = await product(5);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 1);
    const paid = await startCheckout(buyer);
    expect((await payOnline(api, buyer, paid)).statusCode).toBe(200);
    const second = await startCheckout(buyer);
    expect(await holdOf(paid)).toEqual({ hold: 'held', reason: null });
    expect(await holdOf(second)).toEqual({ hold: 'held', reason: null });
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 3, sold: 0 });
  });

  it('gives the units back once when its payment fails for good', async () => {
    const kurta = await product(2);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 2);
    const id = await startCheckout(buyer);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 0, sold: 0 });
    const results = await Promise.all([
      releaseFailedCheckout(api.ctx, id),
      releaseFailedCheckout(api.ctx, id),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 2, sold: 0 });
    const pay = await payOnline(api, buyer, id);
    expect([pay.statusCode, pay.json()]).toEqual([
      410,
      { message: 'This checkout can no longer be paid. Please continue to checkout again.' },
    ]);
  });

  it('still becomes the order when paid after its hold went back, if the stock is there', async () => {
    const kurta = await product(3);
    const buyer = await createUser(api);
    await addToCart(api, buyer, kurta, 1);
    const id = await startCheckout(buyer);
    // The payment landed (a gateway's webhook) after the hold was given back.
    await api.ctx.db
      .update(checkouts)
      .set({ stockHold: 'released', holdReleaseReason: 'expired', paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(checkouts.id, id));
    await setVariantStock(api, kurta.id, 3);
    expect((await inject('POST', `/api/checkout/${id}/finalize`, buyer)).statusCode).toBe(201);
    expect(await stockOf(api, kurta.id)).toEqual({ stock: 2, sold: 1 });
    expect(await holdOf(id)).toEqual({ hold: 'ordered', reason: 'expired' });
  });
});
