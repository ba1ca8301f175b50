import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let api: TestApp;
let admin: TestUser;
beforeEach(async () => {
  await api.reset();
  admin = await createUser(api, { role: 'admin', name: 'Head Admin' });
});
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who = admin,
) =>
  api.app.inject(payload ? { method, url, headers: who.auth, payload } : { method, url, headers: who.auth });

describe('/api/admin/users', () => {
  it('lists accounts without password hashes, searchable, with X-Total-Count', async () => {
    await createUser(api, { name: 'Priya Nair', email: 'priya@example.test' });
    const response = await call('GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body).not.toMatch(/password|argon2/i);
    expect(response.json()[0]).toEqual({
      _id: expect.any(String),
      name: 'Priya Nair',
      email: 'priya@example.test',
      role: 'customer',
      createdAt: expect.any(String),
    });
    const searched = await call('GET', '/api/admin/users?search=PRIYA');
    expect(searched.json().map((user: { email: string }) => user.email)).toEqual(['priya@example.test']);
    const secondPage = await call('GET', '/api/admin/users?limit=1&page=2');
    expect(secondPage.json().map((user: { name: string }) => user.name)).toEqual(['Head Admin']);
    expect(secondPage.headers['x-total-count']).toBe('2');
    const pastTheEnd = await call('GET', '/api/admin/users?limit=1&page=5');
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('2');
  });

  it('creates an account with a role (201 { user }) that can sign in; duplicate email is 409', async () => {
    const created = await call('POST', '/api/admin/users', {
      name: 'Second Admin',
      email: '  Second@Example.TEST ',
      password: 'strong-pass',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      user: {
        _id: expect.any(String),
        name: 'Second Admin',
        email: 'second@example.test',
        role: 'admin',
        createdAt: expect.any(String),
      },
    });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'second@example.test', password: 'strong-pass' },
    });
    expect(login.json().user.role).toBe('admin');

    const duplicate = await call('POST', '/api/admin/users', {
      name: 'Again',
      email: 'second@example.test',
      password: 'another-pass',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'An account with this email already exists' });

    const badRole = await call('POST', '/api/admin/users', {
      name: 'X',
      email: 'x@example.test',
      password: 'secret1',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe('Role must be customer or admin');
  });

  it('updates name, email and role; a new role ends the old token at once', async () => {
    const customer = await createUser(api, { name: 'Old Name' });
    const updated = await call('PUT', `/api/admin/users/${customer.id}`, {
      name: 'New Name',
      email: 'new@example.test',
      role: 'admin',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'New Name', email: 'new@example.test', role: 'admin' });
    const oldToken = await call('GET', '/api/admin/users', undefined, customer);
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'new@example.test', password: customer.password },
    });
    expect(signIn.json().user.role).toBe('admin');
    const asAdmin = await api.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    expect(asAdmin.statusCode).toBe(200);

    const taken = await call('PUT', `/api/admin/users/${customer.id}`, { email: admin.email });
    expect(taken.statusCode).toBe(409);
    const empty = await call('PUT', `/api/admin/users/${customer.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one of name, email, role');
    const unknown = await call('PUT', `/api/admin/users/${'e'.repeat(24)}`, { name: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
  });

  it('never demotes or deletes the last admin', async () => {
    const demote = await call('PUT', `/api/admin/users/${admin.id}`, { role: 'customer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'The last admin cannot be made a customer' });
    const remove = await call('DELETE', `/api/admin/users/${admin.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'The last admin cannot be deleted' });

    // Two admins demoting each other at the same moment: one of them stays admin.
    const other = await createUser(api, { role: 'admin' });
    const results = await Promise.all([
      call('PUT', `/api/admin/users/${other.id}`, { role: 'customer' }),
      call('PUT', `/api/admin/users/${admin.id}`, { role: 'customer' }, other),
    ]);
    // The loser is refused as the last admin (409) or, when the winner was already done, with its
    // token ended by the demotion (401).
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    const admins = (
      await api.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.auth })
    ).json();
    const list = Array.isArray(admins)
      ? admins
      : (await call('GET', '/api/admin/users', undefined, other)).json();
    expect(list.filter((user: { role: string }) => user.role === 'admin')).toHaveLength(1);
  });

  it('deletes an account (its session ends at once) and keeps its orders', async () => {
    const [product] = await createProducts(api, 1, { countInStock: 5 });
    if (!product) throw new Error('no product');
    const customer = await createUser(api, { name: 'Leaving Soon' });
    const order = await placeOrder(api, customer, product);
    const removed = await call('DELETE', `/api/admin/users/${customer.id}`);
    expect(removed.json()).toEqual({ message: 'User deleted' });
    const session = await api.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: customer.auth,
    });
    expect(session.statusCode).toBe(401);
    const kept = await call('GET', `/api/orders/${order._id}`);
    expect(kept.json().user).toEqual({ _id: customer.id, name: 'Leaving Soon', email: customer.email });
    expect((await call('DELETE', `/api/admin/users/${customer.id}`)).statusCode).toBe(404);
  });
});
