import { authResponseSchema, loginSchema, registerSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { login, logout, RetryLater, register } from './users-service.ts';

const tags = ['Users'];

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Every attempt, per client address (@fastify/rate-limit); failures, per account and address.
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };
  const throttle = createLoginThrottle(
    { perAccount: ctx.config.loginFailuresPerAccount, perAddress: ctx.config.loginFailuresPerAddress },
    ctx.redis,
  );
  return async (app) => {
    app.post(
      '/api/users/register',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: 'Create a customer account',
          body: registerSchema,
          response: { 201: authResponseSchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => reply.status(201).send(await register(ctx, request.body)),
    );

    app.post(
      '/api/users/login',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: 'Sign in with email and password (failures slow further attempts: 429 with Retry-After)',
          body: loginSchema,
          response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request, reply) => {
        try {
          return await login(ctx, throttle, request.body, request.ip);
        } catch (error) {
          if (error instanceof RetryLater) reply.header('Retry-After', String(error.seconds));
          throw error;
        }
      },
    );

    app.post(
      '/api/users/logout',
      {
        schema: {
          tags,
          summary: 'Sign out: the token sent stops working at once (204)',
          response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        requireUser(request);
        if (request.token) await logout(ctx, request.token);
        return reply.status(204).send(null);
      },
    );
  };
}
