import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';

const ISSUER = 'threadline';
/** Seven days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What a valid token says. */
export interface TokenClaims {
  userId: string;
  /** The account's token version when it was signed (0 for tokens from before versions existed). */
  version: number;
  /** The token's own id, by which logout revokes it (null for tokens from before ids existed). */
  tokenId: string | null;
  expiresAt: Date;
}

export interface TokenSigner {
  /** A token for the account at its current token version (0 for a new account). */
  sign: (userId: string, version?: number) => Promise<string>;
  /** The claims of a token that is well signed and unexpired, or null. */
  verify: (token: string) => Promise<TokenClaims | null>;
}

/**
 * HS256 tokens through fast-jwt, which signs and checks with node:crypto's HMAC in the request's own
 * turn. jose (before) goes through WebCrypto, whose every verify is an asynchronous job: a fifth of
 * the API process's time under the add-to-cart load (README, Benchmark). The tokens are the same
 * standard JWTs, so tokens signed before the change still verify (lib/tokens.test.ts).
 */
export function createTokenSigner(secret: string): TokenSigner {
  const signToken = createSigner({
    key: secret,
    algorithm: 'HS256',
    iss: ISSUER,
    expiresIn: TOKEN_LIFETIME_MS,
  });
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: ['sub', 'exp'],
  });
  return {
    sign: async (userId, version = 0) =>
      signToken({ sub: userId, ver: version, jti: randomBytes(16).toString('base64url') }),
    verify: async (token) => {
      try {
        const payload = verifyToken(token) as { sub?: unknown; exp?: unknown; ver?: unknown; jti?: unknown };
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        const version = payload.ver ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
        return {
          userId: payload.sub,
          version,
          tokenId: typeof payload.jti === 'string' ? payload.jti : null,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET, or a random secret generated once and kept in the data folder. */
export async function resolveJwtSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
