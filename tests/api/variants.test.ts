import { and, eq, inArray, isNull } from 'drizzle-orm';
import { checkouts, orders } from '../../server/src/db/schema.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  paidBeforeTheGateway,
  paidCheckout,
  SHIPPING_ADDRESS,
  setVariantStock,
  stockOf,
  type TestApp,
  variantsOf,
} from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const BUYERS = 200;

/** A product in S and M, navy and white, with stock on every variant: M / navy 200, the others 7, 8, 9. */
async function fourVariants() {
  const [product] = await createProducts(api, 1, {
    name: 'Linen Shirt',
    sizes: ['S', 'M'],
    colors: ['navy', 'white'],
    countInStock: 7,
    unitsSold: 0,
  });
  if (!product) throw new Error('no product');
  await setVariantStock(api, product.id, 8, { size: 'S', color: 'white' });
  await setVariantStock(api, product.id, BUYERS, { size: 'M', color: 'navy' });
  await setVariantStock(api, product.id, 9, { size: 'M', color: 'white' });
  return product;
}

const stockByCell = async (productId: string) =>
  Object.fromEntries(
    (await variantsOf(api, productId)).map((variant) => [`${variant.size}/${variant.color}`, variant.stock]),
  );

describe('stock of one variant under concurrent orders', () => {
  it(`sells the last 5 units of M / navy to exactly 5 of ${BUYERS} shoppers; the others hear "sold out" before paying`, async () => {
    const product = await fourVariants();
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createUser(api)));
    for (const buyer of buyers) await addToCart(api, buyer, product, 1, { size: 'M', color: 'navy' });
    await setVariantStock(api, product.id, 5, { size: 'M', color: 'navy' });
    expect(await stockOf(api, product.id)).toEqual({ stock: 7 + 8 + 5 + 9, sold: 0 });

    // Every shopper starts a checkout at once: the checkout holds the stock, or answers 409.
    const started = await Promise.all(
      buyers.map((buyer) =>
        api.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: buyer.auth,
          payload: { shippingAddress: SHIPPING_ADDRESS },
        }),
      ),
    );
    const statuses = started.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 5);
    const messages = new Set(started.filter((r) => r.statusCode === 409).map((r) => r.json().message));
    expect([...messages]).toEqual(['Linen Shirt in M / navy is sold out']);
    expect(await stockByCell(product.id)).toEqual({ 'S/navy': 7, 'S/white': 8, 'M/navy': 0, 'M/white': 9 });

    // Only those holding stock pay, and every payment becomes an order.
    const placed = await Promise.all(
      started.flatMap((response, index) => {
        const buyer = buyers[index];
        if (response.statusCode !== 201 || !buyer) return [];
        const url = `/api/checkout/${response.json()._id}`;
        return [
          gatewayProof(api, buyer, response.json()._id)
            .then((payload) =>
              api.app.inject({ method: 'PUT', url: `${url}/pay`, headers: buyer.auth, payload }),
            )
            .then((paid) => {
              expect(paid.statusCode).toBe(200);
              return api.app.inject({ method: 'POST', url: `${url}/finalize`, headers: buyer.auth });
            }),
        ];
      }),
    );
    expect(placed.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);

    expect(await stockByCell(product.id)).toEqual({ 'S/navy': 7, 'S/white': 8, 'M/navy': 0, 'M/white': 9 });
    expect(await stockOf(api, product.id)).toEqual({ stock: 24, sold: 5 });
    const sold = await api.ctx.db.select().from(orders);
    expect(sold.filter((order) => order.items[0]?.productId === product.id)).toHaveLength(5);
    const buyerIds = buyers.map((buyer) => buyer.id);
    const paidWithoutOrder = await api.ctx.db
      .select()
      .from(checkouts)
      .where(
        and(
          inArray(checkouts.userId, buyerIds),
          eq(checkouts.paymentStatus, 'paid'),
          isNull(checkouts.orderId),
        ),
      );
    expect(paidWithoutOrder).toEqual([]);
  });

  it('gives a cancelled order back to the same variant exactly once, and takes it again on reopening', async () => {
    const product = await fourVariants();
    await setVariantStock(api, product.id, 3, { size: 'M', color: 'white' });
    const admin = await createUser(api, { role: 'admin' });
    const buyer = await createUser(api);
    await addToCart(api, buyer, product, 2, { size: 'M', color: 'white' });
    const checkoutId = await paidCheckout(api, buyer);
    const finalized = await api.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/finalize`,
      headers: buyer.auth,
    });
    expect(finalized.statusCode).toBe(201);
    const orderId = finalized.json()._id as string;
    // Reopening needs an order whose cancellation refunds nothing through the gateway.
    await paidBeforeTheGateway(api, orderId);
    expect(finalized.json().orderItems[0]).toMatchObject({ size: 'M', color: 'white' });
    const before = { 'S/navy': 7, 'S/white': 8, 'M/navy': BUYERS };
    expect(await stockByCell(product.id)).toEqual({ ...before, 'M/white': 1 });

    const setStatus = (status: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}`,
        headers: admin.auth,
        payload: { status },
      });
    const [first, second] = await Promise.all([setStatus('Cancelled'), setStatus('Cancelled')]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(await stockByCell(product.id)).toEqual({ ...before, 'M/white': 3 });
    expect(await stockOf(api, product.id)).toEqual({ stock: 7 + 8 + BUYERS + 3, sold: 0 });

    await setVariantStock(api, product.id, 1, { size: 'M', color: 'white' });
    const refused = await setStatus('Processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Only 1 left of Linen Shirt in M / white' });
    await setVariantStock(api, product.id, 2, { size: 'M', color: 'white' });
    expect((await setStatus('Processing')).statusCode).toBe(200);
    expect(await stockByCell(product.id)).toEqual({ ...before, 'M/white': 0 });

    // Deleting (archiving: it has an invoice) an order still being processed cancels it, which gives
    // the units back to the same variant too.
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stockByCell(product.id)).toEqual({ ...before, 'M/white': 2 });
    expect(await api.ctx.db.select().from(orders).where(eq(orders.id, orderId))).toEqual([
      expect.objectContaining({ status: 'Cancelled', archivedAt: expect.any(Date) }),
    ]);
  });
});
