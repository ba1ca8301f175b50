import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { GUEST_SECRET_HEADER } from '@store/contracts/constants';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config.ts';
import { rateLimitStore } from './rate-limit-store.ts';
import type { SharedRedis } from './redis.ts';
import type { RuntimeConfigSource } from './runtime-config.ts';

export async function registerSecurity(
  app: FastifyInstance,
  config: ServerConfig,
  runtime: RuntimeConfigSource,
  redis: SharedRedis | null,
): Promise<void> {
  // Remotes and the API may live on other origins, named by the runtime config; it can change while
  // the server runs, so the policy is computed per response. Each directive lists a source once.
  const sources =
    (...fixed: string[]) =>
    () =>
      [...new Set([...fixed, ...runtime.externalOrigins()])].join(' ');
  // helmet's middleware, made once: @fastify/helmet made it again for every request (a fifth of a
  // cached page's time in the server, bench:api's profile). The policy's functions still run per
  // response, so a changed runtime config takes effect on the next one.
  const securityHeaders = helmet({
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // X-Frame-Options says what frame-ancestors 'none' says, for browsers that only know the former.
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [sources("'self'")],
        styleSrc: [sources("'self'", "'unsafe-inline'")],
        imgSrc: [sources("'self'", 'data:', 'blob:')],
        connectSrc: [sources("'self'")],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(
        null,
        origin === undefined || allowed.has(origin) || runtime.externalOrigins().includes(origin),
      ),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', GUEST_SECRET_HEADER, 'Idempotency-Key'],
    exposedHeaders: ['X-Total-Count', 'Link', 'Idempotent-Replayed'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    // Redis when configured and answering, else per-process counters (never a 500 for Redis).
    store: rateLimitStore(redis),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
