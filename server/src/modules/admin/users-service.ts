import type { AdminUser, Role } from '@store/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { EMAIL_TAKEN } from '../users/routes.ts';

export const USER_NOT_FOUND = 'User not found';
export const LAST_ADMIN_DEMOTE = 'The last admin cannot be made a customer';
export const LAST_ADMIN_DELETE = 'The last admin cannot be deleted';

export function adminUser(row: {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
}): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

export async function createUserAccount(
  ctx: AppContext,
  body: { name: string; email: string; password: string; role: Role },
): Promise<AdminUser> {
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ id: newId(), name: body.name, email: body.email, role: body.role, passwordHash })
      .returning(columns);
    if (!row) throw new Error('insert returned no user');
    return adminUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Locks every admin row in id order, then the account itself, so two admins demoting or deleting
 * each other at once cannot leave the store without one (nor deadlock). Answers the account and
 * whether it is the only admin left.
 */
async function lockAccount(tx: Database, id: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  const [current] = await tx.select(columns).from(users).where(eq(users.id, id)).for('update');
  if (!current) throw notFound(USER_NOT_FOUND);
  return { current, lastAdmin: admins.length === 1 && admins[0]?.id === id };
}

export async function updateUserAccount(
  ctx: AppContext,
  id: string,
  body: { name?: string | undefined; email?: string | undefined; role?: Role | undefined },
): Promise<AdminUser> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const { lastAdmin } = await lockAccount(tx, id);
      if (lastAdmin && body.role === 'customer') throw conflict(LAST_ADMIN_DEMOTE);
      const [updated] = await tx
        .update(users)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.role !== undefined && { role: body.role }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(columns);
      if (!updated) throw notFound(USER_NOT_FOUND);
      return updated;
    });
    ctx.auth.forgetUser(id);
    return adminUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Deletes an account with its cart and checkouts; its orders stay (they keep name and email). */
export async function removeUser(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { lastAdmin } = await lockAccount(tx, id);
    if (lastAdmin) throw conflict(LAST_ADMIN_DELETE);
    await tx.delete(users).where(eq(users.id, id));
  });
  ctx.auth.forgetUser(id);
}
