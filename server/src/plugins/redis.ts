import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis that holds the sign-in limits across processes (REDIS_URL). It is used only while it
 * answers: a command is never queued while the connection is down, so callers fall back to
 * per-process counters at once instead of waiting or failing the request (docs/api.md, Rate limits).
 */
export interface SharedRedis {
  client: Redis;
  /** True while connected; false before the first connection and during an outage. */
  ready: () => boolean;
  /** Reports a failed command or connection: one warning per outage, never the URL's password. */
  failed: (error: unknown) => void;
  close: () => Promise<void>;
}

/** Host and port only: a REDIS_URL may carry a password, which must never reach a log line. */
function describe(url: string): string {
  try {
    return new URL(url).host || 'Redis';
  } catch {
    return 'Redis';
  }
}

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const where = describe(url);
  let down = false;
  const client = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Closing waits this long for a dead socket (2 s by default), which would hold up shutdown.
    disconnectTimeout: 200,
    // Keep trying in the background, at most every 5 s, so the shared limits come back with Redis.
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { redis: where, reason },
      'Redis is unreachable: login and register are rate limited per process until it answers again',
    );
  };
  client.on('error', failed);
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where }, 'Redis answers again: login and register limits are shared again');
  });
  return {
    client,
    ready: () => client.status === 'ready',
    failed,
    close: async () => {
      client.disconnect();
    },
  };
}
