import type { Role } from '@store/contracts';
import { eq, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenClaims, TokenSigner } from '../lib/tokens.ts';

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
    /** The claims of the accepted bearer token (what logout revokes), else null. */
    token: TokenClaims | null;
    /** Why a bearer token that was sent is not accepted (expired, revoked, unknown user). */
    authError: string | null;
    /**
     * The claims of a well-signed token whose account and revocation the route checks itself, in
     * its own statement (`accountCheck`), on routes with `config.accountCheckedByRoute`; else null.
     */
    uncheckedToken: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The route checks the token's account and revocation in its own statement (`accountCheck`):
     * the hook only verifies the signature, so the request costs one round trip, not two.
     */
    accountCheckedByRoute?: boolean;
  }
}

/**
 * True in SQL when the token's account exists, the token carries its current version and was not
 * revoked: the check the hook makes (loadUser), for a route that makes it in its own statement so
 * that revocation still bites on the very next request. Primary-key lookups only.
 */
export function accountCheck(claims: {
  userId: string | Placeholder;
  version: number | Placeholder;
  /** Null for a token from before token ids (nothing to look up). */
  tokenId: string | Placeholder | null;
}): SQL<boolean> {
  const revoked = claims.tokenId
    ? sql`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.tokenId})`
    : sql`false`;
  return sql<boolean>`exists (
    select 1 from ${users}
    where ${users.id} = ${claims.userId} and ${users.tokenVersion} = ${claims.version}::integer
      and not ${revoked})`;
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Reads the bearer token on every request. Identity comes only from it (never from a userId in the
 * body). Every request re-reads the account and whether the token was revoked, in one primary-key
 * query and without a cache, so a logout, a role change or a deleted account ends the old token at
 * once in every process (docs/api.md, Identity and ownership).
 */
export function createAuth(db: Database, signer: TokenSigner) {
  async function loadUser(claims: TokenClaims): Promise<AuthUser | null> {
    const revoked = claims.tokenId
      ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.tokenId})`
      : sql<boolean>`false`;
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        tokenVersion: users.tokenVersion,
        revoked,
      })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!row || row.revoked || row.tokenVersion !== claims.version) return null;
    return { id: row.id, name: row.name, email: row.email, role: row.role };
  }

  function register(app: FastifyInstance): void {
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);
    app.decorateRequest('authError', null);
    app.decorateRequest('uncheckedToken', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(.+)$/i.exec(header);
      const claims = match?.[1] ? await signer.verify(match[1].trim()) : null;
      if (claims && request.routeOptions.config.accountCheckedByRoute) {
        request.uncheckedToken = claims;
        return;
      }
      const user = claims ? await loadUser(claims) : null;
      if (user && claims) {
        request.user = user;
        request.token = claims;
      } else request.authError = SESSION_EXPIRED;
    });
  }

  /**
   * Ends one token (logout): its id is kept until the token would have expired anyway. A token
   * without an id (signed before ids existed) can only be ended with all of the account's tokens.
   */
  async function revokeToken(claims: TokenClaims): Promise<void> {
    if (claims.tokenId === null) return revokeAllTokens(claims.userId);
    await db
      .insert(revokedTokens)
      .values({ jti: claims.tokenId, expiresAt: claims.expiresAt })
      .onConflictDoNothing();
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  /** Ends every token of an account that exists now (the version they carry no longer matches). */
  async function revokeAllTokens(userId: string): Promise<void> {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
  }

  return { register, revokeToken, revokeAllTokens, signer };
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
