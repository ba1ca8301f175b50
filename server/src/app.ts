import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type AppContext, createAppContext } from './app-context.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createBackground } from './lib/background.ts';
import { PURGE_IDEMPOTENCY_KEYS_JOB, purgeIdempotencyKeys } from './lib/idempotency.ts';
import { createMailTransport } from './lib/mail-transport.ts';
import { REDACT_PATHS, serializeError } from './lib/safe-log.ts';
import { createSelfLink } from './lib/self-link.ts';
import type { TokenSigner } from './lib/tokens.ts';
import { createUploadStore } from './lib/upload-store.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { adminOrderRoutes } from './modules/admin-orders/routes.ts';
import { adminProductRoutes } from './modules/admin-products/routes.ts';
import { adminStatsRoutes } from './modules/admin-stats/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { gatewayCallbackRoutes } from './modules/checkout/gateway-callback.ts';
import { registerUnplaceableRefunds, startHoldSweeper } from './modules/checkout/index.ts';
import { registerPaymentJobs } from './modules/checkout/payment-jobs.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createOnlineProvider, registerRefundJobs, TEST_GATEWAY_PATH } from './modules/payments/index.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { adminReturnRoutes, returnRoutes } from './modules/returns/routes.ts';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import { adminTaxRoutes, taxDocumentRoutes } from './modules/tax/routes.ts';
import {
  createWebhookSender,
  type TestGatewayRouteOptions,
  testCredentials,
  testGatewayRoutes,
} from './modules/test-gateway/index.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createAuth } from './plugins/auth.ts';
import { createChangeFeed } from './plugins/change-feed.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { createJobRunner } from './plugins/jobs.ts';
import { createMailOutbox } from './plugins/mail-outbox.ts';
import { registerPublicUrl } from './plugins/public-url.ts';
import { connectRedis } from './plugins/redis.ts';
import { createRuntimeConfigSource } from './plugins/runtime-config.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWeb } from './plugins/web.ts';

export interface BuildOptions {
  config: ServerConfig;
  database: DatabaseHandle;
  signer: TokenSigner;
  /** Serve the built shell and remotes (production); API-only otherwise. */
  serveWeb?: boolean;
  /** Pino options: a level, and a stream to write to (tests capture the log). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /**
   * The online payment provider. Left out: the server's own (Razorpay with live keys, else the
   * embedded test gateway); null: none, online payments answer 503; tests may bring their own.
   */
  paymentProvider?: PaymentProvider | null;
}

