import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { type Answer, adminToken, call, oneVariant, productWithStock } from './support/client.ts';
import { LB_AUTH_RATE_LIMIT, readState } from './support/state.ts';

const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };

/** Asks again (at most 4 times) until the answer comes from a process other than `port`. */
async function onAnotherProcess(port: number, ask: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let turn = 0; turn < 4; turn++) {
    const answer = await ask();
    answers.push(answer);
    if (answer.port !== port && answer.port !== 0) return answers;
  }
  throw new Error(`four answers in a row came from port ${port}: is nginx balancing?`);
}

test('the balancer spreads requests over both API processes', async () => {
  const ports = new Set<number>();
  for (let turn = 0; turn < 4; turn++) ports.add((await call('GET', '/api/health')).port);
  expect([...ports].sort()).toEqual(
    readState()
      .apis.map((api) => api.port)
      .sort(),
  );
});

test('an admin demoted on one process is refused at once on the other', async () => {
  const admin = await adminToken();
  const email = `deputy-${Date.now()}@lb.test`;
  const created = await call('POST', '/api/admin/users', {
    token: admin,
    body: { name: 'Deputy Admin', email, password: 'deputy-password', role: 'admin' },
  });
  expect(created.status).toBe(201);
  const deputyId = created.body.user._id as string;
  const signedIn = await call('POST', '/api/users/login', {
    body: { email, password: 'deputy-password' },
    forwardedFor: '198.51.100.10',
  });
  expect(signedIn.status).toBe(200);
  const deputy = signedIn.body.token as string;
  expect((await call('GET', '/api/admin/users', { token: deputy })).status).toBe(200);

  const demoted = await call('PUT', `/api/admin/users/${deputyId}`, {
    token: admin,
    body: { role: 'customer' },
  });
  expect(demoted.status).toBe(200);
  // At once, on the other process: the old admin token cannot promote its owner back.
  const attempts = await onAnotherProcess(demoted.port, () =>
    call('PUT', `/api/admin/users/${deputyId}`, { token: deputy, body: { role: 'admin' } }),
  );
  for (const attempt of attempts) {
    expect(attempt.status).toBe(401);
    expect(attempt.body).toEqual(SESSION_EXPIRED);
  }
  const listed = await call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token: admin });
  expect(listed.body.map((user: { role: string }) => user.role)).toEqual(['customer']);
});

test('a deleted account’s token is refused at once on the other process', async () => {
  const admin = await adminToken();
  const email = `leaving-${Date.now()}@lb.test`;
  const registered = await call('POST', '/api/users/register', {
    body: { name: 'Leaving Customer', email, password: 'leaving-password' },
    forwardedFor: '198.51.100.11',
  });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  expect((await call('GET', '/api/cart', { token })).status).toBe(200);

  const deleted = await call('DELETE', `/api/admin/users/${registered.body.user._id}`, { token: admin });
  expect(deleted.status).toBe(200);
  const attempts = await onAnotherProcess(deleted.port, () =>
    call('GET', '/api/orders/my-orders', { token }),
  );
  for (const attempt of attempts) {
    expect(attempt.status).toBe(401);
    expect(attempt.body).toEqual(SESSION_EXPIRED);
  }
});

test('a token signed out on one process is refused at once on the other', async () => {
  const registered = await call('POST', '/api/users/register', {
    body: {
      name: 'Leaving Shopper',
      email: `signed-out-${Date.now()}@lb.test`,
      password: 'signed-out-password',
    },
    forwardedFor: '198.51.100.15',
  });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  const loggedOut = await call('POST', '/api/users/logout', { token });
  expect(loggedOut.status).toBe(204);
  const attempts = await onAnotherProcess(loggedOut.port, () => call('GET', '/api/cart', { token }));
  for (const attempt of attempts) {
    expect(attempt.status).toBe(401);
    expect(attempt.body).toEqual(SESSION_EXPIRED);
  }
});

test('a product write is seen by the other process at once, though both had it cached', async () => {
  const admin = await adminToken();
  const line = await productWithStock(admin, 7, 3);
  const { productId } = line;
  // Both processes answer the product (and keep it in their response caches).
  const seen = new Set<number>();
  for (let turn = 0; turn < 4; turn++) {
    const answer = await call('GET', `/api/products/${productId}`);
    expect(answer.body.countInStock).toBe(7);
    seen.add(answer.port);
  }
  expect(seen.size).toBe(2);

  const name = `Renamed on one process ${Date.now()}`;
  const written = await call('PUT', `/api/admin/products/${productId}`, {
    token: admin,
    body: { name, ...(await oneVariant(productId, line, 3)) },
  });
  expect(written.status).toBe(200);
  const reads = await onAnotherProcess(written.port, () => call('GET', `/api/products/${productId}`));
  for (const read of reads) {
    expect(read.body).toMatchObject({ name, countInStock: 3 });
  }
});

test('a picture uploaded through one process is served by both', async () => {
  const admin = await adminToken();
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'swatch.png');
  const { baseUrl } = readState();
  const uploaded = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { imageUrl } = (await uploaded.json()) as { imageUrl: string };

  const served = new Map<string, string>();
  for (let turn = 0; turn < 4; turn++) {
    const response = await fetch(new URL(imageUrl, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(64);
    served.set(response.headers.get('x-upstream') ?? '', bytes.toString('base64'));
  }
  // Both processes, the same bytes.
  expect(served.size).toBe(2);
  expect(new Set(served.values()).size).toBe(1);
});

test('the login limit is one count for both processes (Redis)', async () => {
  const email = `limited-${Date.now()}@lb.test`;
  const registered = await call('POST', '/api/users/register', {
    body: { name: 'Limited Customer', email, password: 'limited-password' },
    forwardedFor: '198.51.100.12',
  });
  expect(registered.status).toBe(201);

  const address = '198.51.100.13';
  const login = () =>
    call('POST', '/api/users/login', {
      body: { email, password: 'limited-password' },
      forwardedFor: address,
    });
  const allowed: Answer[] = [];
  for (let turn = 0; turn < LB_AUTH_RATE_LIMIT; turn++) allowed.push(await login());
  expect(allowed.map((answer) => answer.status)).toEqual(Array(LB_AUTH_RATE_LIMIT).fill(200));
  // The attempts went to both processes; counted per process, each would allow LB_AUTH_RATE_LIMIT more.
  expect(new Set(allowed.map((answer) => answer.port)).size).toBe(2);

  const refused = [await login(), await login()];
  expect(new Set(refused.map((answer) => answer.port)).size).toBe(2);
  for (const answer of refused) {
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  }
  // Another client address is not held back by this one.
  const other = await call('POST', '/api/users/login', {
    body: { email, password: 'limited-password' },
    forwardedFor: '198.51.100.14',
  });
  expect(other.status).toBe(200);
});
