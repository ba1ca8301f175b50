import { eq } from 'drizzle-orm';
import { checkouts, orders, payments, products } from '../../server/src/db/schema.ts';
import { createFakeGateway } from './support/fake-gateway.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  paidCheckout,
  placeOrder,
  SHIPPING_ADDRESS,
  setVariantStock,
  stockOf,
  type TestApp,
  type TestUser,
  UNPROVEN_PAYMENT,
} from './support/test-app.ts';

/** A gateway this file controls (forged signatures, amounts other than the checkout's). */
const gateway = createFakeGateway();
let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({}, { gateway });
});
afterAll(() => api.close());

const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  api.app.inject(
    payload === undefined ? { method: 'POST', url, headers } : { method: 'POST', url, headers, payload },
  );

describe('POST /api/checkout', () => {
  it('builds items and totals from the cart in the database and keeps the address whole', async () => {
    const [onSale, regular] = await createProducts(api, 2, { countInStock: 20 });
    if (!onSale || !regular) throw new Error('no products');
    await api.ctx.db
      .update(products)
      .set({ pricePaise: 200_000, discountPricePaise: 150_000 })
      .where(eq(products.id, onSale.id));
    await api.ctx.db
      .update(products)
      .set({ pricePaise: 99_900, discountPricePaise: null })
      .where(eq(products.id, regular.id));
    const buyer = await createUser(api, { name: 'Ravi Kumar' });
    await addToCart(api, buyer, onSale, 2);
    await addToCart(api, buyer, regular, 1);

    const response = await post('/api/checkout', buyer.auth, {
      shippingAddress: SHIPPING_ADDRESS,
      // A browser's items and total are ignored: the server prices the cart itself.
      checkoutItems: [{ productId: onSale.id, name: 'x', price: 1, quantity: 2 }],
      totalPrice: 1,
    });
    expect(response.statusCode).toBe(201);
    const checkout = response.json();
    expect(checkout.checkoutItems).toEqual([
      expect.objectContaining({
        productId: onSale.id,
        price: 1500,
        quantity: 2,
        size: onSale.sizes[0],
        color: onSale.colors[0],
      }),
      expect.objectContaining({ productId: regular.id, price: 999, quantity: 1 }),
    ]);
    expect(checkout.shippingAddress).toEqual(SHIPPING_ADDRESS);
    expect(checkout.paymentMethod).toBe('Online');
    // First order: 20% off (STORE_POLICY), shipping free, no tax.
    expect(checkout.subtotal).toBe(3999);
    expect(checkout.discount).toBe(799.8);
    expect(checkout.totalPrice).toBe(3199.2);
    expect(checkout).toMatchObject({
      isPaid: false,
      paymentStatus: 'pending',
      isFinalized: false,
      orderId: null,
    });
  });

  it('charges no discount once the customer has an order that is not cancelled', async () => {
    const [product] = await createProducts(api, 1, {
      countInStock: 20,
      pricePaise: 100_000,
      discountPricePaise: null,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await placeOrder(api, buyer, product, 1);
    await addToCart(api, buyer, product, 1);
    const second = await post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
    expect(second.json()).toMatchObject({ subtotal: 1000, discount: 0, totalPrice: 1000 });

    // A cancelled first order does not count: the next checkout gets the discount again.
    await api.ctx.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.userId, buyer.id));
    const third = await post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
    expect(third.json()).toMatchObject({ subtotal: 1000, discount: 200, totalPrice: 800 });
  });

  it('keeps the payment method the customer chose', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 5 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product);
    const response = await post('/api/checkout', buyer.auth, {
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'PayPal',
    });
    expect(response.json().paymentMethod).toBe('PayPal');
  });

  it('refuses an empty cart, a guest, a missing address field and more than the stock', async () => {
    const buyer = await createUser(api);
    const empty = await post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Your cart is empty' });

    const guest = await post('/api/checkout', {}, { shippingAddress: SHIPPING_ADDRESS });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please sign in to continue.');

    const { phone: _phone, ...withoutPhone } = SHIPPING_ADDRESS;
    const noPhone = await post('/api/checkout', buyer.auth, { shippingAddress: withoutPhone });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toBe('Phone is required');

    const [product] = await createProducts(api, 1, { countInStock: 3, name: 'Indigo Kurta' });
    if (!product) throw new Error('no product');
    await addToCart(api, buyer, product, 3);
    await setVariantStock(api, product.id, 2);
    const short = await post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      message: `Only 2 left of Indigo Kurta in ${product.sizes[0]} / ${product.colors[0]}`,
    });
  });
});

