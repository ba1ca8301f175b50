import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '@store/contracts';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig, type ServerConfig } from '../../../server/src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../../server/src/db/client.ts';
import { products, productVariants, users } from '../../../server/src/db/schema.ts';
import { type CatalogItem, generateCatalog } from '../../../server/src/db/seed/catalog.ts';
import { toProductRows } from '../../../server/src/db/seed/seed.ts';
import { variantRowsFor } from '../../../server/src/db/variant-rows.ts';
import { newId } from '../../../server/src/lib/ids.ts';
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { createTokenSigner } from '../../../server/src/lib/tokens.ts';
import { makeTempDir, removeTempDir } from '../../support/temp-dirs.ts';
import type { FakeGateway } from './fake-gateway.ts';
import { postedForm } from './gateway-form.ts';
import { snapshotFile } from './paths.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const ALLOWED_ORIGIN = 'http://remote.example.test';

/** Which database this run uses: PGlite by default, PostgreSQL when the api-pg run says so. */
export const testDatabaseKind = process.env.API_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for the PostgreSQL run');
    return openPostgres(url, 20);
  }
  const snapshot = await readFile(snapshotFile());
  return openPglite(null, new Blob([snapshot]));
}

export interface TestApp extends Awaited<ReturnType<typeof buildApp>> {
  database: DatabaseHandle;
  /** The in-memory gateway this app's online payments go to, when the test brought one; else null. */
  gateway: FakeGateway | null;
  config: ServerConfig;
  /** Empties every table (files share one PostgreSQL database and run one after another). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The API in-process (fastify.inject) on a migrated database: a fresh PGlite per test file from the
 * snapshot, or the shared PostgreSQL database emptied first.
 */
export interface TestAppOptions {
  serveWeb?: boolean;
  database?: DatabaseHandle;
  logger?: { level: string; stream: { write: (line: string) => void } };
  /**
   * An in-memory gateway with test controls (tests/api/support/fake-gateway.ts) instead of the
   * server's own provider (the Razorpay adapter against the embedded test gateway).
   */
  gateway?: FakeGateway;
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Removed by close(), or here when the start fails.
  const dataDir = makeTempDir('api');
  try {
    return await startTestApp(dataDir, overrides, options);
  } catch (error) {
    removeTempDir(dataDir);
    throw error;
  }
}

async function startTestApp(
  dataDir: string,
  overrides: Partial<ServerConfig>,
  options: TestAppOptions,
): Promise<TestApp> {
  const config = loadConfig({
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mailOutboxDir: path.join(dataDir, 'outbox'),
    jwtSecret: TEST_JWT_SECRET,
    authRateLimit: 10_000,
    loginFailuresPerAddress: 10_000,
    corsOrigins: [ALLOWED_ORIGIN],
    redisUrl: null,
    production: false,
    // A paid checkout waits for the test's own finalize; tests of the fallback order set it lower.
    paidOrderGraceMs: 10 * 60_000,
    ...overrides,
  });
  const gateway = options.gateway ?? null;
  // A database the test brings (the migration test's) keeps its rows; the shared one starts empty.
  const database = options.database ?? (await openTestDatabase());
  const reset = async () => {
    await database.db.execute(
      sql`truncate table cart_items, carts, product_variants, payments, checkouts, orders, products, addresses, password_resets, mail_outbox, idempotency_keys, webhook_events, jobs, users, gateway_orders, gateway_webhook_deliveries, document_counters restart identity cascade`,
    );
  };
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    if (!options.database) await reset();
    built = await buildApp({
      config,
      database,
      signer: createTokenSigner(TEST_JWT_SECRET),
      serveWeb: options.serveWeb ?? false,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(gateway ? { paymentProvider: gateway.provider } : {}),
    });
    await built.app.ready();
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  return {
    ...built,
    database,
    gateway,
    config,
    // Rows emptied by hand: every cache of the catalogue must forget them.
    reset: async () => {
      await reset();
      await built.ctx.productsChanged();
    },
    close: async () => {
      try {
        await built.app.close();
        await database.close();
      } finally {
        removeTempDir(dataDir);
      }
    },
  };
}

/**
 * A second API instance on `primary`'s database, with caches (and on PostgreSQL a LISTEN connection)
 * of its own: another process behind a load balancer. `config` overrides a few settings of the
 * primary's (its uploads folder, say). Close it before the primary.
 */
export async function startSecondInstance(
  primary: TestApp,
  config: Partial<ServerConfig> = {},
  options: { serveWeb?: boolean } = {},
): Promise<Awaited<ReturnType<typeof buildApp>>> {
  const built = await buildApp({
    config: { ...primary.config, ...config },
    database: primary.database,
    signer: createTokenSigner(TEST_JWT_SECRET),
    serveWeb: options.serveWeb ?? false,
    ...(primary.gateway ? { paymentProvider: primary.gateway.provider } : {}),
  });
  await built.app.ready();
  return built;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
  token: string;
  /** `{ authorization: 'Bearer ...' }` for inject(). */
  auth: { authorization: string };
}

let userCounter = 0;

/**
 * One Argon2id hash per password for the users a file inserts: a hash costs tens of milliseconds of
 * CPU (19 MiB, 2 passes) and files insert dozens of users with the same password. Each is still a
 * real hash that login verifies; registering and changing a password hash each time, as they must.
 */
const passwordHashes = new Map<string, Promise<string>>();
const passwordHashFor = (password: string): Promise<string> => {
  let hashed = passwordHashes.get(password);
  if (hashed === undefined) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
};

/** Inserts a user directly (admins cannot register) and signs a token for them. */
export async function createUser(
  testApp: TestApp,
  options: { role?: Role; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const role = options.role ?? 'customer';
  const password = options.password ?? 'secret-pass';
  const user = {
    id: newId(),
    name: options.name ?? `${role === 'admin' ? 'Admin' : 'Customer'} ${userCounter}`,
    email: options.email ?? `${role}${userCounter}.${Date.now()}@example.test`,
    role,
  };
  await testApp.ctx.db.insert(users).values({ ...user, passwordHash: await passwordHashFor(password) });
  const token = await testApp.ctx.auth.signer.sign(user.id);
  return { ...user, password, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Inserts catalogue products (deterministic) with optional overrides and their variants (one per
 * size × colour); returns their rows. The product's whole stock sits on its first variant (first size,
 * first colour: the line addToCart and placeOrder use), every other variant has none.
 */
export async function createProducts(testApp: TestApp, count: number, override: Partial<CatalogItem> = {}) {
  const items = generateCatalog(count, { seed: Math.floor(Math.random() * 1e9) }).map((item, index) => ({
    ...item,
    sku: `${item.sku}-${Date.now().toString(36)}-${index}`,
    ...override,
  }));
  const rows = toProductRows(items);
  await testApp.ctx.db.insert(products).values(rows);
  await testApp.ctx.db.insert(productVariants).values(
    rows.flatMap((row) =>
      variantRowsFor({ ...row, countInStock: 0 }).map((variant, index) => ({
        ...variant,
        countInStock: index === 0 ? row.countInStock : 0,
      })),
    ),
  );
  await testApp.ctx.productsChanged();
  return rows;
}

export const SHIPPING_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road, Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
} as const;

/** A well-formed gateway return that proves nothing (no payment of ours has these ids). */
export const UNPROVEN_PAYMENT = {
  paymentStatus: 'paid',
  paymentDetails: {
    razorpay_payment_id: 'pay_unproven000001',
    razorpay_order_id: 'order_unproven00001',
    razorpay_signature: '0'.repeat(64),
  },
} as const;

/**
 * The shopper pays the checkout online as in the browser: the payment is started (the gateway order
 * for the server's total), paid on the gateway's hosted page (the embedded test gateway's form, or
 * the in-memory gateway a test brought), and the body of PUT /api/checkout/{id}/pay with what the
 * gateway handed back is answered.
 */
export async function gatewayProof(
  testApp: TestApp,
  user: TestUser,
  checkoutId: string,
  outcome: 'upi' | 'card_success' = 'upi',
) {
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/payment`,
    headers: user.auth,
  });
  if (started.statusCode !== 201) throw new Error(`start payment: ${started.statusCode} ${started.body}`);
  const orderId = started.json().gatewayOrderId as string;
  if (testApp.gateway) {
    const proof = testApp.gateway.pay(orderId, { method: outcome === 'upi' ? 'upi' : 'card' });
    return { paymentStatus: 'paid' as const, paymentDetails: proof };
  }
  const page = await testApp.app.inject({
    method: 'POST',
    url: `/test-gateway/checkout/${encodeURIComponent(orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      outcome,
      callback_url: `/api/checkout/${checkoutId}/payment/callback`,
    }).toString(),
  });
  // The gateway's page POSTs these to the callback; the test brings them to PUT .../pay itself.
  const back = postedForm(page.body).fields;
  const paymentDetails = {
    razorpay_payment_id: back.get('razorpay_payment_id') ?? '',
    razorpay_order_id: back.get('razorpay_order_id') ?? '',
    razorpay_signature: back.get('razorpay_signature') ?? '',
  };
  if (!paymentDetails.razorpay_signature) throw new Error(`test gateway: ${page.statusCode} ${page.body}`);
  return { paymentStatus: 'paid' as const, paymentDetails };
}

