import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/src/db/schema.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  paidBeforeTheGateway,
  paidCheckout,
  placeOrder,
  setVariantStock,
  stockOf,
  type TestApp,
  type TestUser,
  variantsOf,
} from './support/test-app.ts';

/**
 * A shopper cancelling their own order, the refund state of a cancelled order and the status history
 * the timelines are drawn from (docs/product.md §4), on PGlite and on PostgreSQL.
 */
let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const cancel = (id: string, user: { auth: Record<string, string> } | null) =>
  api.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user?.auth ?? {} });
const setStatus = (id: string, status: string) =>
  api.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.auth, payload: { status } });
const refund = (id: string, as: TestUser = admin) =>
  api.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund`, headers: as.auth });

/**
 * An order of `quantity` units of the product's second size in its first colour (the variant holds
 * 6 units; the first variant holds 10), so a cancel that puts the units on another variant shows.
 */
async function orderOfSecondSize(quantity = 2) {
  const [product] = await createProducts(api, 1, { countInStock: 10, unitsSold: 0 });
  if (!product) throw new Error('no product');
  const size = product.sizes[1] as string;
  const color = product.colors[0] as string;
  await setVariantStock(api, product.id, 6, { size, color });
  const buyer = await createUser(api, { name: 'Ira Menon' });
  await addToCart(api, buyer, product, quantity, { size, color });
  const checkoutId = await paidCheckout(api, buyer);
  const finalized = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/finalize`,
    headers: buyer.auth,
  });
  if (finalized.statusCode !== 201) throw new Error(`finalize: ${finalized.body}`);
  const order = finalized.json() as { _id: string; totalPrice: number };
  const stockOfCell = async () =>
    (await variantsOf(api, product.id)).find((variant) => variant.size === size && variant.color === color)
      ?.stock;
  return { product, buyer, order, size, color, stockOfCell };
}

async function freshOrder() {
  const [product] = await createProducts(api, 1, { countInStock: 10, unitsSold: 0 });
  if (!product) throw new Error('no product');
  const buyer = await createUser(api);
  const order = await placeOrder(api, buyer, product, 1);
  // The manual refund path: an order no provider can refund (refunds through the gateway: refunds.test.ts).
  await paidBeforeTheGateway(api, order._id);
  return { product, buyer, order };
}

describe('POST /api/orders/{id}/cancel (the shopper)', () => {
  it('cancels a Processing order: stock back once to the exact variant, refund pending, history by the customer, mail queued', async () => {
    const { product, buyer, order, stockOfCell } = await orderOfSecondSize(2);
    expect(await stockOfCell()).toBe(4);
    const before = await variantsOf(api, product.id);

    const response = await cancel(order._id, buyer);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json();
    expect(cancelled).toMatchObject({
      _id: order._id,
      status: 'Cancelled',
      isPaid: true,
      paymentStatus: 'refund_pending',
      refundedAt: null,
      isDelivered: false,
      deliveredAt: null,
    });
    expect(cancelled.statusHistory).toEqual([
      { status: 'Processing', at: expect.any(String) },
      { status: 'Cancelled', at: expect.any(String), by: 'customer' },
    ]);
    expect(await stockOfCell()).toBe(6);
    const after = await variantsOf(api, product.id);
    // Only the ordered variant moved.
    expect(after.filter((variant, index) => variant.stock !== before[index]?.stock)).toHaveLength(1);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 16, sold: 0 });

    const mails = await api.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'order-cancelled')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your Threadline order #${order._id.slice(-8)} is cancelled`);

    // Idempotent: a repeat answers the order as it is and moves nothing.
    const again = await cancel(order._id, buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json().statusHistory).toHaveLength(2);
    expect(await stockOfCell()).toBe(6);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 16, sold: 0 });
  });

  it('answers the owner only: 401 without a token, 403 for another customer and for an admin, 404 and 400 for bad ids', async () => {
    const { product, buyer, order } = await freshOrder();
    const other = await createUser(api);

    const guest = await cancel(order._id, null);
    expect(guest.statusCode).toBe(401);
    const stranger = await cancel(order._id, other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'That order belongs to someone else.' });
    const byAdmin = await cancel(order._id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect((await cancel('b'.repeat(24), buyer)).json()).toEqual({ message: 'Order not found' });
    expect((await cancel('b'.repeat(24), buyer)).statusCode).toBe(404);
    const malformed = await cancel('not-an-id', buyer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('That id is not valid');

    // None of them changed anything.
    const stored = await api.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: buyer.auth,
    });
    expect(stored.json()).toMatchObject({ status: 'Processing', paymentStatus: 'paid' });
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 9, sold: 1 });
  });

  it('refuses once the order has shipped or been delivered (409), and the admin can still change it', async () => {
    const { product, buyer, order } = await freshOrder();
    await setStatus(order._id, 'Shipped');
    const shipped = await cancel(order._id, buyer);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toEqual({
      message:
        'This order has shipped, so it can no longer be cancelled. Contact us if you need help with it.',
    });
    await setStatus(order._id, 'Delivered');
    const delivered = await cancel(order._id, buyer);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json()).toEqual({
      message:
        'This order was delivered, so it can no longer be cancelled. Contact us if you need help with it.',
    });
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 9, sold: 1 });
    expect((await setStatus(order._id, 'Cancelled')).json()).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'refund_pending',
    });
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 10, sold: 0 });
  });

  it('two cancels at once: both answer the cancelled order, the stock goes back once, one history entry', async () => {
    const { product, buyer, order, stockOfCell } = await orderOfSecondSize(3);
    expect(await stockOfCell()).toBe(3);
    const answers = await Promise.all([cancel(order._id, buyer), cancel(order._id, buyer)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 'Cancelled' });
    expect(await stockOfCell()).toBe(6);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 16, sold: 0 });
    const stored = await api.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: buyer.auth,
    });
    expect(
      stored.json().statusHistory.filter((entry: { status: string }) => entry.status === 'Cancelled'),
    ).toHaveLength(1);
  });

  it('a shopper cancel and an admin cancel at once put the stock back once', async () => {
    const { product, buyer, order } = await freshOrder();
    const [mine, theirs] = await Promise.all([cancel(order._id, buyer), setStatus(order._id, 'Cancelled')]);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 10, sold: 0 });
  });

  it("makes the customer's first-order discount available again when it was their only order", async () => {
    const { buyer, order } = await freshOrder();
    const eligibility = () =>
      api.app.inject({ method: 'GET', url: '/api/checkout/first-order-discount', headers: buyer.auth });
    expect((await eligibility()).json()).toMatchObject({ eligible: false });
    await cancel(order._id, buyer);
    expect((await eligibility()).json()).toMatchObject({ eligible: true });
  });
});

