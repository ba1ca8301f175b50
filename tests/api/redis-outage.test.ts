import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/src/app.ts';
import { createTokenSigner } from '../../server/src/lib/tokens.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './support/test-app.ts';

/**
 * REDIS_URL names a Redis that does not answer (a free port nobody listens on): login and register
 * keep working with per-process limits, a warning is logged (without the URL's password), never a 500.
 */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let base: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
const lines: string[] = [];

beforeAll(async () => {
  base = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = { level: 'info', stream: sink };
  const config = {
    ...base.config,
    redisUrl: `redis://:redis-password-in-url@127.0.0.1:${await closedPort()}/0`,
    authRateLimit: 4,
    loginFailuresPerAccount: 2,
  };
  ({ app } = await buildApp({
    config,
    database: base.database,
    signer: createTokenSigner(TEST_JWT_SECRET),
    logger,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await base.close();
});

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

async function logged(text: string): Promise<string | undefined> {
  for (let turn = 0; turn < 100; turn++) {
    const line = lines.find((candidate) => candidate.includes(text));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

describe('with REDIS_URL set but Redis unreachable', () => {
  it('register and login work, and their limits hold per process (429, never 500)', async () => {
    const address = '203.0.113.10';
    const registered = await post(
      '/api/users/register',
      { name: 'Offline Redis', email: 'offline.redis@example.test', password: 'offline-pass' },
      address,
    );
    expect(registered.statusCode).toBe(201);
    const signedIn = await post(
      '/api/users/login',
      { email: 'offline.redis@example.test', password: 'offline-pass' },
      address,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('offline.redis@example.test');

    // AUTH_RATE_LIMIT (4 a minute per address and route) is counted in this process: the 5th login
    // is refused.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await post(
        '/api/users/login',
        { email: 'offline.redis@example.test', password: 'offline-pass' },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('slows failed logins of an account per process too', async () => {
    const statuses: number[] = [];
    for (const address of ['203.0.113.20', '203.0.113.21', '203.0.113.22']) {
      const response = await post(
        '/api/users/login',
        { email: 'offline.redis@example.test', password: 'not-it' },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('logs a warning that names the Redis host but not its password, and no error', async () => {
    const warning = await logged('Redis is unreachable');
    expect(warning).toBeDefined();
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      msg: 'Redis is unreachable: login and register are rate limited per process until it answers again',
      redis: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
    expect(lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    expect(lines.join('')).not.toContain('redis-password-in-url');
    expect(lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });
});
