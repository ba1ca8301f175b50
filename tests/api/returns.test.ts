import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '../../server/src/db/schema.ts';
import { deliverOrder } from './support/reviews.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  paidCheckout,
  placeOrder,
  setVariantStock,
  type TestApp,
  type TestUser,
  variantsOf,
} from './support/test-app.ts';

/** Returns and exchanges (docs/product.md §3 and §4, Returns; docs/api.md, Returns). */

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

/** A ₹1,000 shirt in S, M, L × navy, white with `stock` units of S / navy. */
async function shirt(stock = 10, category = 'Top Wear') {
  const [product] = await createProducts(api, 1, {
    name: 'Linen Shirt',
    sizes: ['S', 'M', 'L'],
    colors: ['navy', 'white'],
    pricePaise: 100_000,
    discountPricePaise: null,
    countInStock: stock,
    category,
  });
  if (!product) throw new Error('no product');
  return product;
}

/** A customer's delivered order of `quantity` S / navy shirts (their first: 20% off). */
async function deliveredOrder(quantity = 3, product?: Awaited<ReturnType<typeof shirt>>) {
  const bought = product ?? (await shirt());
  const customer = await createUser(api);
  const order = await placeOrder(api, customer, bought, quantity);
  await deliverOrder(api, admin, order._id);
  return { product: bought, customer, orderId: order._id };
}

const askReturn = (user: TestUser, orderId: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: user.auth, payload });

const step = (id: string, name: string, payload?: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${id}/${name}`,
    headers: admin.auth,
    ...(payload && { payload }),
  });

const REFUND = { line: 0, quantity: 1, reason: 'changed_mind', resolution: 'refund' } as const;

const stockOfCell = async (productId: string, size: string, color: string) =>
  (await variantsOf(api, productId)).find((cell) => cell.size === size && cell.color === color)?.stock;

async function mailKinds(email: string) {
  const rows = await api.ctx.db
    .select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.createdAt, mailOutbox.id);
  return rows.filter((row) => row.kind.startsWith('return-'));
}

it('lets only the customer return, only once delivered and within the window', async () => {
  const product = await shirt();
  const customer = await createUser(api);
  const order = await placeOrder(api, customer, product, 2);
  const early = await askReturn(customer, order._id, REFUND);
  expect([early.statusCode, early.json().message]).toEqual([
    409,
    'You can return items once the order has been delivered.',
  ]);
  await deliverOrder(api, admin, order._id);

  const stranger = await createUser(api);
  for (const who of [stranger, admin]) {
    const other = await askReturn(who, order._id, REFUND);
    expect([other.statusCode, other.json().message]).toEqual([403, 'That order belongs to someone else.']);
  }
  const theirs = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}/returns`,
    headers: stranger.auth,
  });
  expect(theirs.statusCode).toBe(403);
  const guest = await api.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    payload: REFUND,
  });
  expect(guest.statusCode).toBe(401);

  const wrongLine = await askReturn(customer, order._id, { ...REFUND, line: 5 });
  expect([wrongLine.statusCode, wrongLine.json().message]).toEqual([400, 'That item is not on this order.']);
  const noReason = await askReturn(customer, order._id, { ...REFUND, reason: 'bored' });
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Choose a reason for the return']);
  const longNote = await askReturn(customer, order._id, { ...REFUND, note: 'x'.repeat(501) });
  expect([longNote.statusCode, longNote.json().message]).toEqual([
    400,
    'Note must be at most 500 characters',
  ]);

  // 31 days after delivery the window (30 days) has closed.
  await api.ctx.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
    .where(eq(orders.id, order._id));
  const late = await askReturn(customer, order._id, REFUND);
  expect([late.statusCode, late.json().message]).toEqual([
    409,
    'The 30-day return window for this order has closed.',
  ]);
  const view = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}/returns`,
    headers: customer.auth,
  });
  expect(view.json()).toMatchObject({ open: false, lines: [{ line: 0, returnable: 0 }], requests: [] });
});

it('never returns more than was bought minus what is already being returned', async () => {
  const { customer, orderId } = await deliveredOrder(3);
  const first = await askReturn(customer, orderId, { ...REFUND, quantity: 2, note: '  Too itchy  ' });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({
    status: 'requested',
    quantity: 2,
    note: 'Too itchy',
    size: 'S',
    color: 'navy',
    history: [{ status: 'requested' }],
  });
  const tooMany = await askReturn(customer, orderId, { ...REFUND, quantity: 2 });
  expect([tooMany.statusCode, tooMany.json().message]).toEqual([
    409,
    'You can return at most 1 unit of this item.',
  ]);
  expect((await askReturn(customer, orderId, REFUND)).statusCode).toBe(201);
  const none = await askReturn(customer, orderId, REFUND);
  expect([none.statusCode, none.json().message]).toEqual([
    409,
    'Every unit of this item is already being returned.',
  ]);
  // A rejected request gives its units back to the line.
  const rejected = await step(first.json()._id, 'reject', { reason: 'Worn, tags removed' });
  expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Worn, tags removed' });
  const view = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/returns`,
    headers: customer.auth,
  });
  expect(view.json()).toMatchObject({ open: true, lines: [{ line: 0, returnable: 2 }] });
});

