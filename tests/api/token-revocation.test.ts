import { SignJWT } from 'jose';
import type { buildApp } from '../../server/src/app.ts';
import {
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

describe("an admin's changes to an account", () => {
  const update = (id: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: admin.auth, payload });

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
