import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  adminToken,
  call,
  makeShoppers,
  productWithStock,
  SHIPPING_ADDRESS,
  withDatabase,
} from './support/client.ts';
import { WEBHOOK_LOG } from './support/cluster.ts';
import { readState } from './support/state.ts';

interface Delivery {
  id: string;
  event: string;
  delivered: boolean;
}

/** Which process (port) nginx gave each webhook delivery to, and its answer, by event id. */
function landings(): Map<string, { port: number; status: number }> {
  const file = path.join(readState().workDir, 'nginx', WEBHOOK_LOG);
  const found = new Map<string, { port: number; status: number }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [upstream, status, eventId] = line.trim().split(' ');
    if (!upstream || !eventId) continue;
    // With a retry on another process nginx lists both: the last one answered.
    const last = upstream
      .split(/[,:]\s*/)
      .filter((part) => /^\d+$/.test(part))
      .at(-1);
    found.set(eventId, { port: Number(last), status: Number(status) });
  }
  return found;
}

/** Asks `check` every 200 ms until it gives a value (Playwright's test timeout bounds the wait). */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('pays through nginx: the gateway’s webhook lands on the process that did not serve the pay step, and one order results', async () => {
  const admin = await adminToken();
  const line = await productWithStock(admin, 3, 4);
  const [buyer] = await makeShoppers(1, 'webhook-lb');
  if (!buyer) throw new Error('no shopper');
  const token = buyer.token;
  const added = await call('POST', '/api/cart', {
    token,
    body: { productId: line.productId, size: line.size, color: line.color, quantity: 1 },
  });
  expect(added.status).toBe(200);
  const created = await call('POST', '/api/checkout', { token, body: { shippingAddress: SHIPPING_ADDRESS } });
  expect(created.status).toBe(201);
  const checkoutId = created.body._id as string;
  const started = await call('POST', `/api/checkout/${checkoutId}/payment`, { token });
  expect(started.status).toBe(201);
  const gatewayOrderId = started.body.gatewayOrderId as string;

  // The shopper pays on the test gateway's page, through nginx.
  const page = await fetch(
    `${readState().baseUrl}/test-gateway/checkout/${encodeURIComponent(gatewayOrderId)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        outcome: 'card_success',
        callback_url: `/api/checkout/${checkoutId}/payment/callback`,
      }),
    },
  );
  // The page posts the signed result back to the store; the test keeps it for the shopper's return.
  const fields = new URLSearchParams(
    [...(await page.text()).matchAll(/<input type="hidden" name="(razorpay_\w+)" value="([^"]*)">/g)].map(
      (match) => [match[1] ?? '', match[2] ?? ''],
    ),
  );
  const paymentDetails = {
    razorpay_payment_id: fields.get('razorpay_payment_id') ?? '',
    razorpay_order_id: fields.get('razorpay_order_id') ?? '',
    razorpay_signature: fields.get('razorpay_signature') ?? '',
  };
  expect(paymentDetails.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

  // The gateway posts its three webhooks to nginx; the test waits until each is delivered and its
  // job has run (read in the database, so no request of the test goes through nginx meanwhile).
  const deliveries = await until(async () => {
    const rows = await withDatabase(
      async (client) =>
        (
          await client.query<Delivery>(
            `select id, event, delivered_at is not null as delivered from gateway_webhook_deliveries
           where body like $1 order by id`,
            [`%"${gatewayOrderId}"%`],
          )
        ).rows,
    );
    return rows.length === 3 && rows.every((row) => row.delivered) ? rows : undefined;
  });
  expect(deliveries.map((row) => row.event).sort()).toEqual([
    'order.paid',
    'payment.authorized',
    'payment.captured',
  ]);
  await until(async () => {
    const done = await withDatabase(async (client) =>
      Number(
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from jobs where kind = 'payment.webhook' and dedupe_key = any($1)
             and done_at is not null`,
            [deliveries.map((row) => `webhook:razorpay:${row.id}`)],
          )
        ).rows[0]?.n,
      ),
    );
    return done === 3 ? true : undefined;
  });
  // The webhook made the checkout paid before the shopper came back.
  const checkout = await withDatabase(
    async (client) =>
      (
        await client.query<{ payment_status: string; is_finalized: boolean }>(
          'select payment_status, is_finalized from checkouts where id = $1',
          [checkoutId],
        )
      ).rows[0],
  );
  expect(checkout).toEqual({ payment_status: 'paid', is_finalized: false });

  const landed = landings();
  const apiPorts = readState().apis.map((api) => api.port);
  for (const delivery of deliveries) {
    expect(landed.get(delivery.id)?.status).toBe(200);
    expect(apiPorts).toContain(landed.get(delivery.id)?.port);
  }
  const capturePorts = new Set(
    deliveries
      .filter((row) => row.event !== 'payment.authorized')
      .map((row) => landed.get(row.id)?.port ?? 0),
  );
  // nginx hands requests to the two processes in turn: the shopper's return is steered to a process
  // a capture webhook did not land on (when they landed on both, any process will do).
  if (capturePorts.size === 1) {
    const [webhookPort] = [...capturePorts];
    for (let turn = 0; turn < 4; turn++) {
      if ((await call('GET', '/api/health/live')).port === webhookPort) break;
    }
  }

  // The shopper's return (the pay step) on the other process: already paid, then placed once.
  const paid = await call('PUT', `/api/checkout/${checkoutId}/pay`, {
    token,
    body: { paymentStatus: 'paid', paymentDetails },
  });
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
  const otherLanding = deliveries.find(
    (row) => row.event !== 'payment.authorized' && landed.get(row.id)?.port !== paid.port,
  );
  expect(otherLanding, `a capture webhook landed on a process other than ${paid.port}`).toBeDefined();

  const placed = await call('POST', `/api/checkout/${checkoutId}/finalize`, { token });
  expect(placed.status).toBe(201);
  // The webhook also queued the order job (for a shopper who never returns): run now, it places nothing more.
  await withDatabase((client) =>
    client.query(
      `update jobs set run_at = now() where kind = 'payment.place-order' and dedupe_key = $1 and done_at is null`,
      [`place-order:${checkoutId}`],
    ),
  );
  await until(async () => {
    const pending = await withDatabase(async (client) =>
      Number(
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from jobs where dedupe_key = $1 and done_at is null and failed_at is null`,
            [`place-order:${checkoutId}`],
          )
        ).rows[0]?.n,
      ),
    );
    return pending === 0 ? true : undefined;
  });
  const orders = await withDatabase(
    async (client) =>
      (await client.query<{ id: string }>('select id from orders where checkout_id = $1', [checkoutId])).rows,
  );
  expect(orders).toEqual([{ id: placed.body._id }]);
});
