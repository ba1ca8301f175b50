import type { Role } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenSigner } from '../lib/tokens.ts';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from a valid bearer token, else null. */
    user: AuthUser | null;
    /** Why a bearer token that was sent is not accepted (expired, unknown user). */
    authError: string | null;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const CACHE_MS = 5_000;

/**
 * Reads the bearer token on every request. Identity comes only from it (never from a userId in the
 * body). Users are re-read from the database (briefly cached) so a deleted or demoted account loses
 * its rights at once; call `forgetUser` after changing one.
 */
export function createAuth(db: Database, signer: TokenSigner) {
  const cache = new Map<string, { user: AuthUser | null; until: number }>();

  async function loadUser(id: string): Promise<AuthUser | null> {
    const hit = cache.get(id);
    if (hit && hit.until > Date.now()) return hit.user;
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    const user = row ?? null;
    if (cache.size > 10_000) cache.clear();
    cache.set(id, { user, until: Date.now() + CACHE_MS });
    return user;
  }

  function register(app: FastifyInstance): void {
    app.decorateRequest('user', null);
    app.decorateRequest('authError', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(.+)$/i.exec(header);
      const userId = match?.[1] ? await signer.verify(match[1].trim()) : null;
      const user = userId ? await loadUser(userId) : null;
      if (user) request.user = user;
      else request.authError = SESSION_EXPIRED;
    });
  }

  return { register, forgetUser: (id: string) => cache.delete(id), signer };
}
export type Auth = ReturnType<typeof createAuth>;

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw unauthorized(request.authError ?? 'Please sign in to continue.');
}

/** The signed-in admin, or 401 (not signed in) / 403 (signed in without the admin role). */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only admins can do that.');
  return user;
}

/** Every route of the plugin `app` answers only admins: 401 / 403 before the route runs. */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

/** The user when a valid token was sent, null for guests; a token that was sent but is invalid is a 401. */
export function optionalUser(request: FastifyRequest): AuthUser | null {
  if (request.authError) throw unauthorized(request.authError);
  return request.user;
}
