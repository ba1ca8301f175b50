import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './redis.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One fixed window: the count and how many ms it has left. */
const WINDOW_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

const MAX_LOCAL_KEYS = 10_000;

/** Per-process fixed windows, used without Redis and while Redis does not answer. */
class LocalWindows {
  readonly #windows = new Map<string, { count: number; start: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.start + timeWindow <= now) {
      if (this.#windows.size >= MAX_LOCAL_KEYS) this.#windows.clear();
      window = { count: 0, start: now };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.start + timeWindow - now };
  }
}

/**
 * The rate limiter's store: counters in Redis when it is configured and answering, else (and
 * whenever a Redis command fails) in this process, so login and register never fail because Redis
 * is down; `SharedRedis.failed` logs the warning.
 */
export function rateLimitStore(redis: SharedRedis | null): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #local = new LocalWindows();

    constructor(_options?: unknown, prefix = 'threadline:rate:') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const local = () => callback(null, this.#local.incr(key, timeWindow));
      if (!redis?.ready()) {
        local();
        return;
      }
      redis.client
        .eval(WINDOW_SCRIPT, 1, `${this.#prefix}${key}`, timeWindow)
        .then((result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => {
          redis.failed(error);
          local();
        });
    }

    /** One store per limited route. */
    child(options: object): FastifyRateLimitStore {
      // The plugin passes its merged route options with the route as `routeInfo` (not in its types).
      const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const route = `${String(info?.method ?? '')}${String(info?.url ?? '')}`;
      return new FallbackStore(undefined, `${this.#prefix}${route}:`);
    }
  }
  return FallbackStore;
}
