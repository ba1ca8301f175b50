import { eq, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';
import {
  ALLOWED_ORIGIN,
  createProducts,
  createTestApp,
  createUser,
  type TestApp,
} from './support/test-app.ts';

/*
 * A guest id (guest_{ms}) is guessable; the cart is bound to a secret only its browser holds
 * (X-Guest-Secret). A guessed id alone can neither read, change nor merge the cart.
 */
let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const OWNER_SECRET = 'owner-secret-0123456789abcdef';
const THIEF_SECRET = 'thief-secret-0123456789abcdef';
const NOT_YOURS = { message: 'That cart belongs to someone else.' };
const SECRET_REQUIRED = { message: 'A guest cart needs its secret: send it in the X-Guest-Secret header.' };

let counter = 0;
const newGuest = () => `guest_${1_760_000_000_000 + ++counter}`;
const secretHeader = (secret: string | null): Record<string, string> =>
  secret === null ? {} : { 'x-guest-secret': secret };

const read = (guestId: string, secret: string | null) =>
  api.app.inject({ method: 'GET', url: `/api/cart?guestId=${guestId}`, headers: secretHeader(secret) });
const change = (
  method: 'POST' | 'PUT' | 'DELETE',
  payload: Record<string, unknown>,
  secret: string | null,
  headers: Record<string, string> = {},
) => api.app.inject({ method, url: '/api/cart', payload, headers: { ...secretHeader(secret), ...headers } });

async function guestCartWithOneLine(guestId: string) {
  const [item] = await createProducts(api, 1, { countInStock: 10 });
  if (!item) throw new Error('no product');
  const line = { productId: item.id, size: item.sizes[0], color: item.colors[0], guestId };
  const added = await change('POST', { ...line, quantity: 2 }, OWNER_SECRET);
  expect(added.statusCode).toBe(200);
  return { item, line };
}

describe('a guest cart bound to its secret', () => {
  it('is read whole with its secret, and as an empty cart without it or with another one', async () => {
    const guestId = newGuest();
    const { item } = await guestCartWithOneLine(guestId);

    const own = await read(guestId, OWNER_SECRET);
    expect(own.json()).toMatchObject({ products: [{ productId: item.id, quantity: 2 }], guestId });

    const empty = { _id: null, products: [], totalPrice: 0, user: null, guestId, notices: [] };
    for (const secret of [null, THIEF_SECRET]) {
      const guessed = await read(guestId, secret);
      expect(guessed.statusCode).toBe(200);
      // The same answer as for an id that has no cart: existence is not revealed.
      expect(guessed.json()).toEqual(empty);
    }
    expect((await read(newGuest(), THIEF_SECRET)).json()).toEqual({ ...empty, guestId: expect.any(String) });
  });

  it('cannot be changed with a guessed id: 400 without a secret, 403 with another one, nothing written', async () => {
    const guestId = newGuest();
    const { line } = await guestCartWithOneLine(guestId);

    for (const [method, payload] of [
      ['POST', { ...line, quantity: 1 }],
      ['PUT', { ...line, quantity: 5 }],
      ['DELETE', line],
    ] as const) {
      const bare = await change(method, payload, null);
      expect([method, bare.statusCode, bare.json()]).toEqual([method, 400, SECRET_REQUIRED]);
      const guessed = await change(method, payload, THIEF_SECRET);
      expect([method, guessed.statusCode, guessed.json()]).toEqual([method, 403, NOT_YOURS]);
    }
    expect((await read(guestId, OWNER_SECRET)).json().products).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
  });

  it('cannot be merged into another account with a guessed id; its owner merges it', async () => {
    const guestId = newGuest();
    const { item } = await guestCartWithOneLine(guestId);
    const thief = await createUser(api);
    const merge = (headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: '/api/cart/merge', headers, payload: { guestId } });

    const bare = await merge(thief.auth);
    expect([bare.statusCode, bare.json()]).toEqual([400, SECRET_REQUIRED]);
    const guessed = await merge({ ...thief.auth, ...secretHeader(THIEF_SECRET) });
    expect([guessed.statusCode, guessed.json()]).toEqual([403, NOT_YOURS]);
    expect((await read(guestId, OWNER_SECRET)).json().products).toHaveLength(1);

    const owner = await createUser(api);
    const merged = await merge({ ...owner.auth, ...secretHeader(OWNER_SECRET) });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ user: owner.id, products: [{ productId: item.id, quantity: 2 }] });
    expect(await api.ctx.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([]);
  });

  it('keeps only a hash of the secret, and refuses a malformed one', async () => {
    const guestId = newGuest();
    await guestCartWithOneLine(guestId);
    const [row] = await api.ctx.db.select().from(carts).where(eq(carts.guestId, guestId));
    expect(row?.guestSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.guestSecretHash).not.toContain(OWNER_SECRET);

    const malformed = await read(guestId, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'X-Guest-Secret must be 16 to 128 letters, digits, "-" or "_".',
    });
  });
});

describe('a guest cart made before carts had secrets', () => {
  async function legacyCart(guestId: string) {
    const [item] = await createProducts(api, 1, { countInStock: 10 });
    if (!item) throw new Error('no product');
    const id = newId();
    await api.ctx.db.insert(carts).values({ id, guestId });
    await api.ctx.db.insert(cartItems).values({
      cartId: id,
      productId: item.id,
      size: item.sizes[0] ?? '',
      color: item.colors[0] ?? '',
      quantity: 3,
    });
    return item;
  }

  it('is claimed by the first request that brings a secret, and keeps working for that browser only', async () => {
    const guestId = newGuest();
    const item = await legacyCart(guestId);
    expect((await read(guestId, null)).json().products).toEqual([]);

    const claimed = await read(guestId, OWNER_SECRET);
    expect(claimed.json().products).toEqual([expect.objectContaining({ productId: item.id, quantity: 3 })]);
    const [row] = await api.ctx.db.select().from(carts).where(eq(carts.guestId, guestId));
    expect(row?.guestSecretHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await read(guestId, THIEF_SECRET)).json().products).toEqual([]);
    const line = { productId: item.id, size: item.sizes[0], color: item.colors[0], guestId };
    expect((await change('PUT', { ...line, quantity: 1 }, THIEF_SECRET)).statusCode).toBe(403);
    const updated = await change('PUT', { ...line, quantity: 1 }, OWNER_SECRET);
    expect(updated.json().products).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('is merged by the first sign-in that brings a secret', async () => {
    const guestId = newGuest();
    const item = await legacyCart(guestId);
    const owner = await createUser(api);
    const merged = await api.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { ...owner.auth, ...secretHeader(OWNER_SECRET) },
      payload: { guestId },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().products).toEqual([expect.objectContaining({ productId: item.id, quantity: 3 })]);
  });

  it('cannot be claimed twice when two browsers race for it: one wins, the other is refused', async () => {
    const guestId = newGuest();
    const item = await legacyCart(guestId);
    const line = { productId: item.id, size: item.sizes[0], color: item.colors[0], guestId, quantity: 1 };
    const answers = await Promise.all([
      change('POST', line, OWNER_SECRET),
      change('POST', line, THIEF_SECRET),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 403]);
    const [row] = await api.ctx.db
      .select({ quantity: sql<number>`sum(${cartItems.quantity})`.mapWith(Number) })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.guestId, guestId));
    expect(row?.quantity).toBe(4);
  });
});

describe('a browser on another origin', () => {
  it('may send the secret header (CORS preflight allows X-Guest-Secret)', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-guest-secret',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-guest-secret',
    );
  });
});
