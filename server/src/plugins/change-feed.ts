import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * What changed, as far as cached answers care: `products` (a product created, edited or deleted:
 * listings, product pages and the search vocabulary), `stock` (stock or sales figures moved:
 * listings and product pages), or `all` (this process may have missed changes: drop everything).
 */
export type ChangeTopic = 'products' | 'stock' | 'all';

/**
 * Tells every API process on the same database that something its caches hold has changed
 * (docs/architecture.md, Several processes). `publish` applies the change to this process's caches
 * at once and resolves only once the other processes have been told, so a writing request that
 * awaits it never returns while another process can still answer from a stale copy.
 */
export interface ChangeFeed {
  publish: (topic: Exclude<ChangeTopic, 'all'>) => Promise<void>;
  subscribe: (handler: (topic: ChangeTopic) => void) => void;
  /** False while changes from other processes may be going unheard: caches must not be trusted. */
  live: () => boolean;
  /** Resolves once listening (or after a few seconds without: caches stay bypassed meanwhile). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

export const CHANNEL = 'threadline_changes';
/** How long a write waits for its own notification to come back before returning anyway. */
const ECHO_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const READY_TIMEOUT_MS = 5_000;

type Handler = (topic: ChangeTopic) => void;

/**
 * The embedded database lives in one process, so changes are only passed between the app
 * instances sharing its handle (tests build two on one database to stand for two processes).
 */
const localFeeds = new WeakMap<DatabaseHandle, EventEmitter>();

function localFeed(database: DatabaseHandle): ChangeFeed {
  let emitter = localFeeds.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    localFeeds.set(database, emitter);
  }
  const shared = emitter;
  const mine: Handler[] = [];
  return {
    publish: async (topic) => {
      shared.emit('change', topic);
    },
    subscribe: (handler) => {
      mine.push(handler);
      shared.on('change', handler);
    },
    live: () => true,
    ready: async () => undefined,
    close: async () => {
      for (const handler of mine) shared.off('change', handler);
    },
  };
}

interface Message {
  topic: Exclude<ChangeTopic, 'all'>;
  /** The process (app instance) that sent it, and its number there: its own echo ends its wait. */
  from: string;
  seq: number;
}

function parse(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (message.topic !== 'products' && message.topic !== 'stock') return null;
    if (typeof message.from !== 'string' || typeof message.seq !== 'number') return null;
    return message as Message;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection. NOTIFY is sent after the write has committed
 * (through the pool, in its own statement); the writer then waits until its own notification comes
 * back on its listening connection: PostgreSQL signals every listener in the same pass at commit,
 * so by then the other processes' listeners have been sent it too. When the listening connection
 * drops, caches are bypassed until it is back, then dropped, since notifications may have been missed.
 */
function postgresFeed(
  database: DatabaseHandle,
  url: string,
  log: (level: 'info' | 'warn', message: string) => void,
): ChangeFeed {
  const from = randomUUID();
  const handlers: Handler[] = [];
  const waiting = new Map<number, () => void>();
  let seq = 0;
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let listening: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    listening = resolve;
  });

  const deliver = (topic: ChangeTopic) => {
    for (const handler of handlers) handler(topic);
  };

  const lost = (reason: string) => {
    if (closed) return;
    if (connected) log('warn', `change feed lost its PostgreSQL connection (${reason}); caches bypassed`);
    connected = false;
    deliver('all');
    for (const done of waiting.values()) done();
    waiting.clear();
    const current = client;
    client = null;
    current?.removeAllListeners();
    current?.on('error', () => undefined);
    void current?.end().catch(() => undefined);
    if (retry) return;
    const delay = Math.min(100 * 2 ** failures, MAX_RECONNECT_DELAY_MS);
    failures++;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (notification) => {
      if (notification.channel !== CHANNEL) return;
      const message = parse(notification.payload);
      if (!message) return;
      if (message.from === from) {
        waiting.get(message.seq)?.();
        waiting.delete(message.seq);
        return;
      }
      deliver(message.topic);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (client !== next || closed) return;
      if (failures > 0) log('info', 'change feed reconnected to PostgreSQL; caches dropped');
      // Whatever happened while nobody was listening is unknown: start from empty caches.
      deliver('all');
      connected = true;
      failures = 0;
      listening();
    } catch (error) {
      if (client === next) lost((error as Error).message);
    }
  };

  void connect();

  return {
    publish: async (topic) => {
      deliver(topic);
      const number = ++seq;
      const echoed = connected
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              waiting.delete(number);
              resolve();
            }, ECHO_TIMEOUT_MS);
            waiting.set(number, () => {
              clearTimeout(timer);
              resolve();
            });
          })
        : Promise.resolve();
      try {
        const payload = JSON.stringify({ topic, from, seq: number } satisfies Message);
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch (error) {
        // The write itself has committed; with the database unreachable the other processes'
        // listeners have lost it too, and they drop their caches when they reconnect.
        waiting.get(number)?.();
        waiting.delete(number);
        log('warn', `change notification not sent: ${(error as Error).message}`);
      }
      await echoed;
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    live: () => connected,
    ready: () =>
      Promise.race([
        firstConnection,
        new Promise<void>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS).unref()),
      ]),
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const done of waiting.values()) done();
      waiting.clear();
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}

export function createChangeFeed(
  database: DatabaseHandle,
  log: (level: 'info' | 'warn', message: string) => void,
): ChangeFeed {
  return database.url ? postgresFeed(database, database.url, log) : localFeed(database);
}
