import {
  type AdminListQuery,
  adminListQuerySchema,
  entityTag,
  errorResponseSchema,
  idParamsSchema,
} from '@store/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Database } from '../db/client.ts';
import { adminOnly, requireUser } from '../plugins/auth.ts';
import { IDEMPOTENT, idempotent } from './idempotency.ts';
import { answerPage, type Page } from './paging.ts';
import { type Precondition, readIfMatch } from './preconditions.ts';
import { signedIn } from './route-docs.ts';
import { errorResponses } from './route-errors.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
export type AdminRoutes = ReturnType<typeof adminRoutes>;
const refusals = errorResponses(400, 401, 403, 404, 409);

/** The 409 of a versioned change: the refusal and, when the change was stale, the record as it is now. */
export const staleChangeResponse = (item: ZodType) =>
  errorResponseSchema.extend({ current: item.optional() });

/** Answers the record's version as its ETag (docs/api.md, "Stale changes: If-Match and 409"). */
export function tagVersion(reply: FastifyReply, record: { updatedAt: string }): void {
  reply.header('ETag', entityTag(record.updatedAt));
}

/**
 * The plugin of one admin area: `register` declares its routes, through `admin` for the kinds every
 * area has, or on `app` with `admin.schema`.
 */
export function adminArea(
  tag: string,
  register: (admin: AdminRoutes, app: App) => void,
): FastifyPluginAsyncZod {
  return async (app) => register(adminRoutes(app, tag), app);
}

/**
 * The routes of one admin area, shown under `tag` in the API docs. Every route of `app` answers
 * admins only (checked before the route runs) and may refuse with 400, 401, 403, 404 or 409, each
 * `{ message }`. The kinds of route every area has (a paged list, a change by id, a deletion by id)
 * are registered here once; `schema` gives any other route of the area the same shared parts.
 */
function adminRoutes(app: App, tag: string) {
  adminOnly(app);
  const schema = <S extends { summary: string; response: object }>(parts: S) =>
    signedIn(tag)({ ...parts, response: { ...refusals, ...parts.response } });
  return {
    schema,

    /** GET `url`: one page of `item`s as a bare array, the number of all matches in X-Total-Count. */
    page<I extends ZodType>(
      url: string,
      doc: { summary: string; item: I },
      list: (query: AdminListQuery) => Promise<Page<z.output<I>>>,
    ): void {
      app.get(
        url,
        {
          schema: schema({
            summary: doc.summary,
            description: 'A bare array; the number of matches is in the X-Total-Count header.',
            querystring: adminListQuerySchema,
            response: { 200: z.array(doc.item) },
          }),
        },
        async (request, reply) => answerPage(reply, await list(request.query)),
      );
    },

    /**
     * PUT `url` (with an :id): a change sent as `body`, answered with the changed `item`. A `versioned`
     * change reads If-Match (passed on as the precondition; null without one), answers the item's
     * ETag, and its 409 may carry the item as it is now (`current`).
     */
    update<B extends ZodType, I extends ZodType>(
      url: string,
      doc: {
        summary: string;
        description?: string;
        body: B;
        item: I;
        versioned?: boolean;
        /** Takes Idempotency-Key (a change that moves money: a cancel refunds), kept in this database. */
        idempotency?: Database;
      },
      change: (id: string, body: z.output<B>, precondition: Precondition | null) => Promise<z.output<I>>,
    ): void {
      // Widened: the type provider cannot work out the types of a schema that is a type parameter.
      // `change` states them, and the schema validates the body before the handler runs.
      const {
        body,
        item,
        versioned = false,
        idempotency,
        ...text
      }: {
        body: ZodType;
        item: ZodType;
        versioned?: boolean;
        idempotency?: Database;
        summary: string;
        description?: string;
      } = doc;
      const response = {
        ...(versioned ? { 200: item, 409: staleChangeResponse(item) } : { 200: item }),
        ...(idempotency ? errorResponses(422) : {}),
      };
      const description = idempotency ? `${text.description ?? ''}${IDEMPOTENT}` : text.description;
      app.put(
        url,
        {
          schema: schema({
            ...text,
            ...(description ? { description } : {}),
            params: idParamsSchema,
            body,
            response,
          }),
        },
        async (request, reply) => {
          const run = async () => {
            const precondition = versioned ? readIfMatch(request.headers['if-match']) : null;
            const answer = await change(request.params.id, request.body as z.output<B>, precondition);
            if (versioned) tagVersion(reply, answer as { updatedAt: string });
            return answer;
          };
          if (!idempotency) return run();
          return idempotent(idempotency, request, reply, requireUser(request).id, async () => ({
            status: 200,
            body: await run(),
          }));
        },
      );
    },

    /** DELETE `url` (with an :id), answered `{ message }`. */
    /** DELETE `url` (with an :id): answers `{ message }`, the one `remove` gives or else doc.message. */
    deletion(
      url: string,
      doc: { summary: string; message: string; description?: string; idempotency?: Database },
      remove: (id: string) => Promise<unknown>,
    ) {
      const description = doc.idempotency ? `${doc.description ?? ''}${IDEMPOTENT}` : doc.description;
      app.delete(
        url,
        {
          schema: schema({
            summary: doc.summary,
            ...(description ? { description } : {}),
            params: idParamsSchema,
            response: {
              200: z.object({ message: z.string() }),
              ...(doc.idempotency ? errorResponses(422) : {}),
            },
          }),
        },
        async (request, reply) => {
          const run = async () => {
            const message = await remove(request.params.id);
            return { message: typeof message === 'string' ? message : doc.message };
          };
          if (!doc.idempotency) return run();
          return idempotent(doc.idempotency, request, reply, requireUser(request).id, async () => ({
            status: 200,
            body: await run(),
          }));
        },
      );
    },
  };
}
