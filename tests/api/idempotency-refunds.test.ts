import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, jobs } from '../../server/src/db/schema.ts';
import {
  IDEMPOTENCY_KEY_REUSED,
  PURGE_IDEMPOTENCY_KEYS_JOB,
  purgeIdempotencyKeys,
} from '../../server/src/lib/idempotency.ts';
import { refundsOf } from '../../server/src/modules/payments/index.ts';
import { deliverOrder } from './support/reviews.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  paidBeforeTheGateway,
  placeOrder,
  startSecondInstance,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * Idempotency-Key on the calls that refund (issue 21): the shopper's cancel of a paid order, the
 * admin's cancel (status change and deletion), "Mark refund as done" and the return steps. The same
 * key and body answer the first answer without a second refund, from any process (the keys are in
 * the database); the same key with another body is 422. Keys older than the retention are purged by
 * a job.
 */

let api: TestApp;
let admin: TestUser;

beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

async function paidOrder(buyer: TestUser) {
  const [product] = await createProducts(api, 1, { countInStock: 10 });
  if (!product) throw new Error('no product');
  return placeOrder(api, buyer, product, 2);
}

const withKey = (user: TestUser, key: string) => ({ ...user.auth, 'idempotency-key': key });

test("the shopper's cancel with a key: a repeat, from this process or another, answers the same order and refunds once", async () => {
  const buyer = await createUser(api);
  const order = await paidOrder(buyer);
  const cancel = (app: TestApp['app']) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: withKey(buyer, 'cancel-1'),
    });

  const first = await cancel(api.app);
  expect(first.statusCode).toBe(200);
  expect(first.json().status).toBe('Cancelled');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  const again = await cancel(api.app);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());

  // Kept in the database: another API process answers the same.
  const second = await startSecondInstance(api);
  try {
    const elsewhere = await cancel(second.app);
    expect(elsewhere.headers['idempotent-replayed']).toBe('true');
    expect(elsewhere.json()).toEqual(first.json());
  } finally {
    await second.app.close();
  }
  const [stored] = await api.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'cancel-1'));
  expect(stored).toMatchObject({
    userId: buyer.id,
    route: `POST /api/orders/${order._id}/cancel`,
    statusCode: 200,
  });
  expect(await refundsOf(api.ctx.db, order._id)).toHaveLength(1);
});

test("the admin's cancel with a key: the same body answers the same order, another body is 422, one refund", async () => {
  const order = await paidOrder(await createUser(api));
  const change = (status: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: withKey(admin, 'admin-cancel-1'),
      payload: { status },
    });
  const first = await change('Cancelled');
  expect(first.statusCode).toBe(200);
  const again = await change('Cancelled');
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  const other = await change('Processing');
  expect(other.statusCode).toBe(422);
  expect(other.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
  expect(await refundsOf(api.ctx.db, order._id)).toHaveLength(1);
  // Without a key the route works as before.
  const plain = await api.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${order._id}`,
    headers: admin.auth,
    payload: { status: 'Cancelled' },
  });
  expect(plain.statusCode).toBe(200);
});

test("the admin's deletion (a cancel first) and 'Mark refund as done' with a key answer their first answer", async () => {
  const order = await paidOrder(await createUser(api));
  const remove = () =>
    api.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}`,
      headers: withKey(admin, 'delete-1'),
    });
  const first = await remove();
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ message: 'Order archived' });
  const again = await remove();
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual({ message: 'Order archived' });
  expect(await refundsOf(api.ctx.db, order._id)).toHaveLength(1);

  // An order paid before the gateway: its refund is marked done by hand, once.
  const manual = await paidOrder(await createUser(api));
  await paidBeforeTheGateway(api, manual._id);
  const cancelled = await api.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${manual._id}`,
    headers: admin.auth,
    payload: { status: 'Cancelled' },
  });
  expect(cancelled.json().paymentStatus).toBe('refund_pending');
  const mark = () =>
    api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${manual._id}/refund`,
      headers: withKey(admin, 'mark-1'),
    });
  const marked = await mark();
  expect(marked.statusCode).toBe(200);
  expect(marked.json().paymentStatus).toBe('refunded');
  const markedAgain = await mark();
  expect(markedAgain.headers['idempotent-replayed']).toBe('true');
  expect(markedAgain.json()).toEqual(marked.json());
});

test("a return's refund with a key: a repeat answers the first answer and the provider refunds once", async () => {
  const buyer = await createUser(api);
  const order = await paidOrder(buyer);
  await deliverOrder(api, admin, order._id);
  const requested = await api.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: buyer.auth,
    payload: { line: 0, quantity: 1, reason: 'changed_mind', resolution: 'refund' },
  });
  expect(requested.statusCode).toBe(201);
  const returnId = requested.json()._id as string;
  const step = (path: string, key: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/${path}`,
      headers: withKey(admin, key),
    });
  expect((await step('approve', 'approve-1')).statusCode).toBe(200);
  expect((await step('receive', 'receive-1')).statusCode).toBe(200);
  const refunded = await step('refund', 'refund-1');
  expect(refunded.statusCode).toBe(200);
  const again = await step('refund', 'refund-1');
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(refunded.json());
  expect(await refundsOf(api.ctx.db, order._id)).toHaveLength(1);
});

test('keys older than the retention are purged by a job that every process shares; newer ones stay', async () => {
  // The job was queued when the app started, once (its dedupe key), and looks again every hour.
  const queued = await api.ctx.db.select().from(jobs).where(eq(jobs.kind, PURGE_IDEMPOTENCY_KEYS_JOB));
  expect(queued).toHaveLength(1);
  const second = await startSecondInstance(api);
  await second.app.close();
  expect(await api.ctx.db.select().from(jobs).where(eq(jobs.kind, PURGE_IDEMPOTENCY_KEYS_JOB))).toHaveLength(
    1,
  );

  const user = await createUser(api);
  const row = (key: string, hoursAgo: number) => ({
    userId: user.id,
    key,
    route: 'POST /api/orders/x/cancel',
    requestHash: 'h',
    statusCode: 200,
    responseBody: {},
    createdAt: new Date(Date.now() - hoursAgo * 60 * 60_000),
  });
  await api.ctx.db.insert(idempotencyKeys).values([row('old-key', 25), row('new-key', 1)]);
  expect(api.config.idempotencyKeyRetentionMs).toBe(24 * 60 * 60_000);
  await api.ctx.db.execute(sql`update jobs set run_at = now() where kind = ${PURGE_IDEMPOTENCY_KEYS_JOB}`);
  await api.ctx.jobs.runDue();
  const left = await api.ctx.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, user.id));
  expect(left.map((entry) => entry.key)).toEqual(['new-key']);
  const [job] = await api.ctx.db.select().from(jobs).where(eq(jobs.kind, PURGE_IDEMPOTENCY_KEYS_JOB));
  expect(job?.doneAt ?? null).toBeNull();
  expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

  // A key still being worked on (its lease not over) stays whatever its age.
  await api.ctx.db.insert(idempotencyKeys).values({
    ...row('running-key', 30),
    statusCode: null,
    lockedUntil: new Date(Date.now() + 60_000),
  });
  expect(await purgeIdempotencyKeys(api.ctx.db, api.config.idempotencyKeyRetentionMs)).toBe(0);
});
