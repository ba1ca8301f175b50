import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { robotsTxt, sitemapXml } from './serialize.ts';
import { productPageEntries } from './site-service.ts';

/**
 * Browsers and crawlers may keep robots.txt an hour and the sitemap five minutes; this process keeps
 * the sitemap until a product changes (the change feed clears it), and at most ten minutes for
 * changes made outside the API.
 */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const SITEMAP_TTL_MS = 10 * 60_000;
/** One sitemap per address the store is reached at: a few, never one per made-up Host header. */
const SITEMAP_ORIGINS = 8;

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const sitemaps = new ResponseCache<Buffer>(SITEMAP_TTL_MS, SITEMAP_ORIGINS, ctx.changes.live);
  // A new, edited or deleted product changes the sitemap; stock and sales figures do not.
  ctx.changes.subscribe((topic) => {
    if (topic !== 'stock') sitemaps.clear();
  });

  const baseOf = (request: FastifyRequest) => requestOrigin(request, ctx.config.publicUrl);

  const send = (reply: FastifyReply, type: string, cacheControl: string, body: string | Buffer) =>
    reply.header('Cache-Control', cacheControl).type(type).send(body);

  // Files for crawlers, not JSON API routes: left out of the OpenAPI document, as /config.json is.
  const hidden = { schema: { hide: true } };

  return async (app) => {
    app.get('/robots.txt', hidden, async (request, reply) =>
      send(reply, 'text/plain; charset=utf-8', ROBOTS_CACHE_CONTROL, robotsTxt(baseOf(request))),
    );

    app.get('/sitemap.xml', hidden, async (request, reply) => {
      const base = baseOf(request);
      const body = await sitemaps.getOrCompute(base, async () =>
        Buffer.from(sitemapXml(base, await productPageEntries(ctx.db))),
      );
      return send(reply, 'application/xml; charset=utf-8', SITEMAP_CACHE_CONTROL, body);
    });
  };
}
