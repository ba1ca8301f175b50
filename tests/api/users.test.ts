import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const register = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/api/users/register', payload });
const login = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/api/users/login', payload });

describe('POST /api/users/register', () => {
  it('creates a customer (201 { user, token }), email trimmed and lower-cased, Argon2id hash', async () => {
    const response = await register({
      name: '  Tara Sen ',
      email: '  Tara.Sen@Example.TEST ',
      password: 'tara-secret',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user: {
        _id: expect.stringMatching(/^[a-f0-9]{24}$/),
        name: 'Tara Sen',
        email: 'tara.sen@example.test',
        role: 'customer',
      },
      token: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|password/i);
    const [row] = await api.ctx.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await api.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a duplicate email (409), a missing name and an invalid email (400)', async () => {
    await register({ name: 'One', email: 'dup@example.test', password: 'secret-1' });
    const duplicate = await register({ name: 'Two', email: 'DUP@example.test ', password: 'secret-2' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'An account with this email already exists' });
    expect((await register({ email: 'n@example.test', password: 'secret-1' })).json().message).toBe(
      'Name is required',
    );
    expect((await register({ name: 'N', email: 'not-an-email', password: 'secret-1' })).json().message).toBe(
      'Enter a valid email address',
    );
  });

  it('cannot make an admin, whatever the body says', async () => {
    const response = await register({
      name: 'Sneaky',
      email: 'sneaky@example.test',
      password: 'secret-1',
      role: 'admin',
    });
    expect(response.json().user.role).toBe('customer');
  });
});

describe('POST /api/users/login', () => {
  it('signs in (200 { user, token }) with any case of the email', async () => {
    await register({ name: 'Dev', email: 'dev@example.test', password: 'dev-secret' });
    const response = await login({ email: ' DEV@example.test', password: 'dev-secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'dev@example.test', role: 'customer' },
      token: expect.any(String),
    });
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    await register({ name: 'Eve', email: 'eve@example.test', password: 'eve-secret' });
    const wrong = await login({ email: 'eve@example.test', password: 'not-it' });
    const unknown = await login({ email: 'nobody@example.test', password: 'eve-secret' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a forged, expired or foreign token with 401', async () => {
    const forged = await api.app.inject({
      method: 'GET',
      url: '/api/orders/my-orders',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });
});
