import { and, eq } from 'drizzle-orm';
import { mailOutbox, payments, products, taxDocuments } from '../../server/src/db/schema.ts';
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
 * Cash on Delivery (issue 21): offered for order totals within limits and PIN codes the shop serves,
 * with a fee shown before the shopper confirms; placed unpaid ('Pay on delivery'), paid once
 * delivered, cancelled without a refund.
 */

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // Served: Bengaluru (56…) and Mumbai (40…); up to ₹5,000 and from ₹100; a fee of ₹49.
  api = await createTestApp({
    codPinPrefixes: ['56', '40'],
    codMaxPaise: 500_000,
    codMinPaise: 10_000,
    codFeePaise: 4_900,
  });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, user: TestUser, payload?: object) =>
  api.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

/** A shopper with one unit of a ₹`rupees` product in the cart, and their checkout to `address`. */
async function checkoutOf(rupees: number, address: object = SHIPPING_ADDRESS, stock = 5) {
  const [product] = await createProducts(api, 1, {
    pricePaise: rupees * 100,
    discountPricePaise: null,
    countInStock: stock,
    unitsSold: 0,
  });
  if (!product) throw new Error('no product');
  const buyer = await createUser(api);
  await addToCart(api, buyer, product, 1);
  const created = await call('POST', '/api/checkout', buyer, { shippingAddress: address });
  expect(created.statusCode).toBe(201);
  return { buyer, product, checkout: created.json() };
}