describe('refund state (admin)', () => {
  it('an admin cancel makes the refund pending; marking it done makes it refunded once, with the time and a mail', async () => {
    const { buyer, order } = await freshOrder();
    const cancelled = (await setStatus(order._id, 'Cancelled')).json();
    expect(cancelled).toMatchObject({ paymentStatus: 'refund_pending', refundedAt: null });
    expect(cancelled.statusHistory.at(-1)).toEqual({
      status: 'Cancelled',
      at: expect.any(String),
      by: 'admin',
    });

    const done = await refund(order._id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded', isPaid: true });
    const refundedAt = done.json().refundedAt as string;
    expect(Number.isNaN(Date.parse(refundedAt))).toBe(false);

    const again = await refund(order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().refundedAt).toBe(refundedAt);

    const mails = await api.ctx.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, buyer.email), eq(mailOutbox.kind, 'order-refunded')));
    expect(mails).toEqual([{ subject: `Your Threadline order #${order._id.slice(-8)} is refunded` }]);
  });

  it('refuses a refund for an order whose refund is not pending, and reopening a refunded order', async () => {
    const { order } = await freshOrder();
    const early = await refund(order._id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Only a cancelled order whose refund is pending can be marked refunded.',
    });
    await setStatus(order._id, 'Cancelled');
    await refund(order._id);
    const reopen = await setStatus(order._id, 'Processing');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({
      message:
        'This order was cancelled and its payment refunded. It cannot be reopened; the customer can order again.',
    });
    expect((await refund('c'.repeat(24))).statusCode).toBe(404);
  });

  it('reopening a cancelled order whose refund is pending makes it paid again', async () => {
    const { order } = await freshOrder();
    await setStatus(order._id, 'Cancelled');
    const reopened = (await setStatus(order._id, 'Processing')).json();
    expect(reopened).toMatchObject({ status: 'Processing', paymentStatus: 'paid', refundedAt: null });
  });

  it('only admins mark refunds and read the admin order', async () => {
    const { buyer, order } = await freshOrder();
    await cancel(order._id, buyer);
    expect((await refund(order._id, buyer)).statusCode).toBe(403);
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: buyer.auth,
    });
    expect(read.statusCode).toBe(403);
  });
});

describe('timeline data and the admin order and customer pages', () => {
  it('GET /api/admin/orders/{id} answers the whole history with who changed what, oldest first', async () => {
    const { order } = await freshOrder();
    await setStatus(order._id, 'Shipped');
    await setStatus(order._id, 'Delivered');
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.statusHistory.map((entry: { status: string; by?: string }) => [entry.status, entry.by]),
    ).toEqual([
      ['Processing', undefined],
      ['Shipped', 'admin'],
      ['Delivered', 'admin'],
    ]);
    const times = body.statusHistory.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(body.deliveredAt).toBe(body.statusHistory[2].at);
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${'d'.repeat(24)}`,
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('GET /api/admin/users/{id} answers the account, its orders newest first and the total of those not cancelled', async () => {
    const [product] = await createProducts(api, 1, {
      countInStock: 20,
      pricePaise: 100_000,
      discountPricePaise: null,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api, { name: 'Tara Nair' });
    const first = await placeOrder(api, buyer, product, 1);
    const second = await placeOrder(api, buyer, product, 2);
    const third = await placeOrder(api, buyer, product, 1);
    await cancel(third._id, buyer);

    const response = await api.app.inject({
      method: 'GET',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      _id: buyer.id,
      name: 'Tara Nair',
      email: buyer.email,
      role: 'customer',
      createdAt: expect.any(String),
    });
    expect(body.orders.map((order: { _id: string }) => order._id)).toEqual([
      third._id,
      second._id,
      first._id,
    ]);
    expect(body.totalOrders).toBe(3);
    expect(body.totalSpent).toBe(first.totalPrice + second.totalPrice);

    const missing = await api.app.inject({
      method: 'GET',
      url: `/api/admin/users/${'e'.repeat(24)}`,
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/admin/users/${buyer.id}`, headers: buyer.auth }))
        .statusCode,
    ).toBe(403);
  });
});
