import { MAX_CART_QUANTITY } from '@store/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../../server/src/db/schema.ts';
import { createFakeGateway } from './support/fake-gateway.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/*
 * Amounts of checkouts and orders are bigint paise (docs/api.md, money). With 32-bit paise a total
 * above ₹2,14,74,836.47 failed with 500; now the largest prices and quantities the API accepts
 * check out, pay, finalize and add up in the admin's figures, to the paisa.
 */
let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // Razorpay (and the embedded test gateway) refuse amounts this large; the in-memory gateway takes them.
  api = await createTestApp({}, { gateway: createFakeGateway() });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

/** The highest price a product may have (the contracts refuse more): ₹1,00,00,000. */
const MAX_PRICE_PAISE = 1_000_000_000;
/** The old ceiling: the largest 32-bit integer, in paise. */
const INT32_MAX = 2_147_483_647;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
  api.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

/** One product per price, with stock for the largest line, each added to the buyer's cart. */
async function cartOf(buyer: TestUser, lines: Array<{ pricePaise: number; quantity: number }>) {
  for (const line of lines) {
    const [product] = await createProducts(api, 1, {
      pricePaise: line.pricePaise,
      discountPricePaise: null,
      countInStock: 1_000,
    });
    if (!product) throw new Error('no product');
    await addToCart(api, buyer, product, line.quantity);
  }
}

/** A customer who already has an order, so no first-order discount applies to the next. */
async function returningCustomer(): Promise<TestUser> {
  const buyer = await createUser(api);
  const [cheap] = await createProducts(api, 1, {
    pricePaise: 100,
    discountPricePaise: null,
    countInStock: 5,
  });
  if (!cheap) throw new Error('no product');
  await placeOrder(api, buyer, cheap, 1);
  return buyer;
}

async function checkOut(buyer: TestUser) {
  const created = await inject('POST', '/api/checkout', buyer, { shippingAddress: SHIPPING_ADDRESS });
  expect(created.statusCode).toBe(201);
  const checkout = created.json();
  const paid = await inject(
    'PUT',
    `/api/checkout/${checkout._id}/pay`,
    buyer,
    await gatewayProof(api, buyer, checkout._id),
  );
  expect(paid.statusCode).toBe(200);
  const finalized = await inject('POST', `/api/checkout/${checkout._id}/finalize`, buyer);
  expect(finalized.statusCode).toBe(201);
  return { checkout, order: finalized.json() };
}

const revenue = async () => (await inject('GET', '/api/admin/stats', admin)).json().revenue as number;

describe('money beyond 32-bit paise', () => {
  it.each([
    ['exactly the old ceiling', 0],
    ['one rupee more than the old ceiling', 100],
  ])('checks out a total of %s to the paisa', async (_label, extraPaise) => {
    const buyer = await returningCustomer();
    const totalPaise = INT32_MAX + extraPaise;
    const rest = totalPaise - 2 * MAX_PRICE_PAISE;
    await cartOf(buyer, [
      { pricePaise: MAX_PRICE_PAISE, quantity: 2 },
      { pricePaise: rest, quantity: 1 },
    ]);
    const before = await revenue();
    const { checkout, order } = await checkOut(buyer);
    expect(checkout).toMatchObject({ subtotal: totalPaise / 100, discount: 0, totalPrice: totalPaise / 100 });
    expect(order).toMatchObject({ subtotal: totalPaise / 100, totalPrice: totalPaise / 100 });
    const [stored] = await api.ctx.db
      .select({ total: orders.totalPaise })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(stored?.total).toBe(totalPaise);
    expect(Math.round((await revenue()) * 100) - Math.round(before * 100)).toBe(totalPaise);
  });

  it('checks out a cart of the largest lines the API accepts, with the first-order discount, and counts it', async () => {
    const buyer = await createUser(api);
    // Three lines at the highest price and the most units a line may hold: ₹297 crore.
    await cartOf(buyer, [
      { pricePaise: MAX_PRICE_PAISE, quantity: MAX_CART_QUANTITY },
      { pricePaise: MAX_PRICE_PAISE, quantity: MAX_CART_QUANTITY },
      { pricePaise: MAX_PRICE_PAISE, quantity: MAX_CART_QUANTITY },
    ]);
    const subtotalPaise = 3 * MAX_CART_QUANTITY * MAX_PRICE_PAISE;
    const discountPaise = subtotalPaise / 5;
    const before = await revenue();
    const { checkout, order } = await checkOut(buyer);
    expect(checkout).toMatchObject({
      subtotal: subtotalPaise / 100,
      discount: discountPaise / 100,
      totalPrice: (subtotalPaise - discountPaise) / 100,
    });
    expect(order).toMatchObject({ totalPrice: 2_376_000_000, status: 'Processing', isPaid: true });

    const listed = await inject('GET', '/api/admin/orders', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().orders).toContainEqual(
      expect.objectContaining({ _id: order._id, totalPrice: 2_376_000_000 }),
    );
    expect((await revenue()) - before).toBe(2_376_000_000);
    const stats = (await inject('GET', '/api/admin/stats', admin)).json();
    const today = stats.revenueByDay.at(-1);
    expect(today.revenue).toBeGreaterThanOrEqual(2_376_000_000);
  });
});