describe('Cash on Delivery', () => {
  it('is offered with its fee before the shopper confirms, and places the order unpaid', async () => {
    const { buyer, product, checkout } = await checkoutOf(1000);
    // The first order: 20% off ₹1,000 is ₹800; the fee is its own line, on top.
    expect(checkout).toMatchObject({
      totalPrice: 800,
      codFee: 0,
      cashOnDelivery: { available: true, reason: null, fee: 49, total: 849, gst: 40.43 },
    });
    // ₹800 at 5% holds ₹38.10; the ₹49 fee, taxed at the goods' rate (5%), ₹2.33 more.
    expect(checkout.gst).toBe(38.1);
    expect(await stockOf(api, product.id)).toEqual({ stock: 4, sold: 0 });

    const placed = await call('POST', `/api/checkout/${checkout._id}/cod`, buyer);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      paymentMethod: 'Cash on Delivery',
      isPaid: false,
      paidAt: null,
      paymentStatus: 'pending',
      codFee: 49,
      totalPrice: 849,
      status: 'Processing',
    });
    // The held unit became the order; nothing was taken online.
    expect(await stockOf(api, product.id)).toEqual({ stock: 4, sold: 1 });
    const attempts = await api.ctx.db.select().from(payments).where(eq(payments.checkoutId, checkout._id));
    expect(attempts).toEqual([
      expect.objectContaining({ provider: 'cod', gatewayOrderId: null, amountPaise: 84_900 }),
    ]);

    // A repeat answers the same order.
    const again = await call('POST', `/api/checkout/${checkout._id}/cod`, buyer);
    expect([again.statusCode, again.json()._id]).toEqual([200, order._id]);
    const read = await call('GET', `/api/checkout/${checkout._id}`, buyer);
    expect(read.json()).toMatchObject({ codFee: 49, totalPrice: 849, isFinalized: true, orderId: order._id });

    // The order-placed mail says how it is paid.
    const [mail] = await api.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-placed'), eq(mailOutbox.recipient, buyer.email)));
    expect(mail?.textBody).toContain('Cash on Delivery fee: ₹49\nTotal: ₹849');
    expect(mail?.textBody).toContain('Payment: Cash on Delivery. Please pay ₹849 when it arrives.');

    // Delivered: the courier collected the cash, the order is paid.
    const delivered = await call('PUT', `/api/admin/orders/${order._id}`, admin, { status: 'Delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ isPaid: true, paymentStatus: 'paid', isDelivered: true });
    expect(delivered.json().paidAt).toEqual(expect.any(String));
  });

  it('is cancelled without a refund: nothing was paid', async () => {
    const { buyer, product, checkout } = await checkoutOf(600);
    const order = (await call('POST', `/api/checkout/${checkout._id}/cod`, buyer)).json();
    const cancelled = await call('POST', `/api/orders/${order._id}/cancel`, buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', paymentStatus: 'pending', isPaid: false });
    expect(await stockOf(api, product.id)).toEqual({ stock: 5, sold: 0 });
  });

  it('is refused for a PIN code the shop does not serve, and outside India, saying why', async () => {
    const delhi = await checkoutOf(1000, {
      ...SHIPPING_ADDRESS,
      city: 'New Delhi',
      state: 'Delhi',
      postalCode: '110001',
    });
    const reason = 'Cash on Delivery is not available for PIN code 110001.';
    expect(delhi.checkout.cashOnDelivery).toEqual({
      available: false,
      reason,
      fee: 49,
      total: 849,
      gst: 40.43,
    });
    const refused = await call('POST', `/api/checkout/${delhi.checkout._id}/cod`, delhi.buyer);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: reason }]);

    const abroad = await checkoutOf(1000, {
      ...SHIPPING_ADDRESS,
      city: 'London',
      state: '',
      postalCode: 'SW1A 1AA',
      country: 'United Kingdom',
      phone: '+44 20 7946 0958',
    });
    expect(abroad.checkout.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'Cash on Delivery is available only for delivery addresses in India.',
    });
  });

  it("gives the GST of the total with its fee: the fee taxed at the goods' highest rate, as on the invoice", async () => {
    const [dear, cheap] = await createProducts(api, 2, {
      pricePaise: 350_000,
      discountPricePaise: null,
      countInStock: 5,
      unitsSold: 0,
    });
    if (!dear || !cheap) throw new Error('no products');
    await api.ctx.db.update(products).set({ pricePaise: 50_000 }).where(eq(products.id, cheap.id));
    const buyer = await createUser(api);
    await addToCart(api, buyer, dear, 1);
    await addToCart(api, buyer, cheap, 1);
    const created = await call('POST', '/api/checkout', buyer, { shippingAddress: SHIPPING_ADDRESS });
    expect(created.statusCode).toBe(201);
    const checkout = created.json();
    // 20% off: ₹2,800 a piece at 18% holds ₹427.12, ₹400 at 5% ₹19.05; the ₹49 fee at 18% ₹7.47.
    expect(checkout).toMatchObject({
      totalPrice: 3200,
      gst: 446.17,
      cashOnDelivery: { available: true, reason: null, fee: 49, total: 3249, gst: 453.64 },
    });
    const placed = await call('POST', `/api/checkout/${checkout._id}/cod`, buyer);
    expect(placed.statusCode).toBe(201);
    const [invoice] = await api.ctx.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, placed.json()._id));
    expect(invoice?.lines.find((line) => line.kind === 'charge')).toMatchObject({
      amountPaise: 4_900,
      ratePercent: 18,
    });
  });

  it('is refused above and below the order total limits, and the shopper pays online instead', async () => {
    const large = await checkoutOf(7000);
    // ₹7,000 less 20% is ₹5,600: above ₹5,000.
    const above = 'Cash on Delivery is available for orders up to ₹5,000. Please pay online.';
    expect(large.checkout.cashOnDelivery).toMatchObject({ available: false, reason: above });
    const refused = await call('POST', `/api/checkout/${large.checkout._id}/cod`, large.buyer);
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: above }]);

    const small = await checkoutOf(100);
    expect(small.checkout.cashOnDelivery).toMatchObject({
      available: false,
      reason: 'Cash on Delivery is available for orders of ₹100 or more. Please pay online.',
    });
  });

  it('is not offered for a checkout already paid online', async () => {
    const { buyer, checkout } = await checkoutOf(1000);
    const paid = await call(
      'PUT',
      `/api/checkout/${checkout._id}/pay`,
      buyer,
      await gatewayProof(api, buyer, checkout._id),
    );
    expect(paid.statusCode).toBe(200);
    const refused = await call('POST', `/api/checkout/${checkout._id}/cod`, buyer);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: 'This checkout is already paid.' },
    ]);
  });
});

/** A Cash on Delivery order of a new shopper (₹600 less the first-order 20%, and the ₹49 fee). */
async function codOrder() {
  const { buyer, checkout } = await checkoutOf(600);
  const placed = await call('POST', `/api/checkout/${checkout._id}/cod`, buyer);
  expect(placed.statusCode).toBe(201);
  return { buyer, order: placed.json() as { _id: string; updatedAt: string } };
}

/** An order paid online: the shopper's checkout paid through the embedded gateway. */
async function onlineOrder() {
  const [product] = await createProducts(api, 1, { countInStock: 5, unitsSold: 0 });
  if (!product) throw new Error('no product');
  return placeOrder(api, await createUser(api), product);
}

