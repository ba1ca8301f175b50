import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_RUNTIME_CONFIG,
  DEFAULT_SHOP_TIME_ZONE,
  type RuntimeConfig,
  STORE_NAME,
} from '@store/contracts';
import type { IndianState } from '@store/contracts/address';
import { GST_STATE_CODES, gstinProblem, indianState } from './lib/gstin.ts';

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** postgres://... when set; otherwise the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL connections this process keeps open (shared among WEB_CONCURRENCY's workers). */
  databasePoolSize: number;
  /** Where PGlite, the JWT secret (when generated) and uploads live. */
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Origins allowed by CORS besides the server's own (remotes or shell on other origins). */
  corsOrigins: string[];
  redisUrl: string | null;
  /** Login and register attempts per minute and client address. */
  authRateLimit: number;
  /** Failed logins of one account before further attempts wait (growing delays, docs/api.md). */
  loginFailuresPerAccount: number;
  /** Failed logins from one client address before further attempts wait. */
  loginFailuresPerAddress: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false when clients connect
   * directly, true for any, or comma-separated addresses/CIDRs. Believing it from anyone would let
   * a client pick its own address and step around the login rate limit.
   */
  trustProxy: boolean | string;
  /** Folder with the built shell, served at / in production. */
  shellDir: string;
  /** Folders of the built remotes, served under /remotes/{name}/. */
  remoteDirs: { store: string; admin: string };
  /** Where the browser finds each remote's manifest and the API (served as /config.json). */
  runtime: RuntimeConfig;
  /** How long a page may take to render on the server before the client-rendered page is sent. */
  ssrTimeoutMs: number;
  /**
   * How long loading a server build may take (its download and start): one that takes longer is
   * abandoned and loaded again later, never waited on for good.
   */
  ssrLoadTimeoutMs: number;
  /** A JSON file with the runtime config, re-read when it changes (overrides the runtime URLs). */
  runtimeConfigFile: string | null;
  logLevel: string;
  /**
   * The address the store is reached at from outside (`https://shop.example`): when set, picture
   * URLs in API answers are absolute (plugins/public-url.ts). Null: they stay paths on this store.
   */
  publicUrl: string | null;
  /**
   * EXPOSE_WORKER_PID=1: every answer carries `X-Worker-Pid`, the id of the process that served it
   * (tests and benchmarks of several workers; off by default, it tells clients nothing useful).
   */
  exposeWorkerPid: boolean;
  /** Minutes an unpaid checkout can be paid or finalized; after that the shopper checks out again. */
  checkoutTtlMinutes: number;
  /**
   * How often each process gives back the stock held by unpaid checkouts past their lifetime
   * (CHECKOUT_SWEEP_SECONDS, 30 by default; POST /api/checkout also does it first).
   */
  holdSweepMs: number;
  /**
   * Cash on Delivery (docs/product.md, Cash on Delivery): allowed for order totals from `codMinPaise`
   * to `codMaxPaise` (COD_MIN_PAISE, 0; COD_MAX_PAISE, ₹50,000) delivered in India to a PIN code
   * starting with one of `codPinPrefixes` (COD_PIN_PREFIXES, comma-separated; every Indian PIN code
   * but the Army Postal Service's 9 by default; empty: Cash on Delivery is off), for a fee of
   * `codFeePaise` (COD_FEE_PAISE, ₹49) added to the total.
   */
  codMinPaise: number;
  codMaxPaise: number;
  codPinPrefixes: string[];
  codFeePaise: number;
  /**
   * Jobs (docs/architecture.md, jobs), mails among them: how often each process looks for due jobs
   * (retries, and jobs queued by another process), the wait before a
   * failed job's first retry (doubling), and when the reconciliation first asks the gateway about a
   * payment that was started (RECONCILE_AFTER_SECONDS; then every `reconcileEveryMs` while open).
   */
  jobPollMs: number;
  jobRetryMs: number;
  reconcileAfterMs: number;
  reconcileEveryMs: number;
  /**
   * How long a checkout the gateway says is paid waits for the shopper's own return (which places
   * the order and shows the confirmation) before a job places its order without the browser
   * (PAID_ORDER_GRACE_SECONDS, 30 by default).
   */
  paidOrderGraceMs: number;
  /**
   * E-mail (docs/api.md, E-mail). `smtpUrl`: send through this SMTP server (smtp://user:pass@host:587,
   * smtps://...); null: write each mail as an .eml file into `mailOutboxDir`.
   */
  smtpUrl: string | null;
  /** The From of every mail: `Threadline <no-reply@threadline.test>` unless MAIL_FROM says otherwise. */
  mailFrom: string;
  mailOutboxDir: string;
  /** The wait before the first retry of a mail that could not be sent; it doubles on each failure (at most an hour). */
  mailRetryMs: number;
  /** Attempts before a mail is given up (failed_at set, logged as an error). */
  mailMaxAttempts: number;
  /**
   * The shop's time zone (SHOP_TIME_ZONE, an IANA name; Asia/Kolkata by default): the days of the
   * admin's revenue chart and every date the admin sees are the shop's days (docs/product.md §2).
   */
  shopTimeZone: string;
  /**
   * Razorpay's live keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, all three or
   * none; from the environment only, never logged). Null: payments go to the embedded test gateway
   * (modules/test-gateway, docs/api.md "Payments").
   */
  razorpay: RazorpayKeys | null;
  /**
   * Razorpay's address for live keys (RAZORPAY_API_URL, https://api.razorpay.com by default): the
   * REST API and the hosted checkout's form (/v1/checkout/embedded). Only tests point it elsewhere.
   */
  razorpayApiUrl: string;
  /**
   * How long an Idempotency-Key is kept (IDEMPOTENCY_KEY_RETENTION_HOURS, 24 by default): a repeat
   * within it answers the first answer; a job deletes older keys every `idempotencyPurgeEveryMs`.
   */
  idempotencyKeyRetentionMs: number;
  idempotencyPurgeEveryMs: number;
  /** How long one call to the payment gateway may take before it counts as down (PAYMENT_GATEWAY_TIMEOUT_MS). */
  paymentGatewayTimeoutMs: number;
  /**
   * The embedded test gateway (no live keys). `webhookUrl`: where it sends its signed webhooks
   * (TEST_GATEWAY_WEBHOOK_URL; null: this server's own /api/payments/razorpay/webhook). `retryMs`:
   * the wait before a failed delivery is tried again, doubling on each failure (at most an hour).
   * `refundDelayMs`: how long a refund stays pending before the gateway processes it. `pollMs`: how
   * often each process looks for deliveries due. `holdWebhooks` (TEST_GATEWAY_HOLD_WEBHOOKS=1, for
   * tests): this process sends no webhook, they stay owed in the table (a gateway whose webhooks are
   * late), so a test can stop the store between a capture and its webhook without timing luck.
   */
  testGateway: {
    webhookUrl: string | null;
    retryMs: number;
    maxAttempts: number;
    refundDelayMs: number;
    pollMs: number;
    holdWebhooks?: boolean;
  };
  /** The seller on every tax invoice and credit note (docs/product.md §10); the GSTIN checked at start-up. */
  shop: ShopIdentity;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The shop as a GST-registered supplier. The defaults are fictitious (no such company or GSTIN). */
