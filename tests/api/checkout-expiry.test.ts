import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { checkouts } from '../../server/src/db/schema.ts';
import { releaseExpiredHolds } from '../../server/src/modules/checkout/index.ts';
import { createFakeGateway } from './support/fake-gateway.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  placeOrder,
  SHIPPING_ADDRESS,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/*
 * An unpaid checkout lives CHECKOUT_TTL_MINUTES (30 by default): after that no payment can be started
 * for it and it cannot be finalized, and the shopper continues to checkout again, which reads prices
 * and stock anew. A payment started in time and verified later is accepted: the money exists.
 */
const EXPIRED = { message: 'This checkout has expired. Please continue to checkout again.' };

/** A gateway this file controls: the shopper pays on it as on the hosted page. */
const gateway = createFakeGateway();
let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp({}, { gateway });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const inject = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser,
  payload?: object,
) => app.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

async function newCheckout(app: TestApp, buyer: TestUser) {
  const created = await inject(app, 'POST', '/api/checkout', buyer, { shippingAddress: SHIPPING_ADDRESS });
  expect(created.statusCode).toBe(201);
  return created.json() as { _id: string; checkoutItems: Array<{ price: number }>; totalPrice: number };
}

/**
 * Pays online as the browser does: starts the payment (410 for an expired checkout: no gateway order
 * is made for it), pays on the gateway's page and brings the proof to PUT .../pay.
 */
async function payOnline(app: TestApp, buyer: TestUser, id: string) {
  const started = await inject(app, 'POST', `/api/checkout/${id}/payment`, buyer);
  if (started.statusCode !== 201) return started;
  const proof = gateway.pay(started.json().gatewayOrderId);
  return inject(app, 'PUT', `/api/checkout/${id}/pay`, buyer, {
    paymentStatus: 'paid',
    paymentDetails: proof,
  });
}