describe('the address a checkout ships to', () => {
  /** A customer whose cart holds one unit of a fresh product. */
  async function buyerWithCart() {
    const [product] = await createProducts(api, 1, { countInStock: 5 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product);
    return buyer;
  }

  it('is checked by the address book’s rules, every field’s problem under its field', async () => {
    const buyer = await buyerWithCart();
    // The address the outside test placed an order with: PIN "1", no state.
    const { state: _state, ...noState } = SHIPPING_ADDRESS;
    const response = await post('/api/checkout', buyer.auth, {
      shippingAddress: { ...noState, firstName: ' ', postalCode: '1', phone: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'First name is required',
      issues: [
        { path: 'shippingAddress.firstName', message: 'First name is required' },
        { path: 'shippingAddress.state', message: 'Choose a state or union territory' },
        {
          path: 'shippingAddress.postalCode',
          message: 'Enter a 6-digit PIN code that does not start with 0',
        },
        { path: 'shippingAddress.phone', message: 'Enter a 10-digit mobile number, with or without +91' },
      ],
    });
    expect(await api.ctx.db.select().from(checkouts).where(eq(checkouts.userId, buyer.id))).toEqual([]);
  });

  it.each([
    ['no state', { state: '' }, 'Choose a state or union territory'],
    ['a state not in the list', { state: 'Wakanda' }, 'Choose a state or union territory'],
    [
      'a PIN code of five digits',
      { postalCode: '56001' },
      'Enter a 6-digit PIN code that does not start with 0',
    ],
    [
      'a PIN code starting with 0',
      { postalCode: '060001' },
      'Enter a 6-digit PIN code that does not start with 0',
    ],
    ['a landline number', { phone: '080 2345 678' }, 'Enter a 10-digit mobile number, with or without +91'],
    ['a blank city', { city: '   ' }, 'City is required'],
  ])('refuses an Indian address with %s', async (_case, change, message) => {
    const buyer = await buyerWithCart();
    const response = await post('/api/checkout', buyer.auth, {
      shippingAddress: { ...SHIPPING_ADDRESS, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps a good address as the address book writes it, state included', async () => {
    const buyer = await buyerWithCart();
    const response = await post('/api/checkout', buyer.auth, {
      shippingAddress: {
        ...SHIPPING_ADDRESS,
        city: ' Bengaluru ',
        state: 'karnataka',
        postalCode: '560 001',
        country: 'india',
        phone: '9845012345',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().shippingAddress).toEqual({
      ...SHIPPING_ADDRESS,
      state: 'Karnataka',
      postalCode: '560001',
      phone: '+91 98450 12345',
    });
  });

  it('takes an address abroad by the checkout’s rules, with or without a state', async () => {
    const buyer = await buyerWithCart();
    const abroad = {
      firstName: 'Asha',
      lastName: 'Verma',
      address: 'Durbar Marg 4',
      city: 'Kathmandu',
      postalCode: '44600',
      country: 'Nepal',
      phone: '+977 1 4412345',
    };
    const response = await post('/api/checkout', buyer.auth, { shippingAddress: abroad });
    expect(response.statusCode).toBe(201);
    expect(response.json().shippingAddress).toEqual(abroad);
    const bad = await post('/api/checkout', buyer.auth, {
      shippingAddress: { ...abroad, postalCode: '44#600' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Postal code may contain letters, digits, space and dash');
  });
});

describe('PUT /api/checkout/{id}/pay', () => {
  const pay = (id: string, user: TestUser, payload: unknown) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/checkout/${id}/pay`,
      headers: user.auth,
      payload: payload as object,
    });

  async function newCheckout(user: TestUser) {
    const [product] = await createProducts(api, 1, { countInStock: 5 });
    if (!product) throw new Error('no product');
    await addToCart(api, user, product);
    const created = await post('/api/checkout', user.auth, { shippingAddress: SHIPPING_ADDRESS });
    return created.json()._id as string;
  }

  it("marks the owner's checkout paid on the gateway's verified proof; nobody else may", async () => {
    const owner = await createUser(api);
    const other = await createUser(api);
    const id = await newCheckout(owner);
    const proof = await gatewayProof(api, owner, id, 'card_success');

    const stranger = await pay(id, other, proof);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'That checkout belongs to someone else.' });

    const wrongStatus = await pay(id, owner, { ...proof, paymentStatus: 'free' });
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json().message).toBe('paymentStatus must be "paid"');

    // The spec's browser-made transaction id is no proof of payment any more.
    const madeUp = await pay(id, owner, {
      paymentStatus: 'paid',
      paymentDetails: { transactionId: 'TXN-123456', paymentMethod: 'Direct Payment' },
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe('razorpay_payment_id is required');

    const paid = await pay(id, owner, proof);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      _id: id,
      isPaid: true,
      paymentStatus: 'paid',
      paymentMethod: 'Online (Card)',
      paymentDetails: {
        transactionId: proof.paymentDetails.razorpay_payment_id,
        paymentMethod: 'Online (Card)',
        timestamp: expect.any(String),
      },
      paidAt: expect.any(String),
    });

    const missing = await pay('a'.repeat(24), owner, proof);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Checkout not found' });
  });

  it('refuses a forged signature, an order id swapped from another checkout and a payment never started', async () => {
    const owner = await createUser(api);
    const id = await newCheckout(owner);
    const notStarted = await pay(id, owner, UNPROVEN_PAYMENT);
    expect([notStarted.statusCode, notStarted.json()]).toEqual([
      409,
      { message: 'No online payment was started for this checkout. Please pay again.' },
    ]);

    const proof = await gatewayProof(api, owner, id);
    const forged = await pay(id, owner, {
      ...proof,
      paymentDetails: { ...proof.paymentDetails, razorpay_signature: 'f'.repeat(64) },
    });
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      {
        message:
          'The payment could not be verified. If money left your account, it will be refunded; please try again.',
      },
    ]);
    // Signed with a secret that is not the gateway's.
    const wrongKey = await pay(id, owner, {
      ...proof,
      paymentDetails: {
        ...proof.paymentDetails,
        razorpay_signature: gateway.sign(
          proof.paymentDetails.razorpay_order_id,
          proof.paymentDetails.razorpay_payment_id,
          'guessed-secret',
        ),
      },
    });
    expect(wrongKey.statusCode).toBe(400);

    // Another shopper's real, correctly signed payment, replayed on this checkout.
    const rival = await createUser(api);
    const rivalId = await newCheckout(rival);
    const rivalProof = await gatewayProof(api, rival, rivalId);
    const swapped = await pay(id, owner, rivalProof);
    expect([swapped.statusCode, swapped.json()]).toEqual([
      400,
      { message: 'This payment does not belong to this checkout.' },
    ]);
    // The rival's payment id with this checkout's order id: the signature is for the rival's order.
    const mixed = await pay(id, owner, {
      ...rivalProof,
      paymentDetails: {
        ...rivalProof.paymentDetails,
        razorpay_order_id: proof.paymentDetails.razorpay_order_id,
      },
    });
    expect(mixed.statusCode).toBe(400);
    const [row] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row?.paymentStatus).toBe('pending');

    expect((await pay(id, owner, proof)).statusCode).toBe(200);
    // The same proof again is harmless: the first payment stands.
    expect((await pay(id, owner, proof)).json().paymentDetails.transactionId).toBe(
      proof.paymentDetails.razorpay_payment_id,
    );
  });

  it("refuses a payment whose amount at the gateway is not the checkout's", async () => {
    const owner = await createUser(api);
    const id = await newCheckout(owner);
    const started = await post(`/api/checkout/${id}/payment`, owner.auth);
    const proof = gateway.pay(started.json().gatewayOrderId, { amountPaise: 100 });
    const response = await pay(id, owner, { paymentStatus: 'paid', paymentDetails: proof });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: 'The amount paid does not match this checkout. Please contact us.' },
    ]);
  });
});

describe('POST /api/checkout/{id}/finalize', () => {
  it('makes one order, takes the stock, empties the cart and links the checkout', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 10, unitsSold: 4 });
    if (!product) throw new Error('no product');
    // All ten units on the last size and colour: the order draws on that variant only.
    await setVariantStock(api, product.id, 0);
    await setVariantStock(api, product.id, 10, { size: product.sizes.at(-1), color: product.colors.at(-1) });
    const buyer = await createUser(api, { name: 'Meera Iyer', email: 'meera@example.test' });
    await addToCart(api, buyer, product, 3, { size: product.sizes.at(-1), color: product.colors.at(-1) });
    const checkoutId = await paidCheckout(api, buyer);

    const response = await post(`/api/checkout/${checkoutId}/finalize`, buyer.auth);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      user: { _id: buyer.id, name: 'Meera Iyer', email: 'meera@example.test' },
      orderItems: [
        expect.objectContaining({
          productId: product.id,
          quantity: 3,
          size: product.sizes.at(-1),
          color: product.colors.at(-1),
        }),
      ],
      shippingAddress: SHIPPING_ADDRESS,
      status: 'Processing',
      isPaid: true,
      paymentStatus: 'paid',
      isDelivered: false,
      checkoutId,
    });
    expect(order.statusHistory).toEqual([{ status: 'Processing', at: expect.any(String) }]);
    expect(await stockOf(api, product.id)).toEqual({ stock: 7, sold: 7 });

    const cart = await api.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.auth });
    expect(cart.json().products).toEqual([]);

    const checkout = await api.app.inject({
      method: 'GET',
      url: `/api/checkout/${checkoutId}`,
      headers: buyer.auth,
    });
    expect(checkout.json()).toMatchObject({ isFinalized: true, orderId: order._id });

    // The catalogue shows the new stock at once (its response cache is cleared).
    const listed = await api.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(listed.json().countInStock).toBe(7);
  });

  it('answers the same order when finalized twice, one after the other or at once', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 10, unitsSold: 0 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product, 2);
    const checkoutId = await paidCheckout(api, buyer);
    const url = `/api/checkout/${checkoutId}/finalize`;

    const together = await Promise.all(Array.from({ length: 5 }, () => post(url, buyer.auth)));
    const again = await post(url, buyer.auth);
    const statuses = together.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(again.statusCode).toBe(200);
    const ids = new Set([...together, again].map((response) => response.json()._id));
    expect(ids.size).toBe(1);

    const stored = await api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    expect(stored).toHaveLength(1);
    expect(await stockOf(api, product.id)).toEqual({ stock: 8, sold: 2 });
  });

  it('refuses a checkout that is not paid', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 4, unitsSold: 0 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product);
    const created = await post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS });
    const response = await post(`/api/checkout/${created.json()._id}/finalize`, buyer.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This checkout has not been paid yet' });
    // The checkout holds its unit; nothing was sold.
    expect(await stockOf(api, product.id)).toEqual({ stock: 3, sold: 0 });
  });

  it('refunds a paid checkout made before holds whose stock ran out, naming the product', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 5, name: 'Saffron Linen Shirt' });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product, 2);
    const checkoutId = await paidCheckout(api, buyer);
    // A checkout made before stock holds existed (migration 0019): it took no stock, finalize takes it.
    await api.ctx.db.update(checkouts).set({ stockHold: 'none' }).where(eq(checkouts.id, checkoutId));
    await setVariantStock(api, product.id, 1);

    // Paid, and the stock is not there: the payment is refunded and the shopper told so.
    const refused = {
      message: `Your payment went through, but we could not place the order: Only 1 left of Saffron Linen Shirt in ${product.sizes[0]} / ${product.colors[0]}. The full amount is being refunded to you.`,
    };
    const response = await post(`/api/checkout/${checkoutId}/finalize`, buyer.auth);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refused);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 1 });
    expect(await api.ctx.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).toEqual([]);
    const [checkout] = await api.ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(checkout).toMatchObject({ isFinalized: false, orderId: null, refundState: expect.any(String) });
    const cart = await api.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.auth });
    expect(cart.json().products).toHaveLength(1);

    // Once refunded it never becomes an order, even when the stock comes back.
    await setVariantStock(api, product.id, 2);
    const again = await post(`/api/checkout/${checkoutId}/finalize`, buyer.auth);
    expect([again.statusCode, again.json()]).toEqual([409, refused]);
    expect(await stockOf(api, product.id)).toMatchObject({ stock: 2 });
  });

  it("refuses another customer's checkout", async () => {
    const [product] = await createProducts(api, 1, { countInStock: 4, unitsSold: 0 });
    if (!product) throw new Error('no product');
    const owner = await createUser(api);
    const other = await createUser(api);
    await addToCart(api, owner, product);
    const checkoutId = await paidCheckout(api, owner);
    const response = await post(`/api/checkout/${checkoutId}/finalize`, other.auth);
    expect(response.statusCode).toBe(403);
    // Only the owner's hold left the stock.
    expect(await stockOf(api, product.id)).toEqual({ stock: 3, sold: 0 });
  });

  it('lets the first-order discount be spent once even with two checkouts open', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 10 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    await addToCart(api, buyer, product);
    const first = await paidCheckout(api, buyer);
    const second = await paidCheckout(api, buyer);
    const results = await Promise.all([
      post(`/api/checkout/${first}/finalize`, buyer.auth),
      post(`/api/checkout/${second}/finalize`, buyer.auth),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((response) => response.statusCode === 409);
    // Both were paid: the one that cannot become an order is refunded, and the shopper is told so.
    expect(refused?.json()).toEqual({
      message:
        'Your payment went through, but we could not place the order: the first-order discount has already been used on another order. The full amount is being refunded to you.',
    });
  });

  it('sells 5 units to exactly 5 of 200 buyers racing for them: the others hear "sold out" before paying, and no payment is taken without its order', async () => {
    const [product] = await createProducts(api, 1, {
      countInStock: 200,
      unitsSold: 0,
      name: 'Last Call Hoodie',
    });
    if (!product) throw new Error('no product');
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createUser(api)));
    for (const buyer of buyers) await addToCart(api, buyer, product, 1);
    await setVariantStock(api, product.id, 5);

    const started = await Promise.all(
      buyers.map((buyer) => post('/api/checkout', buyer.auth, { shippingAddress: SHIPPING_ADDRESS })),
    );
    const held = started.filter((response) => response.statusCode === 201);
    const refused = started.filter((response) => response.statusCode === 409);
    expect(held).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const response of refused)
      expect(response.json()).toEqual({
        message: `Last Call Hoodie in ${product.sizes[0]} / ${product.colors[0]} is sold out`,
      });
    expect(await stockOf(api, product.id)).toEqual({ stock: 0, sold: 0 });

    const finalized = await Promise.all(
      started.flatMap((response, index) => {
        if (response.statusCode !== 201) return [];
        const buyer = buyers[index];
        if (!buyer) throw new Error('no buyer');
        const url = `/api/checkout/${response.json()._id}`;
        return [
          gatewayProof(api, buyer, response.json()._id)
            .then((payload) =>
              api.app.inject({ method: 'PUT', url: `${url}/pay`, headers: buyer.auth, payload }),
            )
            .then(() => post(`${url}/finalize`, buyer.auth)),
        ];
      }),
    );
    expect(finalized.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await stockOf(api, product.id)).toEqual({ stock: 0, sold: 5 });
    const sold = await api.ctx.db.select().from(orders);
    expect(sold.filter((order) => order.items[0]?.productId === product.id)).toHaveLength(5);
    // Every payment taken (the 195 never started one) belongs to a checkout that became an order.
    const buyerIds = new Set(buyers.map((buyer) => buyer.id));
    const taken = (await api.ctx.db.select().from(payments)).filter(
      (payment) =>
        buyerIds.has(payment.userId) && (payment.state === 'captured' || payment.state === 'authorized'),
    );
    const placed = new Set(sold.map((order) => order.checkoutId));
    expect(taken.filter((payment) => !placed.has(payment.checkoutId))).toEqual([]);
    expect(new Set(taken.map((payment) => payment.checkoutId)).size).toBe(5);
  });
});

describe('GET /api/checkout/{id}', () => {
  it('answers the owner only', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 4 });
    if (!product) throw new Error('no product');
    const owner = await createUser(api);
    const other = await createUser(api);
    const admin = await createUser(api, { role: 'admin' });
    await addToCart(api, owner, product);
    const id = await paidCheckout(api, owner);
    const get = (headers: Record<string, string>) =>
      api.app.inject({ method: 'GET', url: `/api/checkout/${id}`, headers });
    expect((await get(owner.auth)).json()).toMatchObject({ _id: id, isPaid: true, orderId: null });
    expect((await get(other.auth)).statusCode).toBe(403);
    expect((await get(admin.auth)).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
    const invalid = await api.app.inject({
      method: 'GET',
      url: '/api/checkout/not-an-id',
      headers: owner.auth,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('That id is not valid');
  });
});

describe('GET /api/checkout/first-order-discount', () => {
  const eligibility = (headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url: '/api/checkout/first-order-discount', headers });

  it('answers a guest 401 with a readable message', async () => {
    const response = await eligibility();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('follows the rule checkout applies: eligible until an order that is not cancelled exists', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    if (!product) throw new Error('no product');
    const admin = await createUser(api, { role: 'admin' });
    const buyer = await createUser(api);
    expect((await eligibility(buyer.auth)).json()).toEqual({ eligible: true, percent: 20 });

    const order = await placeOrder(api, buyer, product, 1);
    expect((await eligibility(buyer.auth)).json()).toEqual({ eligible: false, percent: 20 });

    // The admin cancels the only order: the discount is there to be had again.
    const cancel = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await eligibility(buyer.auth)).json()).toEqual({ eligible: true, percent: 20 });

    // Someone else's orders change nothing for this customer.
    const other = await createUser(api);
    await placeOrder(api, other, product, 1);
    expect((await eligibility(buyer.auth)).json()).toEqual({ eligible: true, percent: 20 });
    expect((await eligibility(other.auth)).json()).toEqual({ eligible: false, percent: 20 });
  });
});