export interface ShopIdentity {
  legalName: string;
  address: string;
  state: IndianState;
  stateCode: string;
  gstin: string;
}

const root = path.resolve(process.env.APP_ROOT ?? process.cwd());

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * PostgreSQL's own rule of thumb for a database on this machine: two connections per core and one
 * more. More connections than the cores can run make each statement dearer, not more of them done
 * (README, Benchmark: add to cart with 20 connections against 5 on two cores). A database server
 * with more cores than this process's machine wants DATABASE_POOL_SIZE set.
 */
const defaultPoolSize = () => 2 * os.availableParallelism() + 1;

function poolSize(): number {
  const size = integer('DATABASE_POOL_SIZE', defaultPoolSize());
  if (size < 1) throw new Error(`DATABASE_POOL_SIZE must be 1 or more, got "${size}"`);
  return size;
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function publicUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

function smtpUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (!/^smtps?:\/\/[^/]/.test(value)) {
    // The URL may carry a password: never echo it.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:password@host:587)');
  }
  return value;
}

function timeZone(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_SHOP_TIME_ZONE;
  try {
    // Answers the zone's canonical spelling; throws for a name the time zone database does not know.
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be a time zone name such as Asia/Kolkata, got "${value}"`);
  }
}

/**
 * SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_STATE and SHOP_GSTIN, or fictitious defaults. The start fails
 * on a state not in the list, a GSTIN of the wrong format or check character, or one registered in
 * another state than SHOP_STATE.
 */
function shopIdentity(env: NodeJS.ProcessEnv): ShopIdentity {
  const stateName = env.SHOP_STATE?.trim() || 'Karnataka';
  const state = indianState(stateName);
  if (!state) throw new Error(`SHOP_STATE must be an Indian state or union territory, got "${stateName}"`);
  const gstin = (env.SHOP_GSTIN?.trim() || '29AAACT0000F1Z1').toUpperCase();
  const problem = gstinProblem(gstin);
  if (problem) throw new Error(`SHOP_GSTIN ${problem}, got "${gstin}"`);
  const stateCode = GST_STATE_CODES[state];
  if (gstin.slice(0, 2) !== stateCode) {
    throw new Error(`SHOP_GSTIN must start with ${stateCode}, the state code of ${state}, got "${gstin}"`);
  }
  return {
    legalName: env.SHOP_LEGAL_NAME?.trim() || 'Threadline Retail Private Limited (fictitious)',
    address: env.SHOP_ADDRESS?.trim() || '0 Example Road, Indiranagar, Bengaluru 560038',
    state,
    stateCode,
    gstin,
  };
}

/** All three of Razorpay's secrets, or none (test mode); one or two set is a mistake said at start. */
function razorpayKeys(env: NodeJS.ProcessEnv): RazorpayKeys | null {
  const keyId = (env.RAZORPAY_KEY_ID ?? '').trim();
  const keySecret = (env.RAZORPAY_KEY_SECRET ?? '').trim();
  const webhookSecret = (env.RAZORPAY_WEBHOOK_SECRET ?? '').trim();
  const set = [keyId, keySecret, webhookSecret].filter(Boolean).length;
  if (set === 0) return null;
  if (set < 3) {
    // Names only: the values are secrets.
    throw new Error(
      'Set all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET for live payments, or none of them for the test gateway',
    );
  }
  return { keyId, keySecret, webhookSecret };
}

function httpUrl(name: string, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) address, got "${value}"`);
  return value;
}

