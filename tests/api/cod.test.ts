import { and, eq } from 'drizzle-orm';
import { mailOutbox, payments, products, taxDocuments } from '../../server/src/db/schema.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
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
