import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { GUEST_SECRET_HEADER } from '@store/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';
import type { RuntimeConfigSource } from './runtime-config.ts';

export async function registerSecurity(
  app: FastifyInstance,
  config: ServerConfig,
  runtime: RuntimeConfigSource,
): Promise<void> {
  // Remotes and the API may live on other origins, named by the runtime config; it can change while
  // the server runs, so the policy is computed per response.
  const elsewhere = () => runtime.externalOrigins().join(' ') || "'self'";
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", elsewhere],
        styleSrc: ["'self'", "'unsafe-inline'", elsewhere],
        imgSrc: ["'self'", 'data:', 'blob:', elsewhere],
        connectSrc: ["'self'", elsewhere],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(
        null,
        origin === undefined || allowed.has(origin) || runtime.externalOrigins().includes(origin),
      ),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', GUEST_SECRET_HEADER],
    exposedHeaders: ['X-Total-Count'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl
      ? {
          redis: new Redis(config.redisUrl, {
            connectTimeout: 500,
            maxRetriesPerRequest: 1,
            lazyConnect: false,
          }),
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
