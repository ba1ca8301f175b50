import { createHash } from 'node:crypto';
import type { SharedRedis } from '../../plugins/redis.ts';

/**
 * Failed sign-ins slow down further attempts, per account and per client address (docs/api.md, Rate
 * limits). Once a key has `limit` failures, each attempt waits until its last failure plus a window
 * that starts at 30 seconds and doubles with every further failure, up to 15 minutes; an hour
 * without failures forgets them. Nothing locks for good.
 *
 * So that the per-account limit cannot be used to lock the owner out, it does not apply at an address
 * the account signed in from successfully in the last 30 days: there only the address's own limit
 * does. Whoever hammers an account from elsewhere slows down only themselves and other new
 * addresses, and never for more than 15 minutes after their last failure.
 */
export const LOGIN_DELAYS = {
  firstMs: 30_000,
  maxMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const;

export interface LoginLimits {
  /** Failures of one account (any address) before its attempts wait. */
  perAccount: number;
  /** Failures from one client address (any account) before its attempts wait. */
  perAddress: number;
}

interface FailureRecord {
  count: number;
  last: number;
}

/** The failure records: in Redis when it is configured and answering, else in this process. */
interface RecordStore {
  read: (keys: string[]) => Promise<Array<FailureRecord | null>>;
  /** Counts one failure on each key at `now`; each key is forgotten `ttlMs` later. */
  fail: (keys: string[], now: number, ttlMs: number) => Promise<void>;
  /** A record with no failures (a marker) that lasts `ttlMs`. */
  mark: (key: string, now: number, ttlMs: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
}

const MAX_LOCAL_KEYS = 50_000;

function memoryStore(): RecordStore {
  const records = new Map<string, FailureRecord & { expires: number }>();
  const live = (key: string) => {
    const record = records.get(key);
    if (!record) return null;
    if (record.expires > Date.now()) return record;
    records.delete(key);
    return null;
  };
  const put = (key: string, record: FailureRecord & { expires: number }) => {
    if (records.size >= MAX_LOCAL_KEYS && !records.has(key)) records.clear();
    records.set(key, record);
  };
  return {
    read: async (keys) => keys.map((key) => live(key)),
    fail: async (keys, now, ttlMs) => {
      for (const key of keys)
        put(key, { count: (live(key)?.count ?? 0) + 1, last: now, expires: now + ttlMs });
    },
    mark: async (key, now, ttlMs) => put(key, { count: 0, last: now, expires: now + ttlMs }),
    clear: async (key) => {
      records.delete(key);
    },
  };
}

function redisStore({ client }: SharedRedis): RecordStore {
  return {
    read: async (keys) => {
      const pipeline = client.pipeline();
      for (const key of keys) pipeline.hmget(key, 'count', 'last');
      const results = (await pipeline.exec()) ?? [];
      return keys.map((_key, index) => {
        const [error, value] = results[index] ?? [new Error('no reply'), null];
        if (error) throw error;
        const [count, last] = value as [string | null, string | null];
        return count === null || last === null ? null : { count: Number(count), last: Number(last) };
      });
    },
    fail: async (keys, now, ttlMs) => {
      const transaction = client.multi();
      for (const key of keys) {
        transaction.hincrby(key, 'count', 1).hset(key, 'last', now).pexpire(key, ttlMs);
      }
      await transaction.exec();
    },
    mark: async (key, now, ttlMs) => {
      await client.multi().hset(key, 'count', 0, 'last', now).pexpire(key, ttlMs).exec();
    },
    clear: async (key) => {
      await client.del(key);
    },
  };
}

/** Redis while it answers; on any Redis failure the same call goes to this process's records. */
function fallbackStore(redis: SharedRedis | null): RecordStore {
  const local = memoryStore();
  if (!redis) return local;
  const shared = redisStore(redis);
  const either =
    <A extends unknown[], R>(pick: (store: RecordStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!redis.ready()) return pick(local)(...args);
      try {
        return await pick(shared)(...args);
      } catch (error) {
        redis.failed(error);
        return pick(local)(...args);
      }
    };
  return {
    read: either((store) => store.read),
    fail: either((store) => store.fail),
    mark: either((store) => store.mark),
    clear: either((store) => store.clear),
  };
}

/** How long a key with this record must still wait, in ms (0: it may try now). */
function waitFor(record: FailureRecord | null, limit: number, now: number): number {
  if (!record || record.count < limit) return 0;
  const window = Math.min(LOGIN_DELAYS.firstMs * 2 ** (record.count - limit), LOGIN_DELAYS.maxMs);
  return Math.max(0, record.last + window - now);
}

/** Emails are hashed in the keys: Redis needs no list of who tried to sign in. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

export function createLoginThrottle(limits: LoginLimits, redis: SharedRedis | null) {
  const store = fallbackStore(redis);
  const keys = (email: string, address: string) => {
    const account = digest(email);
    return {
      account: `threadline:login:account:${account}`,
      address: `threadline:login:address:${address}`,
      known: `threadline:login:known:${account}:${digest(address)}`,
    };
  };

  return {
    /**
     * How many ms this attempt must wait (0: go ahead). The same work is done whether or not the
     * email has an account, so the answer and its timing say nothing about that.
     */
    async wait(email: string, address: string): Promise<number> {
      const key = keys(email, address);
      const [account, byAddress, known] = await store.read([key.account, key.address, key.known]);
      const now = Date.now();
      return Math.max(
        waitFor(byAddress ?? null, limits.perAddress, now),
        known ? 0 : waitFor(account ?? null, limits.perAccount, now),
      );
    },
    async failed(email: string, address: string): Promise<void> {
      const key = keys(email, address);
      await store.fail([key.account, key.address], Date.now(), LOGIN_DELAYS.forgetMs);
    },
    /** The account's failures are forgotten and this address becomes known for it. */
    async succeeded(email: string, address: string): Promise<void> {
      const key = keys(email, address);
      await store.clear(key.account);
      await store.mark(key.known, Date.now(), LOGIN_DELAYS.knownAddressMs);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
