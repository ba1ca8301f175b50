import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';

/** Origins of absolute URLs in the runtime config (remotes or API living elsewhere). */
function externalOrigins(config: ServerConfig): string[] {
  const urls = [config.runtime.apiBaseUrl, config.runtime.storeManifestUrl, config.runtime.adminManifestUrl];
  const origins = urls.flatMap((url) => {
    try {
      return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const elsewhere = externalOrigins(config);
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...elsewhere],
        styleSrc: ["'self'", "'unsafe-inline'", ...elsewhere],
        imgSrc: ["'self'", 'data:', 'blob:', ...elsewhere],
        connectSrc: ["'self'", ...elsewhere],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  const allowed = new Set([...config.corsOrigins, ...elsewhere]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
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
