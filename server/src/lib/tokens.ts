import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'threadline';
export const TOKEN_LIFETIME = '7d';

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

export function createTokenSigner(secret: string): TokenSigner {
  // A key object made once: given the secret's bytes, jose imports them again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign: (userId, version = 0) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
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
