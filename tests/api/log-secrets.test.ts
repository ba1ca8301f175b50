import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/db/results.ts';
import { createProducts, createTestApp, createUser, type TestApp } from './support/test-app.ts';

/**
 * Secrets stay out of the log (docs/api.md, "Logs"): the log of a whole run at debug level (every
 * request), with sign-ups, sign-ins, admin calls and an insert that fails inside the database (an
 * error line with the failed statement), holds none of the passwords, password hashes or tokens used.
 */
let api: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  api = await createTestApp(
    {},
    { logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } } },
  );
});
afterAll(() => api.close());

/** A trigger that makes every insert into users fail inside the database (one statement per call). */
const FAIL_INSERTS = [
  `create or replace function threadline_test_refuse() returns trigger language plpgsql as $$
   begin raise exception 'refused by a test trigger'; end $$`,
  'create trigger threadline_test_refuse before insert on users for each row execute function threadline_test_refuse()',
];
const ALLOW_INSERTS = [
  'drop trigger if exists threadline_test_refuse on users',
  'drop function if exists threadline_test_refuse()',
];
const run = async (statements: string[]) => {
  for (const statement of statements) await api.ctx.db.execute(sql.raw(statement));
};

it('holds no password, hash or token after a full run, failed insert included', async () => {
  const secrets: string[] = [];
  const admin = await createUser(api, { role: 'admin', password: 'admin-Secret-7781' });
  secrets.push(admin.password, admin.token);
  await createProducts(api, 2);

  const registered = await api.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Asha', email: 'asha@example.test', password: 'shopper-Secret-1234' },
  });
  expect(registered.statusCode).toBe(201);
  secrets.push('shopper-Secret-1234', registered.json().token);

  const login = await api.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'asha@example.test', password: 'shopper-Secret-1234' },
  });
  secrets.push(login.json().token);
  const wrong = await api.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: 'asha@example.test', password: 'wrong-Secret-5555' },
  });
  expect(wrong.statusCode).toBe(401);
  secrets.push('wrong-Secret-5555');
  const malformed = await api.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":"asha@example.test","password":"broken-Secret-8888"',
  });
  expect(malformed.statusCode).toBe(400);
  secrets.push('broken-Secret-8888');

  const created = await api.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: admin.auth,
    payload: { name: 'Ravi', email: 'ravi@example.test', password: 'staff-Secret-4321', role: 'customer' },
  });
  expect(created.statusCode).toBe(201);
  secrets.push('staff-Secret-4321');
  for (const url of ['/api/admin/users', '/api/admin/products', '/api/admin/orders', '/api/admin/stats']) {
    expect((await api.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(200);
  }
  const expired = await api.app.inject({
    method: 'GET',
    url: '/api/orders/my-orders',
    headers: { authorization: `Bearer ${registered.json().token}x` },
  });
  expect(expired.statusCode).toBe(401);

  await run(FAIL_INSERTS);
  try {
    const failed = await api.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'Meera', email: 'meera@example.test', password: 'failing-Secret-9999' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    secrets.push('failing-Secret-9999');
  } finally {
    await run(ALLOW_INSERTS);
  }

  const hashes = rowsOf<{ hash: string }>(
    await api.ctx.db.execute(sql`select password_hash as hash from users`),
  ).map((row) => row.hash);
  expect(hashes.length).toBe(3);
  secrets.push(...hashes);

  const log = logLines.join('');
  // The failed insert was logged (without its parameters), and the run was logged at all.
  const errors = logLines.filter((line) => JSON.parse(line).level >= 50);
  expect(errors).toHaveLength(1);
  expect(JSON.parse(errors[0] ?? '{}').err).toMatchObject({
    message: 'refused by a test trigger',
    code: 'P0001',
  });
  expect(logLines.length).toBeGreaterThan(10);
  for (const secret of secrets) {
    expect([secret.slice(0, 12), log.includes(secret)]).toEqual([secret.slice(0, 12), false]);
  }
  // No hash at all, not just these ones: an Argon2id hash starts with its parameters.
  expect(log).not.toContain('$argon2');
});
