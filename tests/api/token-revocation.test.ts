import { SignJWT } from 'jose';
import type { buildApp } from '../../server/src/app.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  startSecondInstance,
  TEST_JWT_SECRET,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * Logout, a role change and deleting an account end the old token at once, in every process that
 * shares the database: `other` is a second API instance on the same database, as a second process
 * behind a load balancer would be (docs/api.md, Identity and ownership).
 */
let api: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>['app'];
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  ({ app: other } = await startSecondInstance(api));
  admin = await createUser(api, { role: 'admin' });
});
afterAll(async () => {
  await other.close();
  await api.close();
});

const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The answer of a signed-in-only call with this token, on both instances. */
async function myOrders(token: string): Promise<number[]> {
  const request = { method: 'GET' as const, url: '/api/orders/my-orders', headers: bearer(token) };
  return [(await api.app.inject(request)).statusCode, (await other.inject(request)).statusCode];
}

async function signIn(user: { email: string; password: string }): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

describe('POST /api/users/logout', () => {
  it('ends the token it is sent with at once, everywhere; the account’s other sessions go on', async () => {
    const customer = await createUser(api);
    const phone = await signIn(customer);
    expect(await myOrders(customer.token)).toEqual([200, 200]);

    const loggedOut = await api.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: customer.auth,
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(loggedOut.body).toBe('');

    expect(await myOrders(customer.token)).toEqual([401, 401]);
    const refused = await other.inject({ method: 'GET', url: '/api/cart', headers: customer.auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(SESSION_EXPIRED);
    expect(await myOrders(phone)).toEqual([200, 200]);

    // Logging out again with the ended token is a 401 like any other call with it.
    const again = await other.inject({ method: 'POST', url: '/api/users/logout', headers: customer.auth });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SESSION_EXPIRED);
  });

  it('needs a token: 401 without one', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('ends a token from before token ids with every session of its account', async () => {
    const customer = await createUser(api);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customer.id)
      .setIssuer('threadline')
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await myOrders(legacy)).toEqual([200, 200]);
    const loggedOut = await other.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(legacy),
    });
    expect(loggedOut.statusCode).toBe(204);
    expect(await myOrders(legacy)).toEqual([401, 401]);
    expect(await myOrders(customer.token)).toEqual([401, 401]);
    expect(await myOrders(await signIn(customer))).toEqual([200, 200]);
  });
});

const update = (id: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: admin.auth, payload });

describe("an admin's changes to an account", () => {
  it('a role change ends its tokens at once, everywhere; signing in again gives the new role', async () => {
    const promoted = await createUser(api);
    const demoted = await createUser(api, { role: 'admin' });
    const phone = await signIn(promoted);

    expect((await update(promoted.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await update(demoted.id, { role: 'customer' })).statusCode).toBe(200);

    expect(await myOrders(promoted.token)).toEqual([401, 401]);
    expect(await myOrders(phone)).toEqual([401, 401]);
    const oldAdmin = await other.inject({ method: 'GET', url: '/api/admin/users', headers: demoted.auth });
    expect(oldAdmin.statusCode).toBe(401);
    expect(oldAdmin.json()).toEqual(SESSION_EXPIRED);

    const fresh = await signIn(promoted);
    const asAdmin = await other.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(fresh) });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('the same role again, or a new name, leaves its tokens alone', async () => {
    const customer = await createUser(api);
    expect((await update(customer.id, { role: 'customer', name: 'Same Role' })).statusCode).toBe(200);
    expect(await myOrders(customer.token)).toEqual([200, 200]);
  });

  it('deleting the account ends its tokens at once, everywhere', async () => {
    const leaving = await createUser(api);
    expect(await myOrders(leaving.token)).toEqual([200, 200]);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await myOrders(leaving.token)).toEqual([401, 401]);
  });
});

describe('POST /api/cart: the token is checked in the add statement itself', () => {
  /** Adds one unit of the product's stocked line with this token, through `app`. */
  const add = (
    app: typeof other,
    token: string,
    product: { id: string; sizes: string[]; colors: string[] },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(token),
      payload: { productId: product.id, size: product.sizes[0], color: product.colors[0], quantity: 1 },
    });
  const cartOf = async (token: string) =>
    (await api.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json();

  it('refuses a logged-out token on the next add, in every process, and writes nothing', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    if (!product) throw new Error('no product');
    const customer = await createUser(api);
    const phone = await signIn(customer);
    expect((await add(other, customer.token, product)).statusCode).toBe(200);

    expect(
      (await api.app.inject({ method: 'POST', url: '/api/users/logout', headers: customer.auth })).statusCode,
    ).toBe(204);
    for (const app of [api.app, other]) {
      const refused = await add(app, customer.token, product);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SESSION_EXPIRED);
    }
    // The account's other session still adds, and sees only the two lines it was let write.
    const added = await add(other, phone, product);
    expect(added.statusCode).toBe(200);
    expect(added.json().products.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    expect((await cartOf(phone)).products[0].quantity).toBe(2);
  });

  it('refuses the tokens of an account whose role changed or that was deleted, at once', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    if (!product) throw new Error('no product');
    const promoted = await createUser(api);
    const leaving = await createUser(api);
    expect((await add(other, promoted.token, product)).statusCode).toBe(200);
    expect((await add(other, leaving.token, product)).statusCode).toBe(200);

    expect((await update(promoted.id, { role: 'admin' })).statusCode).toBe(200);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);

    for (const token of [promoted.token, leaving.token]) {
      const refused = await add(other, token, product);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SESSION_EXPIRED);
    }
    const fresh = await signIn(promoted);
    expect((await cartOf(fresh)).products[0].quantity).toBe(1);
  });

  it("still refuses another account's userId with 403, and a token that is not well signed with 401", async () => {
    const [product] = await createProducts(api, 1, { countInStock: 20 });
    if (!product) throw new Error('no product');
    const customer = await createUser(api);
    const someoneElse = await createUser(api);
    const theirs = await other.inject({
      method: 'POST',
      url: '/api/cart',
      headers: customer.auth,
      payload: {
        productId: product.id,
        size: product.sizes[0],
        color: product.colors[0],
        quantity: 1,
        userId: someoneElse.id,
      },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'That cart belongs to someone else.' });
    const forged = await add(other, `${customer.token.slice(0, -4)}AAAA`, product);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(SESSION_EXPIRED);
  });
});