export interface App {
  app: FastifyInstance;
  ctx: AppContext;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database, signer } = options;
  const app = Fastify({
    // Secrets never reach the log: redacted fields, errors without statement parameters (lib/safe-log.ts).
    logger:
      options.logger === undefined || options.logger === false
        ? false
        : {
            ...(options.logger === true ? {} : options.logger),
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers: { err: serializeError, error: serializeError },
          },
    // Two log lines per request at thousands of requests a second are mostly noise: every request
    // is logged at debug level, failed (5xx) and slow ones (over 1 s) at warn, slow refusals at info (below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Responses are built by serializer functions that pick fields explicitly; the zod response
    // schemas document them in OpenAPI without paying for a second validation on every reply.
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  // An empty body sent as JSON (some clients POST finalize that way) is no body rather than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Only JSON bodies (and the upload's multipart, registered by its module): text/plain is a 415.
  app.removeContentTypeParser('text/plain');

  const auth = createAuth(database.db, signer);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', redis.close);
  const changes = createChangeFeed(database, (level, message) => app.log[level](message));
  app.addHook('onReady', changes.ready);
  app.addHook('onClose', changes.close);
  const uploads = createUploadStore(database, config.uploadsDir);
  // One queue for all background work (plugins/jobs.ts): payments' jobs and the mail outbox.
  const jobs = createJobRunner(
    database.db,
    { retryMs: config.jobRetryMs, pollMs: config.jobPollMs },
    (level, message) => app.log[level](message),
  );
  const mail = createMailOutbox(
    jobs,
    database.db,
    createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailOutboxDir }),
    { retryMs: config.mailRetryMs, maxAttempts: config.mailMaxAttempts },
    (level, message) => app.log[level](message),
  );
  const background = createBackground((message) => app.log.error(message));
  app.addHook('onClose', background.settled);
  const testGateway = config.razorpay ? null : startTestGateway(app, options);
  // Tests may bring a provider of their own (or none: null); otherwise Razorpay with live keys, or
  // the embedded test gateway with the test keys every process reads from the database.
  const payments =
    options.paymentProvider !== undefined
      ? options.paymentProvider
      : createOnlineProvider(
          config,
          testGateway && {
            credentials: await testCredentials(database.db),
            fetch: testGateway.fetch,
            baseUrl: `http://self.invalid${TEST_GATEWAY_PATH}`,
          },
        );
  const ctx = createAppContext({
    db: database.db,
    dbKind: database.kind,
    config,
    auth,
    redis,
    changes,
    uploads,
    mail,
    jobs,
    payments,
    background,
  });
  registerPaymentJobs(ctx);
  registerUnplaceableRefunds(ctx);
  registerRefundJobs(ctx);
  // One purge job for all processes (its dedupe key), looking again every hour.
  jobs.handle(PURGE_IDEMPOTENCY_KEYS_JOB, async () => {
    await purgeIdempotencyKeys(database.db, config.idempotencyKeyRetentionMs);
    return { again: config.idempotencyPurgeEveryMs };
  });
  app.addHook('onReady', async () => {
    await jobs.enqueue(
      database.db,
      PURGE_IDEMPOTENCY_KEYS_JOB,
      {},
      { dedupeKey: PURGE_IDEMPOTENCY_KEYS_JOB },
    );
  });
  app.addHook('onReady', async () => jobs.start());
  // Before the database closes: a job in progress (a mail being sent) finishes (or its lease lets
  // another process take it), then the mail transport closes.
  app.addHook('onClose', async () => {
    await jobs.close();
    mail.close();
  });

  // Every process gives back the stock of expired checkouts (safe with several: stock-holds.ts).
  let stopSweeper: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopSweeper = startHoldSweeper(ctx, config.holdSweepMs, (message) => app.log.error(message));
  });
  app.addHook('onClose', async () => stopSweeper?.());

  if (config.exposeWorkerPid) {
    const pid = String(process.pid);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('X-Worker-Pid', pid);
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    };
    const slow = reply.elapsedTime > 1000;
    // A refusal (4xx) is the client's doing: at most info, even when slow.
    if (reply.statusCode >= 500 || (slow && reply.statusCode < 400))
      request.log.warn(line, 'request failed or slow');
    else if (slow) request.log.info(line, 'slow refusal');
    else request.log.debug(line, 'request');
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  // Before compression (registerSecurity), whose onSend hook must see the final JSON.
  registerPublicUrl(app, config.publicUrl);
  auth.register(app);
  const runtime = createRuntimeConfigSource(config, (message) => app.log.warn(message));
  await registerSecurity(app, config, runtime, redis);
  await registerDocs(app);

  // One shape per module in modules/<name>/: routes.ts holds the HTTP schemas and maps a request to
  // a service call and its reply; <name>-service.ts holds the queries and rules; serialize.ts shapes
  // the JSON; index.ts is all another module may import (never its routes or service files). Each
  // admin area is a module of its own (admin-orders, admin-products, ...) that reaches the data's
  // module (orders, catalog, users) through that index.ts.
  await app.register(healthRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(cartRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(addressRoutes(ctx));
  await app.register(checkoutRoutes(ctx));
  await app.register(gatewayCallbackRoutes(ctx));
  await app.register(paymentWebhookRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(adminProductRoutes(ctx));
  await app.register(adminOrderRoutes(ctx));
  await app.register(adminUserRoutes(ctx));
  await app.register(adminStatsRoutes(ctx));
  await app.register(adminTaxRoutes(ctx));
  await app.register(taxDocumentRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  await app.register(adminReviewRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(siteRoutes(ctx));
  await app.register(stockAlertRoutes(ctx));
  if (testGateway) await app.register(testGatewayRoutes(testGateway.routes));
  await app.register(returnRoutes(ctx));
  await app.register(adminReturnRoutes(ctx));
  await registerUploads(app, config, uploads);

  if (options.serveWeb)
    await registerWeb(app, config, runtime, ctx.changes, (id) => ctx.catalogIndex.groupOf(id));
  return { app, ctx };
}

/** Where the test gateway sends its webhooks unless TEST_GATEWAY_WEBHOOK_URL says otherwise. */
export const OWN_WEBHOOK_PATH = '/api/payments/razorpay/webhook';
/** Razorpay expects an answer within 5 s; one slower counts as failed and is retried. */
const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * The embedded test gateway (no live Razorpay keys): its worker (refunds, signed webhooks with
 * retries) runs while the app runs, and this server reaches its own gateway over HTTP.
 */
function startTestGateway(app: FastifyInstance, options: BuildOptions) {
  const { config, database } = options;
  const self = createSelfLink(app);
  const configured = config.testGateway.webhookUrl;
  const sender = createWebhookSender(
    database.db,
    async (body, headers) => {
      const init = { method: 'POST', headers, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) };
      const response = configured ? await fetch(configured, init) : await self.fetch(OWN_WEBHOOK_PATH, init);
      await response.arrayBuffer().catch(() => undefined);
      return response.status;
    },
    {
      retryMs: config.testGateway.retryMs,
      maxAttempts: config.testGateway.maxAttempts,
      pollMs: config.testGateway.pollMs,
      holdWebhooks: config.testGateway.holdWebhooks ?? false,
    },
    (level, message) => app.log[level](message),
  );
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', sender.close);
  const routes: TestGatewayRouteOptions = {
    db: database.db,
    sender,
    refundDelayMs: config.testGateway.refundDelayMs,
  };
  return { fetch: self.fetch, routes, sender };
}
