import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { mailOutbox, passwordResets } from '../../server/src/db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../support/smtp-receiver.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from './support/test-app.ts';

let receiver: SmtpReceiver;
let api: TestApp;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  // The work around an answer is counted by spying on the database, so no periodic work (the job
  // poll, mails among its jobs, the stock-hold sweep, the test gateway's webhook deliveries) may run meanwhile.
  const hour = 3_600_000;
  api = await createTestApp({
    smtpUrl: receiver.url,
    publicUrl: 'https://shop.example',
    jobPollMs: hour,
    holdSweepMs: hour,
    testGateway: { ...loadConfig({}).testGateway, pollMs: hour },
  });
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

const RESET_ANSWER =
  'If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const LINK_INVALID = 'This reset link is not valid any more. Ask for a new one.';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/users/login', { email, password });
const myOrders = (token: string) =>
  api.app.inject({
    method: 'GET',
    url: '/api/orders/my-orders',
    headers: { authorization: `Bearer ${token}` },
  });

/** A second session of the user (as if signed in on another device). */
async function otherSession(user: TestUser): Promise<string> {
  const response = await login(user.email, user.password);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

/** Asks for a reset link and returns the token of the link that arrived by mail. */
async function resetToken(user: TestUser): Promise<string> {
  const before = receiver.mails.length;
  const asked = await post('/api/users/forgot-password', { email: user.email.toUpperCase() });
  expect(asked.statusCode).toBe(200);
  const mail = await receiver.waitFor(
    (candidate) =>
      receiver.mails.indexOf(candidate) >= before &&
      candidate.to.includes(user.email) &&
      candidate.subject === 'Reset your Threadline password',
  );
  const match = /https:\/\/shop\.example\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in: ${mail.text}`);
  return match[1];
}

/** The database's entry points: every query of the API starts with one of them. */
const DATABASE_METHODS = [
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
] as const;

/**
 * Whether a database call is the password reset's own: made from the users module (its route and
 * password-service.ts, in the answer or in the background after it; V8's stack names the awaiting
 * callers too), not by anything else the process does meanwhile, such as an earlier request's mail
 * job finishing late on a slow machine.
 */
const USERS_MODULE = `${path.sep}modules${path.sep}users${path.sep}`;
const madeByUsersModule = () => new Error().stack?.includes(USERS_MODULE) === true;

/**
 * Asks for a reset link for `email` and says which of the reset's own database calls were started
 * before the answer was sent (`ServerResponse.end`) and which after, once the background work has
 * settled.
 */
async function workAroundTheAnswer(email: string) {
  const end = jest.spyOn(http.ServerResponse.prototype, 'end');
  const ours: boolean[][] = DATABASE_METHODS.map(() => []);
  const database = DATABASE_METHODS.map((method, index) => {
    const original = api.ctx.db[method] as (...args: unknown[]) => unknown;
    return jest.spyOn(api.ctx.db, method).mockImplementation(((...args: unknown[]) => {
      ours[index]?.push(madeByUsersModule());
      return original.apply(api.ctx.db, args);
    }) as never);
  });
  try {
    const response = await post('/api/users/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    await api.ctx.background.settled();
    expect(end).toHaveBeenCalledTimes(1);
    const answeredAt = end.mock.invocationCallOrder[0] ?? 0;
    const calls = database.flatMap((spy, index) =>
      spy.mock.invocationCallOrder
        .filter((_order, call) => ours[index]?.[call] === true)
        .map((order) => ({ method: DATABASE_METHODS[index], order })),
    );
    return {
      body: response.body,
      before: calls.filter((call) => call.order < answeredAt).map((call) => call.method),
      after: calls.filter((call) => call.order > answeredAt).map((call) => call.method),
    };
  } finally {
    end.mockRestore();
    for (const spy of database) spy.mockRestore();
  }
}

describe('PUT /api/users/password', () => {
  const change = (user: TestUser, body: object, token = user.token) =>
    api.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('needs the current password, ends every other session and gives this one a fresh token', async () => {
    const user = await createUser(api, { name: 'Dev Anand', password: 'old-password' });
    const elsewhere = await otherSession(user);

    const wrong = await change(user, { currentPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right');
    expect((await myOrders(elsewhere)).statusCode).toBe(200);

    const changed = await change(user, { currentPassword: 'old-password', newPassword: 'new-password' });
    expect(changed.statusCode).toBe(200);
    const { user: account, token } = changed.json();
    expect(account).toEqual({ _id: user.id, name: 'Dev Anand', email: user.email, role: 'customer' });
    expect(changed.body).not.toContain('password');

    expect((await myOrders(token)).statusCode).toBe(200);
    for (const old of [user.token, elsewhere]) {
      const ended = await myOrders(old);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(EXPIRED);
    }
    expect((await login(user.email, 'old-password')).statusCode).toBe(401);
    expect((await login(user.email, 'new-password')).statusCode).toBe(200);
  });

  it('checks the fields with the password rules', async () => {
    const user = await createUser(api);
    const missing = await change(user, { newPassword: 'new-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your current password');
    const short = await change(user, { currentPassword: user.password, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
  });

  it('is for signed-in accounts only', async () => {
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('slows down guesses of the current password like failed sign-ins', async () => {
    const guarded = await createTestApp({ loginFailuresPerAccount: 2 });
    try {
      const user = await createUser(guarded);
      const guess = () =>
        guarded.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          headers: user.auth,
          payload: { currentPassword: 'guess', newPassword: 'whatever-1' },
        });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      const third = await guess();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    } finally {
      await guarded.close();
    }
  });
});

describe('forgotten password', () => {
  it('mails a link that sets a new password once, ending every session', async () => {
    const user = await createUser(api, { name: 'Lata Rao', password: 'forgotten-one' });
    const elsewhere = await otherSession(user);
    const token = await resetToken(user);
    const mail = receiver.mails.at(-1);
    expect(mail?.text).toContain('Hello Lata Rao,');
    expect(mail?.text).toContain('It works once, for the next 60 minutes.');
    expect(mail?.html).toContain(`href="https://shop.example/reset-password#token=${token}"`);

    const reset = await post('/api/users/reset-password', { token, password: 'remembered-one' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password is changed. Log in with your new password.' });
    for (const old of [user.token, elsewhere]) expect((await myOrders(old)).statusCode).toBe(401);
    expect((await login(user.email, 'forgotten-one')).statusCode).toBe(401);
    expect((await login(user.email, 'remembered-one')).statusCode).toBe(200);

    const again = await post('/api/users/reset-password', { token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_INVALID);
  });

  it('answers an unknown email exactly as a known one, and mails nobody', async () => {
    const user = await createUser(api);
    const known = await post('/api/users/forgot-password', { email: user.email });
    const unknown = await post('/api/users/forgot-password', { email: 'nobody-here@example.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: RESET_ANSWER });
    await api.ctx.background.settled();
    const queued = await api.ctx.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'password-reset'));
    expect(queued.map((row) => row.to)).toContain(user.email);
    expect(queued.map((row) => row.to)).not.toContain('nobody-here@example.test');
  });

  it('does the same work before answering for a known email as for an unknown one: none', async () => {
    const user = await createUser(api);
    const known = await workAroundTheAnswer(user.email);
    const unknown = await workAroundTheAnswer('nobody-here@example.test');
    expect(unknown.body).toBe(known.body);
    // Not a query of the lookup, the link or the mail is started before the answer is sent...
    expect(known.before).toEqual([]);
    expect(unknown.before).toEqual(known.before);
    // ...all of it comes after: the lookup for both, the link and its mail for the account.
    expect(known.after).toContain('transaction');
    expect(unknown.after).toContain('transaction');
    const queued = await api.ctx.db
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'password-reset'));
    expect(queued.map((row) => row.to)).toContain(user.email);
  });

  it('keeps only the hash of the link, and erases the mail’s bodies once it is sent', async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    await api.ctx.mail.deliverDue();
    const [stored] = await api.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored && stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(
      60 * 60_000,
    );
    const [sent] = await api.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(sent).toMatchObject({ kind: 'password-reset', sensitive: true, textBody: '', htmlBody: '' });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('refuses an expired link, an unknown one and one made useless by a password change', async () => {
    const user = await createUser(api);
    const expired = await resetToken(user);
    await api.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    for (const token of [expired, 'made-up-token']) {
      const response = await post('/api/users/reset-password', { token, password: 'new-password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LINK_INVALID);
    }

    const unused = await resetToken(user);
    const changed = await api.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: user.auth,
      payload: { currentPassword: user.password, newPassword: 'changed-meanwhile' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await post('/api/users/reset-password', { token: unused, password: 'new-password' });
    expect(late.statusCode).toBe(400);
    expect((await login(user.email, 'changed-meanwhile')).statusCode).toBe(200);
  });

  it('lets one of two uses of a link at once succeed', async () => {
    const user = await createUser(api);
    const token = await resetToken(user);
    const answers = await Promise.all([
      post('/api/users/reset-password', { token, password: 'first-choice' }),
      post('/api/users/reset-password', { token, password: 'second-choice' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('mails one account at most three links an hour', async () => {
    const user = await createUser(api);
    for (let index = 0; index < 5; index++) {
      expect((await post('/api/users/forgot-password', { email: user.email })).statusCode).toBe(200);
      await api.ctx.background.settled();
    }
    const links = await api.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(links).toHaveLength(3);
  });

  it('checks the new password and the email like registering does', async () => {
    const short = await post('/api/users/reset-password', { token: 'x', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    const email = await post('/api/users/forgot-password', { email: 'not an email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Enter a valid email address');
  });

  it('is rate-limited per client address like login', async () => {
    const limited = await createTestApp({ authRateLimit: 2 });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          payload: { email: 'someone@example.test' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      const reset = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token: 'guess', password: 'guessed-pw' },
        });
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
