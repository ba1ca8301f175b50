import {
  ADMIN_PAGE_SIZE,
  adminListQuerySchema,
  adminUserCreateSchema,
  adminUserResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
} from '@store/contracts';
import { desc, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { likePattern } from '../../lib/like.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { adminUser, createUserAccount, removeUser, updateUserAccount } from './users-service.ts';

const tags = ['Admin: users'];
const security = [{ bearer: [] }];
const refusals = errorResponses(400, 401, 403, 404, 409);

export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          security,
          summary: 'Accounts, newest first, optionally searched by name or email (never password hashes)',
          description: 'A bare array; the number of matches is in the X-Total-Count header.',
          querystring: adminListQuerySchema,
          response: { 200: z.array(adminUserSchema), ...refusals },
        },
      },
      async (request, reply) => {
        const { search, page = 1, limit = ADMIN_PAGE_SIZE } = request.query;
        const where = search
          ? or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))
          : undefined;
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              id: users.id,
              name: users.name,
              email: users.email,
              role: users.role,
              createdAt: users.createdAt,
            })
            .from(users)
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db
            .select({ value: sql<number>`count(*)`.mapWith(Number) })
            .from(users)
            .where(where),
        ]);
        return reply.header('X-Total-Count', String(counted?.value ?? 0)).send(rows.map(adminUser));
      },
    );

    app.post(
      '/api/admin/users',
      {
        schema: {
          tags,
          security,
          summary: 'Create an account with a role',
          body: adminUserCreateSchema,
          response: { 201: adminUserResponseSchema, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send({ user: await createUserAccount(ctx, request.body) }),
    );

    app.put(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          security,
          summary: "Change an account's name, email or role (the last admin cannot be demoted)",
          params: idParamsSchema,
          body: adminUserUpdateSchema,
          response: { 200: adminUserSchema, ...refusals },
        },
      },
      async (request) => updateUserAccount(ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete an account (the last admin cannot be removed); its orders are kept',
          params: idParamsSchema,
          response: { 200: z.object({ message: z.string() }), ...refusals },
        },
      },
      async (request) => {
        await removeUser(ctx, request.params.id);
        return { message: 'User deleted' };
      },
    );
  };
}
