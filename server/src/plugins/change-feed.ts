import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/results.ts';

/**
 * What changed, as far as cached answers care: `products` (a product created, edited or deleted:
 * listings, product pages and the search vocabulary), `stock` (stock or sales figures moved:
 * listings and product pages), or `all` (this process may have missed changes: drop everything).
 */
export type ChangeTopic = 'products' | 'stock' | 'all';

/**
 * Tells every API process on the same database that something its caches hold has changed
 * (docs/architecture.md, Several processes). `publish` applies the change to this process's caches
 * at once and resolves only once the other processes have cleared theirs, so a writing request that
 * awaits it never returns while another process can still answer from a stale copy.
 */
export interface ChangeFeed {
  /** `productIds`: the products the change touched, when known (else every product may have changed). */
  publish: (topic: Exclude<ChangeTopic, 'all'>, productIds?: readonly string[]) => Promise<void>;
  subscribe: (handler: Handler) => void;
  /** False while changes from other processes may be going unheard: caches must not be trusted. */
  live: () => boolean;
  /** Resolves once listening (or after a few seconds without: caches stay bypassed meanwhile). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

export const CHANNEL = 'threadline_changes';
/** The application_name of listening connections: counted to know how many must acknowledge. */
const FEED_NAME = 'threadline-changes';
/** Where the process `from` hears the acknowledgements of its notifications. */
const ackChannel = (from: string) => `threadline_ack_${from}`;
/**
 * How long a write waits for the other processes' acknowledgements before answering anyway (a
 * process that is connecting, or frozen, does not hold up every write for longer).
 */
const ACK_TIMEOUT_MS = 2_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const READY_TIMEOUT_MS = 5_000;

/** `productIds` undefined: any product may have changed. */
type Handler = (topic: ChangeTopic, productIds?: readonly string[]) => void;

/**
 * A notification's payload must stay under PostgreSQL's 8,000 bytes: a change of more products is
 * announced without its ids (every product read again).
 */
const MAX_IDS_IN_MESSAGE = 200;
const announcedIds = (ids: readonly string[] | undefined) =>
  ids && ids.length <= MAX_IDS_IN_MESSAGE ? [...new Set(ids)] : undefined;

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
    publish: async (topic, productIds) => {
      shared.emit('change', topic, announcedIds(productIds));
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
  ids?: string[];
  /** The process (app instance) that sent it, and its number there, for the acknowledgements. */
  from: string;
  seq: number;
}

function parse(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (message.topic !== 'products' && message.topic !== 'stock') return null;
    if (typeof message.from !== 'string' || typeof message.seq !== 'number') return null;
    if (
      message.ids !== undefined &&
      !(Array.isArray(message.ids) && message.ids.every((id) => typeof id === 'string'))
    )
      return null;
    return message as Message;
  } catch {
    return null;
  }
}

/**
 * Sends acknowledgements on the listening connection one statement at a time: notifications arrive
 * while a query may be running on it (the LISTEN, an earlier acknowledgement), and pg runs only one
 * query at a time on a client (queueing more is deprecated, an error in pg 9). Those that arrive
 * meanwhile go together in the next statement, so a burst of changes costs a round trip or two.
 */
