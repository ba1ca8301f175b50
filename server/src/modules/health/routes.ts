import { errorResponseSchema, healthLiveSchema, healthResponseSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from '../../db/client.ts';

const LIVE = { status: 'ok' as const };

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health/live',
      {
        schema: {
          tags: ['Health'],
          summary: 'Liveness: the process answers (no database round trip; for load balancers)',
          response: { 200: healthLiveSchema },
        },
      },
      async () => LIVE,
    );

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['Health'],
          summary: 'Which database is in use and whether it answers',
          response: { 200: healthResponseSchema, 503: errorResponseSchema },
        },
      },
      async (_request, reply) => {
        const ping = await pingDatabase(ctx.db);
        if (!ping.ok)
          return reply.status(503).send({ message: `The ${ctx.dbKind} database is not answering` });
        return { status: 'ok' as const, database: ctx.dbKind, databaseOk: true, latencyMs: ping.latencyMs };
      },
    );
  };
}
