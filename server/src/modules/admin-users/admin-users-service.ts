import {
  ADMIN_PAGE_SIZE,
  type AdminCustomer,
  type AdminListQuery,
  type AdminUser,
  type Role,
} from '@store/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { containsAny } from '../../lib/like.ts';
import { toRupees } from '../../lib/money.ts';
import { newestFirstPage, type Page, pageWindow } from '../../lib/paging.ts';
import { revenuePaise, selectOrders } from '../orders/index.ts';
import { accountColumns, createAccount, emailUnique } from '../users/index.ts';
import { adminUser } from './serialize.ts';

export const USER_NOT_FOUND = 'User not found';
export const LAST_ADMIN_DEMOTE = 'The last admin cannot be made a customer';
export const LAST_ADMIN_DELETE = 'The last admin cannot be deleted';

/** One page of accounts, newest first, searched by name or email; with the number of matches. */
export async function listUsers(db: Database, query: AdminListQuery): Promise<Page<AdminUser>> {
  const where = containsAny(query.search, [users.name, users.email]);
  const window = pageWindow(query, ADMIN_PAGE_SIZE);
  const { rows, total } = await newestFirstPage(db, users, accountColumns, where, window);
  return { items: rows.map(adminUser), total };
}

/** One account, its orders newest first, their count and the total of those not cancelled. */
export async function customerDetails(db: Database, id: string): Promise<AdminCustomer> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!account) throw notFound(USER_NOT_FOUND);
  const own = eq(orders.userId, id);
  const [list, [figures]] = await Promise.all([
    selectOrders(db, { where: own }),
    db.select({ spent: revenuePaise() }).from(orders).where(own),
  ]);
  return {
    user: adminUser(account),
    orders: list,
    totalOrders: list.length,
    totalSpent: toRupees(figures?.spent ?? 0),
  };
}

export async function createUser(
  ctx: AppContext,
  body: { name: string; email: string; password: string; role: Role },
): Promise<AdminUser> {
  return adminUser(await createAccount(ctx.db, body));
}

/**
 * Locks every admin row in id order, then the account itself, so two admins demoting or deleting
 * each other at once cannot leave the store without one (nor deadlock). Answers whether the
 * account is the only admin left.
 */
async function lockAccount(tx: Database, id: string): Promise<{ lastAdmin: boolean }> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  const [current] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  if (!current) throw notFound(USER_NOT_FOUND);
  return { lastAdmin: admins.length === 1 && admins[0]?.id === id };
}

/** Changes name, email or role (a new role ends the account's tokens); the last admin stays one. */
export async function updateUser(
  ctx: AppContext,
  id: string,
  body: { name?: string | undefined; email?: string | undefined; role?: Role | undefined },
): Promise<AdminUser> {
  const row = await emailUnique(() =>
    ctx.db.transaction(async (tx) => {
      const { lastAdmin } = await lockAccount(tx, id);
      if (lastAdmin && body.role === 'customer') throw conflict(LAST_ADMIN_DEMOTE);
      const [updated] = await tx
        .update(users)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email }),
          // A new role ends the account's tokens: the next request signs in again with it.
          ...(body.role !== undefined && {
            role: body.role,
            tokenVersion: sql`case when ${users.role} = ${body.role} then ${users.tokenVersion} else ${users.tokenVersion} + 1 end`,
          }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(accountColumns);
      if (!updated) throw notFound(USER_NOT_FOUND);
      return updated;
    }),
  );
  return adminUser(row);
}

/** Deletes an account with its cart and checkouts; its orders stay (they keep name and email). */
export async function removeUser(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { lastAdmin } = await lockAccount(tx, id);
    if (lastAdmin) throw conflict(LAST_ADMIN_DELETE);
    await tx.delete(users).where(eq(users.id, id));
  });
}
