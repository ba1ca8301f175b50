// Named to run last: it kills one of the processes (and restarts it).
import { expect, test } from '@playwright/test';
import { WITH_STARTUP_TIMEOUT_MS } from '../support/startup.ts';
import {
  type Answer,
  adminToken,
  call,
  makeShoppers,
  type ProductLine,
  paidOnline,
  productWithStock,
  SHIPPING_ADDRESS,
  type Shopper,
  withDatabase,
} from './support/client.ts';
import { listening, startApi } from './support/cluster.ts';
import { readState, writeState } from './support/state.ts';

const STOCK = 100_000;

/** Resolves once `condition` holds, asking every 20 ms; fails after `timeoutMs`. */
async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Shoppers buying in a loop; what every request was answered, and every order confirmed to them. */
class CheckoutLoad {
  readonly answers: Answer[] = [];
  readonly confirmed: string[] = [];
  /** Requests that got no answer from any API process (nginx's 502/504): asked again. */
  readonly unanswered: Answer[] = [];
  private stopped = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly line: ProductLine) {}

  /** A shopper asks again when the answer is nginx's (the process died with the request). */
  private async ask(method: string, path: string, shopper: Shopper, body?: unknown): Promise<Answer> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(method, path, { token: shopper.token, body });
      this.answers.push(answer);
      if (answer.status < 500) return answer;
      this.unanswered.push(answer);
    }
    throw new Error(`${method} ${path} got no answer in 5 attempts`);
  }

  async purchase(shopper: Shopper): Promise<void> {
    const { productId, size, color } = this.line;
    const added = await this.ask('POST', '/api/cart', shopper, { productId, size, color, quantity: 1 });
    expect(added.status).toBe(200);
    const created = await this.ask('POST', '/api/checkout', shopper, { shippingAddress: SHIPPING_ADDRESS });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect(
      (await this.ask('PUT', `/api/checkout/${id}/pay`, shopper, await paidOnline(shopper.token, id))).status,
    ).toBe(200);
    const finalized = await this.ask('POST', `/api/checkout/${id}/finalize`, shopper);
    // 201 for the order; 200 with the same order when a first attempt's answer was lost.
    expect([200, 201]).toContain(finalized.status);
    this.confirmed.push(finalized.body._id as string);
  }

  start(shoppers: Shopper[]): void {
    this.loops = shoppers.map(async (shopper) => {
      while (!this.stopped) await this.purchase(shopper);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }
}

test('one process killed with kill -9 during a checkout load: the survivor serves, no order lost or doubled, the process rejoins', async () => {
  // It restarts the killed process: minutes on a loaded machine.
  test.setTimeout(WITH_STARTUP_TIMEOUT_MS);
  const state = readState();
  const [survivor, victim] = state.apis;
  if (!survivor || !victim) throw new Error('the suite runs two API processes');
  const admin = await adminToken();
  const line = await productWithStock(admin, STOCK, 2);
  const load = new CheckoutLoad(line);
  load.start(await makeShoppers(16, 'failover'));

  await until(() => load.confirmed.length >= 20, '20 orders before the kill');
  expect(new Set(load.answers.map((answer) => answer.port)).size).toBe(2);
  process.kill(victim.pid, 'SIGKILL');
  await until(async () => !(await listening(victim.port)), 'the killed process to stop listening');
  const killedAt = Date.now();
  const confirmedAtKill = load.confirmed.length;
  await until(() => load.confirmed.length >= confirmedAtKill + 40, '40 orders after the kill');
  await load.stop();

  // Shoppers' requests sent after the kill were all answered, by the survivor.
  const afterKill = load.answers.filter((answer) => answer.startedAt > killedAt);
  expect(afterKill.length).toBeGreaterThan(100);
  expect(afterKill.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(new Set(afterKill.map((answer) => answer.port))).toEqual(new Set([survivor.port]));

  // Every confirmed order is in the database once; nothing else was ordered; stock adds up.
  const { orders, sold, stock } = await withDatabase(async (client) => {
    const rows = await client.query<{ id: string }>(
      `select o.id from orders o join users u on u.id = o.user_id where u.email like 'failover-%'`,
    );
    const units = await client.query<{ sold: number }>(
      `select coalesce(sum((item->>'quantity')::int), 0)::int as sold
       from orders, jsonb_array_elements(items) as item where item->>'productId' = $1`,
      [line.productId],
    );
    const product = await client.query<{ stock: number }>(
      'select count_in_stock as stock from products where id = $1',
      [line.productId],
    );
    return {
      orders: rows.rows.map((row) => row.id).sort(),
      sold: units.rows[0]?.sold ?? -1,
      stock: product.rows[0]?.stock ?? -1,
    };
  });
  expect(new Set(load.confirmed).size).toBe(load.confirmed.length);
  expect(orders).toEqual([...load.confirmed].sort());
  expect(stock).toBe(STOCK - sold);
  console.log(
    `failover: ${load.confirmed.length} orders, ${load.answers.length} answers (${afterKill.length} after the kill), ${load.unanswered.length} asked again after a 502/504 from nginx`,
  );

  // Restarted on its port, the process gets requests again once nginx retries it.
  const restarted = await startApi(victim.name, victim.env, state.workDir, victim.port);
  writeState({ ...state, apis: [survivor, restarted] });
  await until(
    async () => (await call('GET', '/api/health/live')).port === victim.port,
    'nginx to send a request to the restarted process',
  );
  const again = new CheckoutLoad(line);
  const shoppers = await makeShoppers(4, 'rejoined');
  for (const shopper of shoppers) await again.purchase(shopper);
  expect(again.unanswered).toEqual([]);
  expect(new Set(again.answers.map((answer) => answer.port))).toEqual(new Set([survivor.port, victim.port]));
});