function acknowledger(client: pg.Client) {
  let pending: Array<[channel: string, seq: string]> = [];
  /** A statement is running on the connection: acknowledgements wait for it. */
  let sending = false;
  const flush = async () => {
    sending = true;
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        const calls = batch.map((_ack, index) => `pg_notify($${index * 2 + 1}, $${index * 2 + 2})`);
        // A connection that fails here is handled by its 'error' and 'end' events (lost, reconnected).
        await client.query(`select ${calls.join(', ')}`, batch.flat()).catch(() => undefined);
      }
    } finally {
      sending = false;
    }
  };
  return {
    /** Runs the connection's first statement (LISTEN); acknowledgements wait for it. */
    first: async (statement: Promise<unknown>) => {
      sending = true;
      try {
        await statement;
      } finally {
        sending = false;
        if (pending.length > 0) void flush();
      }
    },
    send: (channel: string, seq: string) => {
      pending.push([channel, seq]);
      if (!sending) void flush();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection per process (named FEED_NAME). NOTIFY is sent
 * after the write has committed (through the pool, in its own statement, which also counts the
 * listening connections); every other process clears its caches when the notification arrives and
 * then acknowledges it on the writer's own channel (from its listening connection, one statement at
 * a time: acknowledger). The writer waits for as many acknowledgements as there were other
 * listeners (at most ACK_TIMEOUT_MS), so when it answers, every process has cleared its caches: a
 * request sent anywhere afterwards cannot get a stale copy. When the listening connection drops,
 * caches are bypassed until it is back, then dropped, since notifications may have been missed
 * meanwhile.
 */
function postgresFeed(
  database: DatabaseHandle,
  url: string,
  log: (level: 'info' | 'warn', message: string) => void,
): ChangeFeed {
  const from = randomUUID().replaceAll('-', '');
  const handlers: Handler[] = [];
  const waiting = new Map<number, { acks: number; needed: number; done: () => void }>();
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

  const deliver = (topic: ChangeTopic, productIds?: readonly string[]) => {
    for (const handler of handlers) handler(topic, productIds);
  };
  const releaseAll = () => {
    for (const waiter of waiting.values()) waiter.done();
    waiting.clear();
  };

  const lost = (reason: string) => {
    if (closed) return;
    if (connected) log('warn', `change feed lost its PostgreSQL connection (${reason}); caches bypassed`);
    connected = false;
    deliver('all');
    releaseAll();
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
    const next = new pg.Client({ connectionString: url, application_name: FEED_NAME });
    client = next;
    const acknowledge = acknowledger(next);
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (notification) => {
      if (notification.channel === ackChannel(from)) {
        const waiter = waiting.get(Number(notification.payload));
        if (waiter && ++waiter.acks >= waiter.needed) waiter.done();
        return;
      }
      if (notification.channel !== CHANNEL) return;
      const message = parse(notification.payload);
      if (!message || message.from === from) return;
      deliver(message.topic, message.ids);
      acknowledge.send(ackChannel(message.from), String(message.seq));
    });
    try {
      await next.connect();
      await acknowledge.first(next.query(`LISTEN ${CHANNEL}; LISTEN ${ackChannel(from)}`));
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
    publish: async (topic, productIds) => {
      const ids = announcedIds(productIds);
      deliver(topic, ids);
      const number = ++seq;
      let acknowledged: Promise<void> = Promise.resolve();
      let waiter: { acks: number; needed: number; done: () => void } | null = null;
      if (connected) {
        // Registered before sending: acknowledgements may arrive before the count comes back.
        const entry = { acks: 0, needed: Number.POSITIVE_INFINITY, done: () => undefined };
        acknowledged = new Promise<void>((resolve) => {
          const timer = setTimeout(() => entry.done(), ACK_TIMEOUT_MS);
          entry.done = () => {
            clearTimeout(timer);
            waiting.delete(number);
            resolve();
          };
        });
        waiting.set(number, entry);
        waiter = entry;
      }
      try {
        const payload = JSON.stringify({
          topic,
          from,
          seq: number,
          ...(ids ? { ids } : {}),
        } satisfies Message);
        const result = await database.db.execute(sql`
          select pg_notify(${CHANNEL}, ${payload}),
            (select count(*)::int from pg_stat_activity
             where application_name = ${FEED_NAME} and datname = current_database()) as listeners`);
        if (waiter) {
          // Every listening connection but this process's own must acknowledge.
          waiter.needed = (rowsOf<{ listeners: number }>(result)[0]?.listeners ?? 1) - 1;
          if (waiter.acks >= waiter.needed) waiter.done();
        }
      } catch (error) {
        // The write itself has committed; with the database unreachable the other processes'
        // listeners have lost it too, and they drop their caches when they reconnect.
        waiter?.done();
        log('warn', `change notification not sent: ${(error as Error).message}`);
      }
      await acknowledged;
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
      releaseAll();
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
