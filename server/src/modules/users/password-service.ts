import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthResponse,
  type ChangePasswordBody,
  PASSWORD_RESET_MINUTES,
  RESET_LINK_INVALID,
} from '@store/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { queueResetMail } from '../mail/index.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { publicUser } from './serialize.ts';
import { RetryLater } from './users-service.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';
/** One answer whether or not an account has the email (docs/api.md, Passwords). */
export const RESET_REQUESTED =
  'If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.';
export const PASSWORD_RESET_DONE = 'Your password is changed. Log in with your new password.';
/** Reset mails one account gets per hour at most: asking again only sends more once the hour has passed. */
export const RESET_MAILS_PER_HOUR = 3;

/** Only the hash of a reset token is stored: the database alone never holds a working link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new password for an account, and every token it had ended (the version raised, docs/api.md,
 * Identity): other sessions end at once. Unused reset links of the account stop working too.
 * Resolves with the new token version.
 */
async function setPassword(tx: Database, userId: string, passwordHash: string): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw unauthorized('Your account no longer exists.');
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return row.tokenVersion;
}

/**
 * PUT /api/users/password: the current password is checked (a wrong one counts as a failed sign-in
 * of the account, so guesses through a stolen session slow down as at login), the new one stored,
 * every other session ended, and this one goes on with the fresh token answered.
 */
export async function changePassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  user: AuthUser,
  body: Required<ChangePasswordBody>,
  address: string,
): Promise<AuthResponse> {
  const wait = await throttle.wait(user.email, address);
  if (wait > 0) throw new RetryLater(Math.ceil(wait / 1000));
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw unauthorized('Your account no longer exists.');
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await throttle.failed(user.email, address);
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  await throttle.succeeded(user.email, address);
  const passwordHash = await hashPassword(body.newPassword);
  const version = await ctx.db.transaction((tx) => setPassword(tx, user.id, passwordHash));
  return { user: publicUser(user), token: await ctx.auth.signer.sign(user.id, version) };
}

/**
 * POST /api/users/forgot-password, after the answer has been sent (the caller runs it in the
 * background, so the answer and its timing are the same whether or not an account has the email).
 * An account gets a single-use link valid for PASSWORD_RESET_MINUTES, at most RESET_MAILS_PER_HOUR
 * a hour; only the token's hash is stored, and the mail is queued in the same transaction.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1)
      .for('update');
    if (!account) return;
    const [recent] = await tx
      .select({ count: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, account.id),
          gt(passwordResets.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= RESET_MAILS_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      tokenHash: tokenHash(token),
      userId: account.id,
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_MINUTES}::integer)`,
    });
    await queueResetMail(ctx, tx, account, token, PASSWORD_RESET_MINUTES);
  });
}

/**
 * POST /api/users/reset-password: a link that exists, is unused and has not expired sets the new
 * password and is used up (one statement marks it, so two uses at once cannot both succeed); every
 * session of the account ends. Any other token is 400 RESET_LINK_INVALID. The new password is hashed
 * first, so a good and a bad link take the same time.
 */
export async function resetPassword(
  ctx: AppContext,
  throttle: LoginThrottle,
  body: { token: string; password: string },
  address: string,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const email = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) throw badRequest(RESET_LINK_INVALID);
    await setPassword(tx, used.userId, passwordHash);
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, used.userId));
    return account?.email ?? null;
  });
  // Whoever holds the mailbox may sign in again at once, whatever failures guessers caused.
  if (email) await throttle.succeeded(email, address);
}
