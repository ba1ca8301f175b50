import {
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createLoginThrottle } from './login-throttle.ts';
import {
  changePassword,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from './password-service.ts';
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

    /** A wrong current password or a bad link answers like a failed sign-in: 429 after too many. */
    const retryAfter = (reply: { header: (name: string, value: string) => unknown }, error: unknown) => {
      if (error instanceof RetryLater) reply.header('Retry-After', String(error.seconds));
      return error;
    };

    app.put(
      '/api/users/password',
      {
        config: { rateLimit },
        schema: signedIn('Users')({
          summary:
            'Change the password (the current one is checked): every other session ends; the answer carries a fresh token for this one',
          body: changePasswordSchema,
          response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        try {
          return await changePassword(ctx, throttle, user, request.body, request.ip);
        } catch (error) {
          throw retryAfter(reply, error);
        }
      },
    );

    app.post(
      '/api/users/forgot-password',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            'Ask for a password reset link by e-mail: the same answer, as fast, whether or not an account has the email',
          body: forgotPasswordSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        // The email is looked up, and the link and its mail made, only once the answer is sent: the
        // answer and the work before it are the same whether or not an account has the email.
        ctx.background.runAfter(reply.raw, 'password reset request', () => requestPasswordReset(ctx, email));
        return { message: RESET_REQUESTED };
      },
    );

    app.post(
      '/api/users/reset-password',
      {
        config: { rateLimit },
        schema: {
          tags,
          summary:
            'Set a new password with the token of a reset link (once, within the hour); every session ends',
          body: resetPasswordSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await resetPassword(ctx, throttle, request.body, request.ip);
        return { message: PASSWORD_RESET_DONE };
      },
    );
  };
}