type ProductRowLike = { id: string; sizes: string[]; colors: string[] };

/** Adds a product to the user's cart (first size and colour unless given); fails the test on refusal. */
export async function addToCart(
  testApp: TestApp,
  user: TestUser,
  product: ProductRowLike,
  quantity = 1,
  line: { size?: string; color?: string } = {},
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: user.auth,
    payload: {
      productId: product.id,
      size: line.size ?? product.sizes[0],
      color: line.color ?? product.colors[0],
      quantity,
    },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Pays a checkout online as the browser does and answers the last response: the start's refusal
 * (410 for a checkout past its lifetime or whose hold went back, say), else PUT .../pay's answer.
 */
export async function payOnline(testApp: TestApp, user: TestUser, checkoutId: string) {
  const started = await testApp.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/payment`,
    headers: user.auth,
  });
  if (started.statusCode !== 201) return started;
  // The start above made a gateway order; gatewayProof makes (and pays) another, as a second try would.
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/checkout/${checkoutId}/pay`,
    headers: user.auth,
    payload: await gatewayProof(testApp, user, checkoutId),
  });
}

/** Creates a checkout from the user's cart and pays it; returns the checkout id. */
export async function paidCheckout(testApp: TestApp, user: TestUser): Promise<string> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.auth,
    payload: { shippingAddress: SHIPPING_ADDRESS },
  });
  if (created.statusCode !== 201) throw new Error(`checkout: ${created.statusCode} ${created.body}`);
  const id = created.json()._id as string;
  const paid = await testApp.app.inject({
    method: 'PUT',
    url: `/api/checkout/${id}/pay`,
    headers: user.auth,
    payload: await gatewayProof(testApp, user, id),
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return id;
}

/** Cart, checkout, payment and finalize: an order of `quantity` units of the product. */
export async function placeOrder(testApp: TestApp, user: TestUser, product: ProductRowLike, quantity = 1) {
  await addToCart(testApp, user, product, quantity);
  const checkoutId = await paidCheckout(testApp, user);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/finalize`,
    headers: user.auth,
  });
  // 200 when the order job placed it first (a test with no grace for the shopper's own finalize).
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`finalize: ${response.statusCode} ${response.body}`);
  return response.json() as { _id: string; totalPrice: number; status: string };
}

/**
 * Sets the stock of one variant (the first size and colour unless given) as an outside change would,
 * with the product's stock kept as the sum over its variants.
 */
export async function setVariantStock(
  testApp: TestApp,
  productId: string,
  units: number,
  cell: { size?: string; color?: string } = {},
) {
  await testApp.ctx.db.execute(sql`
    update product_variants set count_in_stock = ${units}
    where id = (
      select id from product_variants where product_id = ${productId}
        and (${cell.size ?? null}::text is null or size = ${cell.size ?? null})
        and (${cell.color ?? null}::text is null or color = ${cell.color ?? null})
      order by position limit 1)`);
  await testApp.ctx.db.execute(sql`
    update products set count_in_stock =
      (select coalesce(sum(count_in_stock), 0) from product_variants where product_id = ${productId})
    where id = ${productId}`);
  await testApp.ctx.stockChanged();
}

/** A product's variants as stored, in grid order. */
export async function variantsOf(testApp: TestApp, productId: string) {
  return testApp.ctx.db
    .select({
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
}

/** The product's stock and units sold as stored. */
export async function stockOf(testApp: TestApp, productId: string) {
  const [row] = await testApp.ctx.db
    .select({ stock: products.countInStock, sold: products.unitsSold })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row;
}

/**
 * Makes an order look paid the way orders were before payments went through the gateway (the spec's
 * "Direct Payment"): its checkout's payment attempts are removed, so nothing can be refunded through
 * the gateway and its refund stays manual.
 */
export async function paidBeforeTheGateway(testApp: TestApp, orderId: string): Promise<void> {
  await testApp.ctx.db.execute(
    sql`delete from payments where checkout_id = (select checkout_id from orders where id = ${orderId})`,
  );
}
