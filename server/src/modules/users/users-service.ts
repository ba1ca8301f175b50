import type { AuthResponse, Role } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
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

export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
): Promise<AuthResponse> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!row) {
    decoyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await decoyHash, input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) throw unauthorized(BAD_CREDENTIALS);
  return { user: publicUser(row), token: await ctx.auth.signer.sign(row.id) };
}
