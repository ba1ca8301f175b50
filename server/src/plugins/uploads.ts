import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * Serves uploaded and seeded pictures under /uploads (API-only runs too, so an imageUrl answered by
 * POST /api/upload always resolves). Files are named by id and never change: cached for a day.
 */
export async function registerUploads(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });
}