function pinPrefixes(raw: string | undefined): string[] {
  if (raw === undefined) return ['1', '2', '3', '4', '5', '6', '7', '8'];
  const prefixes = list(raw);
  for (const prefix of prefixes)
    if (!/^\d{1,6}$/.test(prefix))
      throw new Error(`COD_PIN_PREFIXES must be PIN code beginnings such as 11,40,56, got "${prefix}"`);
  return prefixes;
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env;
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    port: integer('PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: poolSize(),
    dataDir,
    uploadsDir: path.resolve(root, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    jwtSecret: env.JWT_SECRET || null,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    corsOrigins: list(env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || null,
    authRateLimit: integer('AUTH_RATE_LIMIT', 10),
    loginFailuresPerAccount: integer('LOGIN_FAILURES_PER_ACCOUNT', 5),
    loginFailuresPerAddress: integer('LOGIN_FAILURES_PER_ADDRESS', 20),
    trustProxy: trustProxy(env.TRUST_PROXY),
    shellDir: path.resolve(root, env.SHELL_DIR ?? 'shell/dist'),
    remoteDirs: {
      store: path.resolve(root, env.STORE_REMOTE_DIR ?? 'store-remote/dist'),
      admin: path.resolve(root, env.ADMIN_REMOTE_DIR ?? 'admin-remote/dist'),
    },
    runtime: {
      apiBaseUrl: env.API_BASE_URL ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
      remotes: {
        store: env.STORE_REMOTE_URL ?? DEFAULT_RUNTIME_CONFIG.remotes.store,
        admin: env.ADMIN_REMOTE_URL ?? DEFAULT_RUNTIME_CONFIG.remotes.admin,
      },
      // An empty STORE_SERVER_REMOTE_URL turns server rendering off.
      serverRemotes:
        env.STORE_SERVER_REMOTE_URL === ''
          ? {}
          : { store: env.STORE_SERVER_REMOTE_URL ?? DEFAULT_RUNTIME_CONFIG.serverRemotes?.store },
    },
    ssrTimeoutMs: integer('SSR_TIMEOUT_MS', 500),
    ssrLoadTimeoutMs: integer('SSR_LOAD_TIMEOUT_MS', 30_000),
    runtimeConfigFile: env.RUNTIME_CONFIG_FILE ? path.resolve(root, env.RUNTIME_CONFIG_FILE) : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: publicUrl(env.PUBLIC_URL),
    exposeWorkerPid: env.EXPOSE_WORKER_PID === '1',
    checkoutTtlMinutes: integer('CHECKOUT_TTL_MINUTES', 30),
    holdSweepMs: Math.max(1, integer('CHECKOUT_SWEEP_SECONDS', 30)) * 1000,
    codMinPaise: integer('COD_MIN_PAISE', 0),
    codMaxPaise: integer('COD_MAX_PAISE', 5_000_000),
    codPinPrefixes: pinPrefixes(env.COD_PIN_PREFIXES),
    codFeePaise: integer('COD_FEE_PAISE', 4_900),
    jobPollMs: 5_000,
    jobRetryMs: 10_000,
    reconcileAfterMs: integer('RECONCILE_AFTER_SECONDS', 120) * 1000,
    reconcileEveryMs: 60_000,
    paidOrderGraceMs: integer('PAID_ORDER_GRACE_SECONDS', 30) * 1000,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `${STORE_NAME} <no-reply@threadline.test>`,
    mailOutboxDir: path.resolve(root, env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    mailRetryMs: integer('MAIL_RETRY_SECONDS', 60) * 1000,
    mailMaxAttempts: Math.max(1, integer('MAIL_MAX_ATTEMPTS', 8)),
    shopTimeZone: timeZone(env.SHOP_TIME_ZONE),
    shop: shopIdentity(env),
    razorpay: razorpayKeys(env),
    idempotencyKeyRetentionMs: Math.max(1, integer('IDEMPOTENCY_KEY_RETENTION_HOURS', 24)) * 60 * 60_000,
    idempotencyPurgeEveryMs: 60 * 60_000,
    razorpayApiUrl: httpUrl('RAZORPAY_API_URL', env.RAZORPAY_API_URL) ?? 'https://api.razorpay.com',
    paymentGatewayTimeoutMs: integer('PAYMENT_GATEWAY_TIMEOUT_MS', 10_000),
    testGateway: {
      webhookUrl: httpUrl('TEST_GATEWAY_WEBHOOK_URL', env.TEST_GATEWAY_WEBHOOK_URL),
      retryMs: integer('TEST_GATEWAY_WEBHOOK_RETRY_SECONDS', 10) * 1000,
      maxAttempts: Math.max(1, integer('TEST_GATEWAY_WEBHOOK_MAX_ATTEMPTS', 15)),
      refundDelayMs: integer('TEST_GATEWAY_REFUND_DELAY_MS', 1000),
      pollMs: 5_000,
      holdWebhooks: env.TEST_GATEWAY_HOLD_WEBHOOKS === '1',
    },
    ...overrides,
  };
}