const recordCash = (id: string) => call('POST', `/api/admin/orders/${id}/cash-received`, admin);
const mailsTo = async (email: string) =>
  (await api.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;

describe('Record cash received (POST /api/admin/orders/{id}/cash-received)', () => {
  it('makes an unpaid COD order paid without changing its status or mailing; a repeat changes nothing', async () => {
    const { buyer, order } = await codOrder();
    expect(
      (await call('PUT', `/api/admin/orders/${order._id}`, admin, { status: 'Shipped' })).statusCode,
    ).toBe(200);
    const mails = await mailsTo(buyer.email);

    const recorded = await recordCash(order._id);
    expect(recorded.statusCode).toBe(200);
    const paid = recorded.json();
    expect(paid).toMatchObject({
      status: 'Shipped',
      isPaid: true,
      paymentStatus: 'paid',
      isDelivered: false,
      paymentMethod: 'Cash on Delivery',
      totalPrice: 529,
    });
    expect(paid.paidAt).toEqual(expect.any(String));
    expect(recorded.headers.etag).toBe(`"${paid.updatedAt}"`);
    expect(paid.statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      'Processing',
      'Shipped',
    ]);
    expect(await mailsTo(buyer.email)).toBe(mails);

    // Again: the same order, not moved on.
    const again = await recordCash(order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      paidAt: paid.paidAt,
      updatedAt: paid.updatedAt,
      paymentStatus: 'paid',
    });

    // Delivered later: still paid, from the time the cash was recorded; the delivery mail only.
    const delivered = await call('PUT', `/api/admin/orders/${order._id}`, admin, { status: 'Delivered' });
    expect(delivered.json()).toMatchObject({ status: 'Delivered', isPaid: true, paidAt: paid.paidAt });
    expect(await recordCash(order._id).then((answer) => answer.json().paidAt)).toBe(paid.paidAt);
  });

  it('is refused with 409 for an order paid online and a cancelled COD order, 404 for no order', async () => {
    const online = await onlineOrder();
    const notCod = await recordCash(online._id);
    expect([notCod.statusCode, notCod.json()]).toEqual([
      409,
      { message: 'Only a Cash on Delivery order can have its cash recorded as received.' },
    ]);

    const { buyer, order } = await codOrder();
    expect((await call('POST', `/api/orders/${order._id}/cancel`, buyer)).statusCode).toBe(200);
    const cancelled = await recordCash(order._id);
    expect([cancelled.statusCode, cancelled.json()]).toEqual([
      409,
      { message: 'This order is cancelled, so there is no cash to collect for it.' },
    ]);
    const after = await call('GET', `/api/admin/orders/${order._id}`, admin);
    expect(after.json()).toMatchObject({
      status: 'Cancelled',
      isPaid: false,
      paidAt: null,
      paymentStatus: 'pending',
    });

    const missing = await recordCash('64f1c2aa00112233deadbeef');
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { buyer, order } = await codOrder();
    expect((await call('POST', `/api/admin/orders/${order._id}/cash-received`, buyer)).statusCode).toBe(403);
    const guest = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/cash-received`,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("The admin's payment filter: COD to collect", () => {
  it('lists COD orders not paid and not cancelled; Pending still lists every unpaid order', async () => {
    await api.reset();
    admin = await createUser(api, { role: 'admin' });
    const processing = await codOrder();
    const shipped = await codOrder();
    await call('PUT', `/api/admin/orders/${shipped.order._id}`, admin, { status: 'Shipped' });
    const cancelled = await codOrder();
    await call('POST', `/api/orders/${cancelled.order._id}/cancel`, cancelled.buyer);
    const delivered = await codOrder();
    await call('PUT', `/api/admin/orders/${delivered.order._id}`, admin, { status: 'Delivered' });
    const cashed = await codOrder();
    await recordCash(cashed.order._id);
    const online = await onlineOrder();

    const byPayment = async (payment: string) => {
      const answer = await call('GET', `/api/admin/orders?payment=${payment}`, admin);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      return { ids: body.orders.map((order: { _id: string }) => order._id).sort(), total: body.totalOrders };
    };
    const sorted = (...ids: string[]) => ids.sort();
    expect(await byPayment('cod_to_collect')).toEqual({
      ids: sorted(processing.order._id, shipped.order._id),
      total: 2,
    });
    expect(await byPayment('pending')).toEqual({
      ids: sorted(processing.order._id, shipped.order._id, cancelled.order._id),
      total: 3,
    });
    expect(await byPayment('paid')).toEqual({
      ids: sorted(delivered.order._id, cashed.order._id, online._id),
      total: 3,
    });
    // With the other filters: Shipped and COD to collect.
    const shippedToCollect = await call(
      'GET',
      '/api/admin/orders?payment=cod_to_collect&status=Shipped',
      admin,
    );
    expect(shippedToCollect.json()).toMatchObject({ totalOrders: 1, orders: [{ _id: shipped.order._id }] });
    const unknown = await call('GET', '/api/admin/orders?payment=failed', admin);
    expect(unknown.statusCode).toBe(400);
  });
});