it('counts two requests racing for one line one after the other', async () => {
  const { customer, orderId } = await deliveredOrder(3);
  const answers = await Promise.all([
    askReturn(customer, orderId, { ...REFUND, quantity: 2 }),
    askReturn(customer, orderId, { ...REFUND, quantity: 2 }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  const refused = answers.find((answer) => answer.statusCode === 409);
  expect(refused?.json().message).toBe('You can return at most 1 unit of this item.');
});

it('puts the stock back once to the exact variant when received, and refunds the paid share', async () => {
  const { product, customer, orderId } = await deliveredOrder(3);
  expect(await stockOfCell(product.id, 'S', 'navy')).toBe(7);
  const created = (
    await askReturn(customer, orderId, { ...REFUND, quantity: 2, reason: 'too_small' })
  ).json();

  const early = await step(created._id, 'receive');
  expect([early.statusCode, early.json().message]).toEqual([
    409,
    'This return is Requested, so it cannot be marked received.',
  ]);
  expect((await step(created._id, 'approve')).json().status).toBe('approved');
  const received = await Promise.all([step(created._id, 'receive'), step(created._id, 'receive')]);
  expect(received.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(await stockOfCell(product.id, 'S', 'navy')).toBe(9);

  const exchangeRefused = await step(created._id, 'send-exchange');
  expect([exchangeRefused.statusCode, exchangeRefused.json().message]).toEqual([
    409,
    'This return asked for a refund, not an exchange.',
  ]);
  // ₹1,000 × 3 with the first-order 20% off: ₹2,400 paid for the line, ₹800 a unit.
  const refunded = await step(created._id, 'refund');
  expect(refunded.json()).toMatchObject({ status: 'refunded', refundAmount: 1600, refundDue: 1600 });
  const again = await step(created._id, 'refund');
  expect([again.statusCode, again.json().message]).toEqual([
    409,
    'This return is Refunded, so it cannot be refunded.',
  ]);
  expect(await stockOfCell(product.id, 'S', 'navy')).toBe(9);
  expect((await mailKinds(customer.email)).map((mail) => mail.kind)).toEqual([
    'return-requested',
    'return-approved',
    'return-received',
    'return-refunded',
  ]);
  const view = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/returns`,
    headers: customer.auth,
  });
  expect(view.json().requests[0]).toMatchObject({
    status: 'refunded',
    refundAmount: 1600,
    history: [
      { status: 'requested' },
      { status: 'approved' },
      { status: 'received' },
      { status: 'refunded' },
    ],
  });
});

it('keeps a defective return out of stock', async () => {
  const { product, customer, orderId } = await deliveredOrder(1);
  const created = (await askReturn(customer, orderId, { ...REFUND, reason: 'defective' })).json();
  await step(created._id, 'approve');
  expect((await step(created._id, 'receive')).json().status).toBe('received');
  expect(await stockOfCell(product.id, 'S', 'navy')).toBe(9);
});

it('holds the exchange variant from the request, releases it on rejection and sends it at no charge', async () => {
  const product = await shirt(10);
  const { customer, orderId } = await deliveredOrder(2, product);
  await setVariantStock(api, product.id, 1, { size: 'M', color: 'navy' });

  const view = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/returns`,
    headers: customer.auth,
  });
  expect(view.json().lines[0].exchanges).toEqual([{ size: 'M', color: 'navy', stock: 1 }]);

  const same = await askReturn(customer, orderId, {
    ...REFUND,
    resolution: 'exchange',
    exchange: { size: 'S', color: 'navy' },
  });
  expect([same.statusCode, same.json().message]).toEqual([
    400,
    'Choose a size or colour other than the one you have.',
  ]);
  const missing = await askReturn(customer, orderId, { ...REFUND, resolution: 'exchange' });
  expect([missing.statusCode, missing.json().message]).toEqual([
    400,
    'Choose the size and colour you want instead',
  ]);
  const tooMany = await askReturn(customer, orderId, {
    ...REFUND,
    quantity: 2,
    reason: 'too_small',
    resolution: 'exchange',
    exchange: { size: 'M', color: 'navy' },
  });
  expect([tooMany.statusCode, tooMany.json().message]).toEqual([
    409,
    'Only 1 left of Linen Shirt in M / navy',
  ]);

  const held = await askReturn(customer, orderId, {
    ...REFUND,
    reason: 'too_small',
    resolution: 'exchange',
    exchange: { size: 'M', color: 'navy' },
  });
  expect(held.statusCode).toBe(201);
  expect(held.json().exchange).toEqual({ size: 'M', color: 'navy' });
  expect(await stockOfCell(product.id, 'M', 'navy')).toBe(0);
  const soldOut = await askReturn(customer, orderId, {
    ...REFUND,
    resolution: 'exchange',
    exchange: { size: 'M', color: 'navy' },
  });
  expect([soldOut.statusCode, soldOut.json().message]).toEqual([409, 'Linen Shirt in M / navy is sold out']);

  await step(held.json()._id, 'reject', { reason: 'Sent after the window' });
  expect(await stockOfCell(product.id, 'M', 'navy')).toBe(1);

  const second = (
    await askReturn(customer, orderId, {
      ...REFUND,
      reason: 'too_small',
      resolution: 'exchange',
      exchange: { size: 'M', color: 'navy' },
    })
  ).json();
  expect(await stockOfCell(product.id, 'M', 'navy')).toBe(0);
  await step(second._id, 'approve');
  await step(second._id, 'receive');
  expect(await stockOfCell(product.id, 'S', 'navy')).toBe(9);
  const notRefund = await step(second._id, 'refund');
  expect([notRefund.statusCode, notRefund.json().message]).toEqual([
    409,
    'This return asked for an exchange, not a refund.',
  ]);
  const sent = await step(second._id, 'send-exchange');
  expect(sent.json()).toMatchObject({ status: 'exchange_sent' });
  expect(await stockOfCell(product.id, 'M', 'navy')).toBe(0);
  const order = await api.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: customer.auth,
  });
  expect(
    order
      .json()
      .orderItems.map((item: { size: string; price: number; quantity: number }) => [
        item.size,
        item.price,
        item.quantity,
      ]),
  ).toEqual([
    ['S', 1000, 2],
    ['M', 0, 1],
  ]);
  expect((await mailKinds(customer.email)).map((mail) => mail.subject)).toContain(
    `Your exchange for order #${orderId.slice(-8)} is on its way`,
  );
});

