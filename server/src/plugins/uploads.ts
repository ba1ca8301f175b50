import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { UploadStore } from '../lib/upload-store.ts';

/** Pictures are named by id and never change: cached for a day. */
const CACHE_CONTROL = 'public, max-age=86400';
/**
 * The copies of a photo (`<id>_<W>x<H>[_<w>].avif|webp`, @store/contracts/pictures) are written
 * once under a new id and never rewritten: browsers and CDNs keep them for a year, unasked.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PICTURE_COPY = /_\d+x\d+(?:_\d+)?\.(?:avif|webp)$/;
const cacheControl = (name: string) => (PICTURE_COPY.test(name) ? IMMUTABLE : CACHE_CONTROL);
/** A path under /uploads/: folders and a file name with an extension, never `..` or a dot file. */
const UPLOAD_NAME = /^(?:[\w-]+\/)*[\w-]+\.\w+$/;

/**
 * Serves uploaded and seeded pictures under /uploads (API-only runs too, so an imageUrl answered by
 * POST /api/upload always resolves). With the folder store they are static files in UPLOADS_DIR;
 * with the database store (PostgreSQL) they come from the `uploads` table, and a name the table
 * does not hold falls back to the folder (pictures written there before the switch).
 */
export async function registerUploads(
  app: FastifyInstance,
  config: ServerConfig,
  store: UploadStore,
): Promise<void> {
  await mkdir(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    serve: store.kind === 'folder',
    decorateReply: true,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControl(file));
    },
  });
  if (store.kind === 'folder') return;

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!UPLOAD_NAME.test(name)) return reply.callNotFound();
    const found = await store.get(name);
    if (!found) return reply.sendFile(name);
    // Strong enough: a name is written once (a new upload gets a new id), and a rewrite changes the time.
    const etag = `"${found.createdAt.getTime().toString(36)}-${found.bytes.length.toString(36)}"`;
    reply
      .header('Cache-Control', cacheControl(name))
      .header('ETag', etag)
      .header('Last-Modified', found.createdAt.toUTCString());
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
    return reply.type(found.contentType).send(found.bytes);
  });
}
