import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { badRequest, HttpError } from './http-errors.ts';

/**
 * `Idempotency-Key` (docs/api.md, idempotency). A client that sends the header may repeat a request
 * (a timeout, a double click, a retry after a dropped connection) and get the first answer again
 * instead of a second effect. The key is kept in the database per shopper, key and route (method and
 * path), with a hash of the body, so it holds across API processes:
 *
 * - the first request with a key runs; its successful answer (status and body) is stored;
 * - the same key and the same body again answer the stored status and body (with
 *   `Idempotent-Replayed: true`), without running again;
 * - the same key with another body answers 422;
 * - a duplicate that arrives while the first is still running waits for its answer (up to
 *   `WAIT_MS`, then 409 "still in progress"); a first request whose process died mid-way leaves its
 *   key locked for `LEASE_SECONDS`, after which a repeat runs it again;
 * - a refusal (4xx) or a fault is not stored: the key is freed, so a repeat after the cause is
 *   fixed (the checkout paid meanwhile, the gateway back) runs again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const BAD_IDEMPOTENCY_KEY = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/** What a route's description says when it takes the header. */
export const IDEMPOTENT =
  ' With an Idempotency-Key header, a repeat with the same key and body answers the stored answer (status and body) without acting again; the same key with another body answers 422.';

const LEASE_SECONDS = 60;
const WAIT_MS = 15_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** JSON with object keys sorted, so two bodies that mean the same hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/** The header's value, or null when the request has none; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return raw;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response_body: unknown;
  expired: boolean;
}

/**
 * Runs `work` at most once per (user, key, route) and answers through `reply`: the route handler
 * returns what this returns. Without the header, `work` simply runs.
 */
export async function idempotent<R extends FastifyReply>(
  db: Database,
  request: FastifyRequest,
  reply: R,
  userId: string,
  work: () => Promise<IdempotentAnswer>,
): Promise<R> {
  const key = idempotencyKeyOf(request);
  if (key === null) {
    const answer = await work();
    return reply.status(answer.status).send(answer.body) as R;
  }
  const route = `${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 500)}`;
  const hash = requestHash(request.body ?? null);
  const where = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.route, route),
  );

  const started = Date.now();
  for (let wait = 25; ; wait = Math.min(wait * 2, 500)) {
    // Claim the key: a new row, or the row of a first request whose lease ran out.
    const claimed = await db.execute(sql`
      insert into ${idempotencyKeys} (user_id, key, route, request_hash, locked_until)
      values (${userId}, ${key}, ${route}, ${hash}, now() + make_interval(secs => ${LEASE_SECONDS}::double precision))
      on conflict (user_id, key, route) do update
        set locked_until = excluded.locked_until, request_hash = excluded.request_hash, created_at = now()
        where ${idempotencyKeys.statusCode} is null and ${idempotencyKeys.lockedUntil} <= now()
          and ${idempotencyKeys.requestHash} = excluded.request_hash
      returning 1 as claimed`);
    if (rowsOf(claimed).length > 0) return runClaimed(db, reply, where, work);

    const [row] = rowsOf<KeyRow>(
      await db.execute(sql`
        select request_hash, status_code, response_body, locked_until <= now() as expired
        from ${idempotencyKeys}
        where user_id = ${userId} and key = ${key} and route = ${route}`),
    );
    if (!row) continue; // freed by a refused first request meanwhile: claim it now
    if (row.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    if (row.status_code !== null) {
      return reply.status(row.status_code).header('idempotent-replayed', 'true').send(row.response_body) as R;
    }
    if (Date.now() - started > WAIT_MS) throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
    await sleep(wait);
  }
}

async function runClaimed<R extends FastifyReply>(
  db: Database,
  reply: R,
  where: ReturnType<typeof and>,
  work: () => Promise<IdempotentAnswer>,
): Promise<R> {
  let answer: IdempotentAnswer;
  try {
    answer = await work();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.statusCode} is null`));
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) {
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: answer.status,
        // Stored as the client got it (JSON), so a replay is byte-for-byte the same answer.
        responseBody: JSON.parse(JSON.stringify(answer.body)) as unknown,
        completedAt: new Date(),
        lockedUntil: null,
      })
      .where(where);
  } else {
    await db.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.statusCode} is null`));
  }
  return reply.status(answer.status).send(answer.body) as R;
}

/** The job that forgets keys older than IDEMPOTENCY_KEY_RETENTION_HOURS (a client retries within minutes). */
export const PURGE_IDEMPOTENCY_KEYS_JOB = 'idempotency.purge';

/**
 * Deletes the keys made more than `retentionMs` ago (a first request still running keeps its key
 * until its lease ends); answers how many went. A repeat after that runs again, as a new request.
 */
export async function purgeIdempotencyKeys(db: Database, retentionMs: number): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(
      and(
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${retentionMs / 1000}::double precision)`,
        sql`(${idempotencyKeys.lockedUntil} is null or ${idempotencyKeys.lockedUntil} <= now())`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
