import { type Address, type AddressFields, MAX_ADDRESSES } from '@store/contracts';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, users } from '../../db/schema.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type AddressRow, serializeAddress } from './serialize.ts';

export const ADDRESS_NOT_FOUND = 'Address not found';
export const NOT_YOUR_ADDRESS = 'That address belongs to someone else.';
export const TOO_MANY_ADDRESSES = `You can keep at most ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`;
export const ADDRESS_DELETED = 'Address deleted';

type AddressBody = AddressFields & { isDefault?: boolean | undefined };

/**
 * The account's row, locked: every change of an address book runs after it, so two changes of one
 * account (two new defaults, a 21st address added twice) happen one after the other.
 */
async function lockAccount(tx: Database, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw unauthorized('Your account no longer exists.');
}

/** The address when it is the user's: 404 when there is none, 403 when it is someone else's. */
async function ownAddress(tx: Database, user: AuthUser, id: string): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  if (row.userId !== user.id) throw forbidden(NOT_YOUR_ADDRESS);
  return row;
}

/** No other address of the user stays the default (one default per account, as an index also holds). */
async function clearDefault(tx: Database, userId: string, except: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, except)));
}

/** The user's addresses: the default first, then the newest. */
export async function listAddresses(db: Database, user: AuthUser): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, user.id))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(serializeAddress);
}

/** A new address; the first one, or one sent with isDefault, becomes the default. 409 past MAX_ADDRESSES. */
export async function createAddress(db: Database, user: AuthUser, body: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const [held] = await tx.select({ count: count() }).from(addresses).where(eq(addresses.userId, user.id));
    const existing = held?.count ?? 0;
    if (existing >= MAX_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES);
    const id = newId();
    const isDefault = existing === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(tx, user.id, id);
    const { isDefault: _sent, ...fields } = body;
    const [row] = await tx
      .insert(addresses)
      .values({ id, userId: user.id, ...fields, isDefault })
      .returning();
    if (!row) throw new Error('insert returned no address');
    return serializeAddress(row);
  });
}

/** Replaces an address's fields; isDefault true makes it the default, false leaves the account without one. */
export async function updateAddress(
  db: Database,
  user: AuthUser,
  id: string,
  body: AddressBody,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const current = await ownAddress(tx, user, id);
    const isDefault = body.isDefault ?? current.isDefault;
    if (isDefault) await clearDefault(tx, user.id, id);
    const { isDefault: _sent, ...fields } = body;
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return serializeAddress(row);
  });
}

/** Makes the address the account's default (the one checkout fills in). */
export async function setDefaultAddress(db: Database, user: AuthUser, id: string): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    await ownAddress(tx, user, id);
    await clearDefault(tx, user.id, id);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return serializeAddress(row);
  });
}

/** Deletes an address; when it was the default, the newest one left becomes the default. */
export async function deleteAddress(db: Database, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const current = await ownAddress(tx, user, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, user.id))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next)
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(addresses.id, next.id));
  });
}
