import { variantSku } from '@store/contracts';
import { eq } from 'drizzle-orm';
import { carts } from '../../server/src/db/schema.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  setVariantStock,
  type TestApp,
} from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

let guestCounter = 0;
const newGuest = () => `guest_${1_700_000_000_000 + ++guestCounter}`;
/** Each guest's browser holds its own secret (X-Guest-Secret); these helpers send it for the guest. */
const secretOf = (guestId: string) => `secret_${guestId}`;
const guestHeaders = (payload: Record<string, unknown>): Record<string, string> =>
  typeof payload.guestId === 'string' ? { 'x-guest-secret': secretOf(payload.guestId) } : {};
const cartCall = (method: 'POST' | 'PUT' | 'DELETE', payload: Record<string, unknown>, headers = {}) =>
  api.app.inject({ method, url: '/api/cart', payload, headers: { ...guestHeaders(payload), ...headers } });
const readGuestCart = (guestId: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/cart?guestId=${guestId}`,
    headers: { 'x-guest-secret': secretOf(guestId) },
  });

const lineOf = (row: { id: string; sizes: string[]; colors: string[] }) => ({
  productId: row.id,
  size: row.sizes[0],
  color: row.colors[0],
});

async function product(stock = 10, pricePaise = 150_000, discountPricePaise: number | null = 120_000) {
  const [row] = await createProducts(api, 1, {
    countInStock: stock,
    pricePaise,
    discountPricePaise,
    name: 'Coastline Tee',
    sizes: ['M', 'L'],
    colors: ['navy', 'white'],
  });
  if (!row) throw new Error('no product');
  return row;
}

describe('guest cart', () => {
  it('answers the whole cart on every call, priced at the selling price', async () => {
    const item = await product();
    const guestId = newGuest();
    const line = { productId: item.id, size: item.sizes[0], color: item.colors[0], guestId };
    const added = await cartCall('POST', { ...line, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      _id: expect.any(String),
      products: [
        {
          productId: item.id,
          name: 'Coastline Tee',
          image: item.images[0]?.url,
          price: 1200,
          listPrice: 1500,
          quantity: 2,
          size: item.sizes[0],
          color: item.colors[0],
          sku: variantSku(item.sku, 'M', 'navy'),
          countInStock: 10,
        },
      ],
      totalPrice: 2400,
      // GST inside it (docs/product.md §10): ₹1,200 a piece at 5%, 2,400 × 5 / 105 = ₹114.29
      gst: 114.29,
      user: null,
      guestId,
      notices: [],
    });

    const updated = await cartCall('PUT', { ...line, quantity: 5 });
    expect(updated.json()).toMatchObject({ totalPrice: 6000, products: [{ quantity: 5 }] });
    const fetched = await readGuestCart(guestId);
    expect(fetched.json().products[0].quantity).toBe(5);

    const zero = await cartCall('PUT', { ...line, quantity: 0 });
    expect(zero.json()).toMatchObject({ products: [], totalPrice: 0 });
    await cartCall('POST', { ...line, quantity: 1 });
    const removed = await cartCall('DELETE', line);
    expect(removed.json().products).toEqual([]);
  });

  it('gives each line its price before the sale too, so the cart can say what the sale saves', async () => {
    const onSale = await product(10, 150_000, 120_000);
    const fullPrice = await product(10, 99_900, null);
    const guestId = newGuest();
    await cartCall('POST', { ...lineOf(onSale), guestId, quantity: 2 });
    const added = await cartCall('POST', { ...lineOf(fullPrice), guestId, quantity: 1 });
    const prices = (cart: { products: Array<{ productId: string; price: number; listPrice: number }> }) =>
      cart.products.map(({ productId, price, listPrice }) => ({ productId, price, listPrice }));
    const expected = [
      { productId: onSale.id, price: 1200, listPrice: 1500 },
      { productId: fullPrice.id, price: 999, listPrice: 999 },
    ];
    expect(prices(added.json())).toEqual(expected);
    expect(prices((await cartCall('PUT', { ...lineOf(onSale), guestId, quantity: 3 })).json())).toEqual(
      expected,
    );
    expect(prices((await readGuestCart(guestId)).json())).toEqual(expected);
  });

  it('treats size and colour case-insensitively as one line, and refuses what the product lacks', async () => {
    const item = await product();
    const guestId = newGuest();
    const size = item.sizes[0] as string;
    const color = item.colors[0] as string;
    await cartCall('POST', {
      productId: item.id,
      size: size.toLowerCase(),
      color: color.toUpperCase(),
      quantity: 1,
      guestId,
    });
    const again = await cartCall('POST', { productId: item.id, size, color, quantity: 1, guestId });
    expect(again.json().products).toEqual([expect.objectContaining({ size, color, quantity: 2 })]);

    const badSize = await cartCall('POST', { productId: item.id, size: 'XXXL', color, quantity: 1, guestId });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toEqual({ message: 'Coastline Tee is not sold in XXXL / navy' });
    const badColor = await cartCall('POST', {
      productId: item.id,
      size,
      color: 'mauve',
      quantity: 1,
      guestId,
    });
    expect(badColor.json()).toEqual({ message: 'Coastline Tee is not sold in M / mauve' });
    const unknown = await cartCall('POST', { productId: 'a'.repeat(24), size, color, quantity: 1, guestId });
    expect(unknown.statusCode).toBe(404);
  });

  it('caps quantities at the stock with a clear message, also for two adds at once', async () => {
    const item = await product(3);
    const guestId = newGuest();
    const line = { productId: item.id, size: item.sizes[0], color: item.colors[0], guestId };
    const tooMany = await cartCall('POST', { ...line, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'Only 3 left of Coastline Tee in M / navy' });

    const together = await Promise.all([
      cartCall('POST', { ...line, quantity: 2 }),
      cartCall('POST', { ...line, quantity: 2 }),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const cart = await readGuestCart(guestId);
    expect(cart.json().products[0].quantity).toBe(2);

    const setTooMany = await cartCall('PUT', { ...line, quantity: 9 });
    expect(setTooMany.statusCode).toBe(409);
    await setVariantStock(api, item.id, 0);
    const soldOut = await cartCall('POST', { ...line, quantity: 1 });
    expect(soldOut.json()).toEqual({ message: 'Coastline Tee in M / navy is sold out' });
  });

  it('keeps the lines in the order they were added, also when a line grows', async () => {
    const [first, second, third] = [await product(), await product(), await product()];
    const guestId = newGuest();
    for (const item of [first, second, third, first])
      await cartCall('POST', { ...lineOf(item), quantity: 1, guestId });
    const order = (cart: { products: Array<{ productId: string; quantity: number }> }) =>
      cart.products.map((line) => [line.productId, line.quantity]);
    const added = await cartCall('POST', { ...lineOf(third), quantity: 1, guestId });
    expect(order(added.json())).toEqual([
      [first.id, 2],
      [second.id, 1],
      [third.id, 2],
    ]);
    const read = await readGuestCart(guestId);
    expect(order(read.json())).toEqual(order(added.json()));
  });

  it('caps one line at 99 units when the stock allows more', async () => {
    const item = await product(150);
    const guestId = newGuest();
    const line = { ...lineOf(item), guestId };
    expect((await cartCall('POST', { ...line, quantity: 60 })).statusCode).toBe(200);
    const over = await cartCall('POST', { ...line, quantity: 40 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'You can have at most 99 of one item in your cart' });
    const upToTheCap = await cartCall('POST', { ...line, quantity: 39 });
    expect(upToTheCap.json().products).toEqual([expect.objectContaining({ quantity: 99 })]);
  });

  it('creates one cart when a new guest adds two products at once, and keeps both lines', async () => {
    const first = await product();
    const second = await product();
    const guestId = newGuest();
    const adds = await Promise.all([
      cartCall('POST', { ...lineOf(first), quantity: 1, guestId }),
      cartCall('POST', { ...lineOf(second), quantity: 2, guestId }),
    ]);
    expect(adds.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(adds[0]?.json()._id).toBe(adds[1]?.json()._id);
    const cart = await readGuestCart(guestId);
    const quantities = cart
      .json()
      .products.map((row: { productId: string; quantity: number }) => [row.productId, row.quantity]);
    expect(quantities).toEqual(
      expect.arrayContaining([
        [first.id, 1],
        [second.id, 2],
      ]),
    );
    expect(quantities).toHaveLength(2);
  });

  it('does not open a cart for an add it refuses', async () => {
    const item = await product(2);
    const guestId = newGuest();
    const refused = await cartCall('POST', { ...lineOf(item), quantity: 3, guestId });
    expect(refused.statusCode).toBe(409);
    const cart = await readGuestCart(guestId);
    expect(cart.json()).toMatchObject({ _id: null, products: [] });
  });

  it('answers an empty cart for an unknown guest, and refuses a call without owner', async () => {
    const empty = await readGuestCart(newGuest());
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ _id: null, products: [], totalPrice: 0 });
    const nobody = await api.app.inject({ method: 'GET', url: '/api/cart' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ message: 'Send a guestId or sign in to use a cart.' });
    const badGuest = await api.app.inject({ method: 'GET', url: '/api/cart?guestId=admin' });
    expect(badGuest.json().message).toBe('guestId must look like guest_{timestamp}');
  });

  it('refuses an update of a line that is not in the cart', async () => {
    const item = await product();
    const guestId = newGuest();
    await cartCall('POST', {
      productId: item.id,
      size: item.sizes[0],
      color: item.colors[0],
      quantity: 1,
      guestId,
    });
    const other = await product();
    const missing = await cartCall('PUT', {
      productId: other.id,
      size: other.sizes[0],
      color: other.colors[0],
      quantity: 2,
      guestId,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'That item is not in your cart' });
  });
});

describe("a signed-in customer's cart", () => {
  it('comes from the token; a userId of someone else is refused', async () => {
    const item = await product();
    const owner = await createUser(api);
    const other = await createUser(api);
    const line = { productId: item.id, size: item.sizes[0], color: item.colors[0] };
    const added = await cartCall('POST', { ...line, quantity: 1, userId: owner.id }, owner.auth);
    expect(added.json()).toMatchObject({ user: owner.id, guestId: null });

    const asGuest = await cartCall('POST', { ...line, quantity: 1, userId: owner.id, guestId: newGuest() });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toEqual({ message: 'Sign in to use your cart.' });
    const asOther = await api.app.inject({
      method: 'GET',
      url: `/api/cart?userId=${owner.id}`,
      headers: other.auth,
    });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toEqual({ message: 'That cart belongs to someone else.' });
    // A signed-in customer naming a guest id still reaches their own cart, never the guest's.
    const ownViaGuest = await api.app.inject({
      method: 'GET',
      url: `/api/cart?guestId=${newGuest()}`,
      headers: owner.auth,
    });
    expect(ownViaGuest.json()).toMatchObject({
      user: owner.id,
      products: [expect.objectContaining({ productId: item.id })],
    });
  });
});

describe('POST /api/cart/merge', () => {
  it('sums matching lines capped at the stock, keeps the others, and removes the guest cart', async () => {
    const shared = await product(5);
    const guestOnly = await product(10);
    const user = await createUser(api);
    const guestId = newGuest();
    await cartCall('POST', { ...lineOf(shared), quantity: 3 }, user.auth);
    await cartCall('POST', { ...lineOf(shared), quantity: 4, guestId });
    await cartCall('POST', { ...lineOf(guestOnly), quantity: 2, guestId });

    const merged = await api.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { ...user.auth, 'x-guest-secret': secretOf(guestId) },
      payload: { guestId },
    });
    expect(merged.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      merged
        .json()
        .products.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]),
    );
    expect(quantities).toEqual({ [shared.id]: 5, [guestOnly.id]: 2 });
    expect(merged.json()).toMatchObject({ user: user.id, guestId: null });
    expect(merged.json().notices).toEqual([
      'Coastline Tee in M / navy: only 5 left, so your cart now holds 5.',
    ]);
    expect(await api.ctx.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([]);

    const guest = await api.app.inject({ method: 'POST', url: '/api/cart/merge', payload: { guestId } });
    expect(guest.statusCode).toBe(401);
  });
});

/** The admin's edit of a product (PUT /api/admin/products/{id}). */
async function adminEdit(productId: string, payload: Record<string, unknown>) {
  const admin = await createUser(api, { role: 'admin' });
  const response = await api.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    headers: admin.auth,
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('stock per variant in the cart', () => {
  it('checks the stock of the size and colour chosen, not of the product', async () => {
    const item = await product(3);
    const guestId = newGuest();
    const white = { productId: item.id, size: 'L', color: 'white', guestId };
    const soldOut = await cartCall('POST', { ...white, quantity: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: 'Coastline Tee in L / white is sold out' });
    await setVariantStock(api, item.id, 2, { size: 'L', color: 'white' });
    const tooMany = await cartCall('POST', { ...white, quantity: 3 });
    expect(tooMany.json()).toEqual({ message: 'Only 2 left of Coastline Tee in L / white' });
    const added = await cartCall('POST', { ...white, quantity: 2 });
    expect(added.json().products).toEqual([
      expect.objectContaining({
        size: 'L',
        color: 'white',
        sku: variantSku(item.sku, 'L', 'white'),
        countInStock: 2,
      }),
    ]);
  });

  it('drops a line whose variant is no longer sold the next time the cart is read, saying so once', async () => {
    const item = await product(3);
    await setVariantStock(api, item.id, 4, { size: 'L', color: 'white' });
    const guestId = newGuest();
    await cartCall('POST', { ...lineOf(item), quantity: 1, guestId });
    await cartCall('POST', { productId: item.id, size: 'L', color: 'white', quantity: 2, guestId });
    const edited = await adminEdit(item.id, { colors: ['navy'] });
    expect(
      edited.variants.map((variant: { size: string; color: string }) => `${variant.size}/${variant.color}`),
    ).toEqual(['M/navy', 'L/navy']);

    const read = await readGuestCart(guestId);
    expect(read.json().notices).toEqual([
      'Coastline Tee in L / white is no longer sold and was removed from your cart.',
    ]);
    expect(read.json().products).toEqual([
      expect.objectContaining({ size: 'M', color: 'navy', quantity: 1 }),
    ]);
    const again = await readGuestCart(guestId);
    expect(again.json().notices).toEqual([]);
    expect(again.json().products).toHaveLength(1);
  });

  it('tells at merge which guest lines were dropped and why, once; merging again changes nothing', async () => {
    const item = await product(3);
    const other = await product(6);
    await setVariantStock(api, item.id, 4, { size: 'L', color: 'white' });
    const user = await createUser(api);
    const guestId = newGuest();
    await cartCall('POST', { ...lineOf(item), quantity: 2, guestId });
    await cartCall('POST', { productId: item.id, size: 'L', color: 'white', quantity: 2, guestId });
    await cartCall('POST', { ...lineOf(other), quantity: 6, guestId });
    await setVariantStock(api, item.id, 0);
    await setVariantStock(api, other.id, 4);
    await adminEdit(item.id, { colors: ['navy'] });

    const merge = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers: { ...user.auth, 'x-guest-secret': secretOf(guestId) },
        payload: { guestId },
      });
    const merged = await merge();
    expect(merged.statusCode).toBe(200);
    expect(merged.json().notices).toEqual([
      'Coastline Tee in M / navy sold out and was removed from your cart.',
      'Coastline Tee in L / white is no longer sold and was removed from your cart.',
      'Coastline Tee in M / navy: only 4 left, so your cart now holds 4.',
    ]);
    expect(merged.json().products).toEqual([
      expect.objectContaining({ productId: other.id, size: 'M', color: 'navy', quantity: 4 }),
    ]);

    const twice = await merge();
    expect(twice.json().notices).toEqual([]);
    expect(twice.json().products).toEqual(merged.json().products);
    const [first, second] = await Promise.all([merge(), merge()]);
    expect([first?.json().notices, second?.json().notices]).toEqual([[], []]);
  });
});
