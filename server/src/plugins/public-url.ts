import type { FastifyInstance } from 'fastify';

/**
 * With `PUBLIC_URL` set (docs/api.md, "Pictures"), the picture URLs in JSON answers are absolute:
 * every `url`, `image` and `imageUrl` field whose value is a path on this store (`/uploads/...`)
 * gets the public URL in front, so a client on another origin (an app, a partner site) can show them
 * as they are. One place for every answer, the cached catalogue's serialized JSON included. Runs on
 * the serialized JSON: a `"url":"/` can only appear there as a field and its value, since quotes
 * inside a string are escaped.
 */
const PICTURE_PATH = /"(url|image|imageUrl)":"\/(?!\/)/g;

export function registerPublicUrl(app: FastifyInstance, publicUrl: string | null): void {
  if (!publicUrl) return;
  const base = publicUrl.replace(/\/+$/, '');
  app.addHook('onSend', async (_request, reply, payload) => {
    // The catalogue's cache sends its answers as UTF-8 bytes; with a public URL they are rewritten too.
    const isBytes = Buffer.isBuffer(payload);
    if (typeof payload !== 'string' && !isBytes) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const text = isBytes ? payload.toString('utf8') : payload;
    return text.replace(PICTURE_PATH, (_match, field: string) => `"${field}":"${base}/`);
  });
}