/** Moves a checkout's creation back in time: the clock of the database, which stamped it. */
const age = (id: string, minutes: number) =>
  api.ctx.db
    .update(checkouts)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}::integer)` })
    .where(eq(checkouts.id, id));

async function productInCart(buyer: TestUser, pricePaise = 100_000, stock = 10) {
  const [product] = await createProducts(api, 1, {
    pricePaise,
    discountPricePaise: null,
    countInStock: stock,
  });
  if (!product) throw new Error('no product');
  await addToCart(api, buyer, product, 1);
  return product;
}

describe('checkout lifetime', () => {
  it('is 30 minutes unless CHECKOUT_TTL_MINUTES says otherwise', () => {
    const saved = process.env.CHECKOUT_TTL_MINUTES;
    try {
      delete process.env.CHECKOUT_TTL_MINUTES;
      expect(loadConfig().checkoutTtlMinutes).toBe(30);
      process.env.CHECKOUT_TTL_MINUTES = '5';
      expect(loadConfig().checkoutTtlMinutes).toBe(5);
      process.env.CHECKOUT_TTL_MINUTES = 'soon';
      expect(() => loadConfig()).toThrow('CHECKOUT_TTL_MINUTES must be a whole number, got "soon"');
    } finally {
      if (saved === undefined) delete process.env.CHECKOUT_TTL_MINUTES;
      else process.env.CHECKOUT_TTL_MINUTES = saved;
    }
  });

  it('lets a checkout be paid and finalized within its lifetime', async () => {
    const buyer = await createUser(api);
    await productInCart(buyer);
    const checkout = await newCheckout(api, buyer);
    await age(checkout._id, 29);
    expect((await payOnline(api, buyer, checkout._id)).statusCode).toBe(200);
    expect((await inject(api, 'POST', `/api/checkout/${checkout._id}/finalize`, buyer)).statusCode).toBe(201);
  });

  it('refuses to pay or finalize an unpaid checkout past its lifetime, and takes no stock', async () => {
    const buyer = await createUser(api);
    const product = await productInCart(buyer);
    const checkout = await newCheckout(api, buyer);
    await age(checkout._id, 30);

    const pay = await payOnline(api, buyer, checkout._id);
    expect(pay.statusCode).toBe(410);
    expect(pay.json()).toEqual(EXPIRED);
    const finalize = await inject(api, 'POST', `/api/checkout/${checkout._id}/finalize`, buyer);
    expect(finalize.statusCode).toBe(410);
    expect(finalize.json()).toEqual(EXPIRED);

    expect(await stockOf(api, product.id)).toMatchObject({ stock: 10 });
    const read = await inject(api, 'GET', `/api/checkout/${checkout._id}`, buyer);
    expect(read.json()).toMatchObject({ isPaid: false, isFinalized: false, orderId: null });
  });

  it('never sells at the old price after an admin changes it: a new checkout reads the price again', async () => {
    const buyer = await createUser(api);
    const product = await productInCart(buyer, 100_000);
    const old = await newCheckout(api, buyer);
    expect(old.checkoutItems[0]?.price).toBe(1000);

    const raised = await inject(api, 'PUT', `/api/admin/products/${product.id}`, admin, { price: 1500 });
    expect(raised.statusCode).toBe(200);
    await age(old._id, 31);
    expect((await payOnline(api, buyer, old._id)).json()).toEqual(EXPIRED);

    const fresh = await newCheckout(api, buyer);
    expect(fresh.checkoutItems[0]?.price).toBe(1500);
    expect((await payOnline(api, buyer, fresh._id)).statusCode).toBe(200);
    const order = await inject(api, 'POST', `/api/checkout/${fresh._id}/finalize`, buyer);
    expect(order.statusCode).toBe(201);
    // The first order of this customer: 20% off the new price.
    expect(order.json()).toMatchObject({ subtotal: 1500, totalPrice: 1200 });
  });

  it('holds the stock while it lives, and re-reads it afterwards: sold meanwhile, a new checkout is refused', async () => {
    const buyer = await createUser(api);
    const product = await productInCart(buyer, 100_000, 1);
    const other = await createUser(api);
    await addToCart(api, other, product, 1);
    const old = await newCheckout(api, buyer);
    // The last unit is held for the buyer: nobody else can start paying for it.
    const refused = await inject(api, 'POST', '/api/checkout', other, { shippingAddress: SHIPPING_ADDRESS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `${product.name} in ${product.sizes[0]} / ${product.colors[0]} is sold out`,
    });

    // Once the checkout expired its unit is free again (the sweep every process runs), and someone
    // else buys it.
    await age(old._id, 45);
    expect(await releaseExpiredHolds(api.ctx)).toBe(1);
    await placeOrder(api, await createUser(api), product, 1);
    expect((await payOnline(api, buyer, old._id)).statusCode).toBe(410);
    const again = await inject(api, 'POST', '/api/checkout', buyer, { shippingAddress: SHIPPING_ADDRESS });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 0 });
  });

  it('accepts a payment started within the lifetime and verified after it', async () => {
    const buyer = await createUser(api);
    await productInCart(buyer);
    const checkout = await newCheckout(api, buyer);
    const started = await inject(api, 'POST', `/api/checkout/${checkout._id}/payment`, buyer);
    expect(started.statusCode).toBe(201);
    await age(checkout._id, 35);
    const proof = gateway.pay(started.json().gatewayOrderId);
    const paid = await inject(api, 'PUT', `/api/checkout/${checkout._id}/pay`, buyer, {
      paymentStatus: 'paid',
      paymentDetails: proof,
    });
    expect(paid.statusCode).toBe(200);
    expect((await inject(api, 'POST', `/api/checkout/${checkout._id}/finalize`, buyer)).statusCode).toBe(201);
  });

  it('finalizes a checkout that was paid within its lifetime, even later', async () => {
    const buyer = await createUser(api);
    await productInCart(buyer);
    const checkout = await newCheckout(api, buyer);
    const proof = await gatewayProof(api, buyer, checkout._id);
    expect((await inject(api, 'PUT', `/api/checkout/${checkout._id}/pay`, buyer, proof)).statusCode).toBe(
      200,
    );
    await age(checkout._id, 90);
    // Paying again is harmless (no new payment can start), and the paid checkout becomes its order.
    expect((await inject(api, 'PUT', `/api/checkout/${checkout._id}/pay`, buyer, proof)).statusCode).toBe(
      200,
    );
    const again = await inject(api, 'POST', `/api/checkout/${checkout._id}/payment`, buyer);
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'This checkout is already paid.' }]);
    expect((await inject(api, 'POST', `/api/checkout/${checkout._id}/finalize`, buyer)).statusCode).toBe(201);
  });
});

describe('a store configured with a lifetime of 0 minutes', () => {
  it('lets no checkout be paid', async () => {
    const instant = await createTestApp({ checkoutTtlMinutes: 0 }, { gateway });
    try {
      const buyer = await createUser(instant);
      const [product] = await createProducts(instant, 1, { countInStock: 5 });
      if (!product) throw new Error('no product');
      await addToCart(instant, buyer, product, 1);
      const checkout = await newCheckout(instant, buyer);
      const pay = await payOnline(instant, buyer, checkout._id);
      expect([pay.statusCode, pay.json()]).toEqual([410, EXPIRED]);
    } finally {
      await instant.close();
    }
  });
});
