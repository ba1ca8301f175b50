import { authResponseSchema, errorResponseSchema, loginSchema, registerSchema } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

const tags = ['Users'];
export const EMAIL_TAKEN = 'An account with this email already exists';
/** One message for an unknown email and a wrong password, so neither can be probed. */
export const BAD_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;

const publicUser = (row: { id: string; name: string; email: string; role: 'customer' | 'admin' }) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  return async (app) => {
    app.post(
      '/api/users/register',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: 'Create a customer account',
          body: registerSchema,
          response: {
            201: authResponseSchema,
            400: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { name, email, password } = request.body;
        const passwordHash = await hashPassword(password);
        try {
          const [row] = await db
            .insert(users)
            .values({ id: newId(), name, email, passwordHash, role: 'customer' })
            .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
          if (!row) throw new Error('insert returned no row');
          return reply.status(201).send({ user: publicUser(row), token: await ctx.auth.signer.sign(row.id) });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
          throw error;
        }
      },
    );

    app.post(
      '/api/users/login',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: 'Sign in with email and password',
          body: loginSchema,
          response: {
            200: authResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { email, password } = request.body;
        const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        if (!row) {
          decoyHash ??= hashPassword('not-a-real-password');
          await verifyPassword(await decoyHash, password);
          throw unauthorized(BAD_CREDENTIALS);
        }
        if (!(await verifyPassword(row.passwordHash, password))) throw unauthorized(BAD_CREDENTIALS);
        return { user: publicUser(row), token: await ctx.auth.signer.sign(row.id) };
      },
    );
  };
}
