/**
 * Requests through the balancer, each answer with the API process that gave it (nginx's X-Upstream
 * header: the last address tried), and shoppers made directly in the database with signed tokens
 * (hashing 200 passwords would only measure Argon2).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTokenSigner } from '../../../server/src/lib/tokens.ts';
import { readState } from './state.ts';

export const SHIPPING_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road, Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};

/**
 * The body of PUT /api/checkout/{id}/pay after paying on the embedded test gateway's hosted page
 * (card, success), through the balancer: the payment is started, the page's form sent, and the
 * signed fields the gateway posts back to callback_url are answered.
 */
export async function paidOnline(token: string, checkoutId: string) {
  // Through the balancer while a process may be going away: a 5xx is tried again (a new attempt).
  for (let attempt = 1; ; attempt++) {
    const started = await call('POST', `/api/checkout/${checkoutId}/payment`, { token });
    const { baseUrl } = readStateCached();
    const page =
      started.status === 201
        ? await fetch(`${baseUrl}/test-gateway/checkout/${encodeURIComponent(started.body.gatewayOrderId)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              outcome: 'card_success',
              callback_url: `/api/checkout/${checkoutId}/payment/callback`,
            }).toString(),
          })
        : null;
    // The gateway's page POSTs the signed fields back to callback_url; they are read off its form.
    const html = (await page?.text()) ?? '';
    const back = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="(razorpay_\w+)" value="([^"]*)">/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? '',
      ]),
    );
    const signature = back.get('razorpay_signature');
    if (signature) {
      return {
        paymentStatus: 'paid',
        paymentDetails: {
          razorpay_payment_id: back.get('razorpay_payment_id') ?? '',
          razorpay_order_id: back.get('razorpay_order_id') ?? '',
          razorpay_signature: signature,
        },
      };
    }
    if (attempt >= 5) throw new Error(`paying online: ${started.status} ${page?.status ?? ''}`);
  }
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many routes, read field by field in assertions
  body: any;
  /** Port of the API process that answered (0 when nginx answered by itself). */
  port: number;
  /** Every process nginx tried for this request, in order. */
  tried: number[];
  startedAt: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client address nginx passes on (X-Forwarded-For), so each case has its own login limit. */
  forwardedFor?: string;
}

export function upstreamPorts(header: string | null): number[] {
  return (header ?? '')
    .split(/[,:]\s*/)
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((port) => port > 0);
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const { baseUrl } = readStateCached();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const startedAt = Date.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (nginx's own error pages)
  }
  const tried = upstreamPorts(response.headers.get('x-upstream'));
  return { status: response.status, body, port: tried.at(-1) ?? 0, tried, startedAt };
}

let cached: ReturnType<typeof readState> | null = null;
function readStateCached() {
  cached ??= readState();
  return cached;
}

export async function withDatabase<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readState().databaseUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

export interface Shopper {
  id: string;
  email: string;
  token: string;
}

/** `count` customers inserted in one statement, each with a token signed with the shared secret. */
export async function makeShoppers(count: number, label: string): Promise<Shopper[]> {
  const signer = createTokenSigner(readState().jwtSecret);
  const run = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomBytes(12).toString('hex'),
    email: `${label}-${run}-${index}@lb.test`,
  }));
  await withDatabase((client) =>
    client.query(
      `insert into users (id, name, email, password_hash, role)
       select id, 'LB Shopper', email, '$argon2id$v=19$m=19456,t=2,p=1$bm90LXVzZWQ$bm90LXVzZWQtYXQtYWxs', 'customer'
       from unnest($1::text[], $2::text[]) as shopper(id, email)`,
      [rows.map((row) => row.id), rows.map((row) => row.email)],
    ),
  );
  return Promise.all(rows.map(async (row) => ({ ...row, token: await signer.sign(row.id) })));
}

/** A token for the seeded admin (signed, as a sign-in would give). */
export async function adminToken(): Promise<string> {
  const state = readState();
  const id = await withDatabase(async (client) => {
    const result = await client.query<{ id: string }>('select id from users where email = $1', [
      state.admin.email,
    ]);
    return result.rows[0]?.id;
  });
  if (!id) throw new Error('the seeded admin is missing');
  return createTokenSigner(state.jwtSecret).sign(id);
}

export interface ProductLine {
  productId: string;
  name: string;
  size: string;
  color: string;
}

/**
 * The stock grid of a product with `stock` units in the one cell of `line` and none in any other
 * (a cell left out would keep its stock).
 */
export async function oneVariant(productId: string, line: { size: string; color: string }, stock: number) {
  const product = await call('GET', `/api/products/${productId}`);
  const cells = (product.body.variants as Array<{ size: string; color: string }>).map((variant) => ({
    size: variant.size,
    color: variant.color,
    countInStock: 0,
  }));
  const cell = cells.find((candidate) => candidate.size === line.size && candidate.color === line.color);
  if (cell) cell.countInStock = stock;
  else cells.push({ ...line, countInStock: stock });
  return { variants: cells };
}

/** A seeded product whose whole stock is set through the API to `stock` units of one size and colour. */
export async function productWithStock(admin: string, stock: number, skip = 0): Promise<ProductLine> {
  const listed = await call('GET', `/api/products?limit=24&sortBy=newest`);
  const product = (listed.body as Array<{ _id: string; name: string; sizes: string[]; colors: string[] }>)[
    skip
  ];
  if (!product) throw new Error(`no product at position ${skip} of the listing`);
  const line = { size: product.sizes[0] ?? 'M', color: product.colors[0] ?? 'black' };
  const updated = await call('PUT', `/api/admin/products/${product._id}`, {
    token: admin,
    body: await oneVariant(product._id, line, stock),
  });
  if (updated.status !== 200)
    throw new Error(`stock update: ${updated.status} ${JSON.stringify(updated.body)}`);
  return { productId: product._id, name: product.name, ...line };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}
