import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One webhook as it arrived: the raw bytes and the headers that matter. */
export interface ReceivedWebhook {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  event: string;
  /** The status the receiver answered with. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  /** Every delivery, answered or refused, oldest first. */
  received: ReceivedWebhook[];
  /** The next `count` deliveries are answered 500 (the store was down). */
  failNext: (count: number) => void;
  /** Resolves with the first delivery (received or to come) that `matches`; rejects after `timeoutMs`. */
  waitFor: (matches: (webhook: ReceivedWebhook) => boolean, timeoutMs?: number) => Promise<ReceivedWebhook>;
  close: () => Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** A plain HTTP server on a free port of 127.0.0.1 standing in for the store's webhook endpoint. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<{
    matches: (webhook: ReceivedWebhook) => boolean;
    resolve: (w: ReceivedWebhook) => void;
  }>();
  let failing = 0;
  const server = createServer((request, response) => {
    void readBody(request).then((rawBody) => {
      let event = '';
      try {
        event = String((JSON.parse(rawBody.toString('utf8')) as { event?: unknown }).event ?? '');
      } catch {
        event = '';
      }
      const answered = failing > 0 ? 500 : 200;
      if (failing > 0) failing -= 1;
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const webhook = {
        rawBody,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
        event,
        answered,
      };
      received.push(webhook);
      response.writeHead(answered, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: answered === 200 ? 'ok' : 'down' }));
      if (answered === 200) {
        for (const waiter of waiters) {
          if (waiter.matches(webhook)) {
            waiters.delete(waiter);
            waiter.resolve(webhook);
          }
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    failNext(count) {
      failing = count;
    },
    waitFor(matches, timeoutMs = 20_000) {
      const found = received.find((webhook) => webhook.answered === 200 && matches(webhook));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { matches, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('no matching webhook arrived'));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