it('lists the queue for admins only, by status and order', async () => {
  const { customer, orderId } = await deliveredOrder(1);
  const created = (await askReturn(customer, orderId, REFUND)).json();
  const list = await api.app.inject({
    method: 'GET',
    url: `/api/admin/returns?orderId=${orderId}`,
    headers: admin.auth,
  });
  expect(list.json()).toMatchObject({
    total: 1,
    returns: [{ _id: created._id, customer: { email: customer.email }, refundDue: 800, status: 'requested' }],
  });
  const requested = await api.app.inject({
    method: 'GET',
    url: '/api/admin/returns?status=requested',
    headers: admin.auth,
  });
  expect(requested.json().returns.map((entry: { _id: string }) => entry._id)).toContain(created._id);
  const shopper = await api.app.inject({ method: 'GET', url: '/api/admin/returns', headers: customer.auth });
  expect(shopper.statusCode).toBe(403);
  const noReason = await step(created._id, 'reject', {});
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Reason is required']);
  const unknown = await step('0'.repeat(24), 'approve');
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Return request not found']);
});

it('counts "too small" returns in the fit summary and knows the size a shopper keeps', async () => {
  const product = await shirt(20);
  for (let index = 0; index < 3; index += 1) {
    const { customer, orderId } = await deliveredOrder(1, product);
    expect((await askReturn(customer, orderId, { ...REFUND, reason: 'too_small' })).statusCode).toBe(201);
  }
  const reviews = await api.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` });
  expect(reviews.json().summary).toMatchObject({
    fit: { small: 3, true: 0, large: 0 },
    fitSummary: 'Most buyers say it runs small: consider one size up',
  });

  // Kept: two M tops; returned: an L top. Not counted: bottoms.
  const shopper = await createUser(api);
  const top = await shirt(10);
  await setVariantStock(api, top.id, 5, { size: 'M', color: 'navy' });
  await setVariantStock(api, top.id, 5, { size: 'L', color: 'navy' });
  const bottom = await shirt(10, 'Bottom Wear');
  await addToCart(api, shopper, top, 2, { size: 'M' });
  await addToCart(api, shopper, top, 1, { size: 'L' });
  await addToCart(api, shopper, bottom, 3);
  const checkoutId = await paidCheckout(api, shopper);
  const finalized = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/finalize`,
    headers: shopper.auth,
  });
  const orderId = finalized.json()._id as string;
  const usual = () =>
    api.app.inject({ method: 'GET', url: `/api/products/${product.id}/usual-size`, headers: shopper.auth });
  expect((await usual()).json()).toEqual({ size: null, category: 'Top Wear' });
  await deliverOrder(api, admin, orderId);
  expect((await usual()).json()).toEqual({ size: 'M', category: 'Top Wear' });
  const lines = finalized.json().orderItems as Array<{ size: string; productId: string }>;
  const mLine = lines.findIndex((line) => line.size === 'M' && line.productId === top.id);
  expect(
    (await askReturn(shopper, orderId, { ...REFUND, line: mLine, quantity: 2, reason: 'too_large' }))
      .statusCode,
  ).toBe(201);
  expect((await usual()).json()).toEqual({ size: 'L', category: 'Top Wear' });
  const guest = await api.app.inject({ method: 'GET', url: `/api/products/${product.id}/usual-size` });
  expect(guest.statusCode).toBe(401);
});

it('refuses cancelling an order with returns: their units and refunds are settled in Returns', async () => {
  const { customer, orderId } = await deliveredOrder(2);
  expect((await askReturn(customer, orderId, REFUND)).statusCode).toBe(201);
  const cancel = await api.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}`,
    headers: admin.auth,
    payload: { status: 'Cancelled' },
  });
  expect([cancel.statusCode, cancel.json().message]).toEqual([
    409,
    'This order has returns, so it cannot be cancelled: their units and refunds are settled in Returns.',
  ]);
});
