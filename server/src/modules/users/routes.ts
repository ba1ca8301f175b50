import { authResponseSchema, loginSchema, registerSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { login, register } from './users-service.ts';

const tags = ['Users'];

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
          summary: 'Sign in with email and password',
          body: loginSchema,
          response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => login(ctx, request.body),
    );
  };
}
