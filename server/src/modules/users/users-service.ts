import type { AuthResponse, Role } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenClaims } from '../../lib/tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { publicUser } from './serialize.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
/** One message for an unknown email and a wrong password, so neither can be probed. */
export const BAD_CREDENTIALS = 'Invalid email or password';
/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | null = null;

/** The columns of an account that may leave the server. */
export const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

/** Runs a write of an account's email; an email another account has is a 409 (emails are unique). */
export async function emailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** A new account with its password hashed (Argon2id). */
export async function createAccount(
  db: Database,
  input: { name: string; email: string; password: string; role: Role },
) {
  const passwordHash = await hashPassword(input.password);
  const [row] = await emailUnique(() =>
    db
      .insert(users)
      .values({ id: newId(), name: input.name, email: input.email, role: input.role, passwordHash })
      .returning(accountColumns),
  );
  if (!row) throw new Error('insert returned no account');
  return row;
}

/** A customer signs up: always the customer role, whatever the body says. */
export async function register(
  ctx: AppContext,
  input: { name: string; email: string; password: string },
): Promise<AuthResponse> {
  const row = await createAccount(ctx.db, { ...input, role: 'customer' });
  return { user: publicUser(row), token: await ctx.auth.signer.sign(row.id) };
}

/** A sign-in refused until `seconds` have passed (429 with Retry-After). */
export class RetryLater extends HttpError {
  constructor(readonly seconds: number) {
    super(429, `Too many attempts. Please wait ${seconds} seconds and try again.`);
  }
}

/**
 * Signs in, throttled per account and per client address (login-throttle.ts). An unknown email
 * costs the same work as a wrong password (a decoy hash is verified) and gets the same answer.
 */
export async function login(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: { email: string; password: string },
  address: string,
): Promise<AuthResponse> {
  const wait = await throttle.wait(input.email, address);
  if (wait > 0) throw new RetryLater(Math.ceil(wait / 1000));
  const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  decoyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(row?.passwordHash ?? (await decoyHash), input.password);
  if (!row || !valid) {
    await throttle.failed(input.email, address);
    throw unauthorized(BAD_CREDENTIALS);
  }
  await throttle.succeeded(input.email, address);
  return { user: publicUser(row), token: await ctx.auth.signer.sign(row.id, row.tokenVersion) };
}

/** Ends the token the request was made with; the account's other sessions stay signed in. */
export async function logout(ctx: AppContext, token: TokenClaims): Promise<void> {
  await ctx.auth.revokeToken(token);
}
