import { createHash } from 'node:crypto';
import { GUEST_SECRET_HEADER, GUEST_SECRET_PATTERN } from '@store/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { carts } from '../../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const NOT_YOUR_CART = 'That cart belongs to someone else.';
export const GUEST_SECRET_REQUIRED = `A guest cart needs its secret: send it in the ${GUEST_SECRET_HEADER} header.`;
export const GUEST_SECRET_INVALID = `${GUEST_SECRET_HEADER} must be 16 to 128 letters, digits, "-" or "_".`;

/** Whose cart: a signed-in user's, or a guest's (exactly one of userId and guestId is set). */
export interface CartOwner {
  userId: string | null;
  guestId: string | null;
  /** SHA-256 (hex) of the guest's secret; null for a user, or a guest who sent none. */
  guestSecretHash: string | null;
}

/**
 * The guest secret of a request, hashed: null when the header is absent, 400 when it is malformed.
 * The secret is random and long, so a plain SHA-256 is enough to keep it out of the database.
 */
export function guestSecretHash(header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !GUEST_SECRET_PATTERN.test(header))
    throw badRequest(GUEST_SECRET_INVALID);
  return createHash('sha256').update(header).digest('hex');
}

/**
 * Whose cart a request reaches. Identity comes from the bearer token (`user`): a userId without
 * that user's token is refused; a guest reaches a cart only through its guestId and its secret.
 */
export function cartOwner(
  user: Pick<AuthUser, 'id'> | null,
  claimed: { userId?: string | undefined; guestId?: string | undefined },
  secretHeader?: string | string[] | undefined,
): CartOwner {
  if (claimed.userId !== undefined) {
    if (!user) throw unauthorized('Sign in to use your cart.');
    if (user.id !== claimed.userId) throw forbidden(NOT_YOUR_CART);
  }
  if (user) return { userId: user.id, guestId: null, guestSecretHash: null };
  if (claimed.guestId) {
    return { userId: null, guestId: claimed.guestId, guestSecretHash: guestSecretHash(secretHeader) };
  }
  throw badRequest('Send a guestId or sign in to use a cart.');
}

/**
 * Whether a guest's secret opens the cart of its guest id, in one statement: a cart without a
 * secret (made before carts had one) is claimed by the first request that brings one; 'none' when
 * there is no cart, 'other' when the cart is bound to another secret (or a claim raced this one).
 */
async function guestAccess(db: Database, guestId: string, hash: string): Promise<'mine' | 'none' | 'other'> {
  const [row] = await executePrepared<{ claimed: boolean; found: boolean; mine: boolean }>(
    db,
    sql`
      with claimed as (
        update carts set guest_secret_hash = ${hash}, updated_at = now()
        where guest_id = ${guestId} and guest_secret_hash is null
        returning id)
      select exists (select 1 from claimed) as claimed,
        exists (select 1 from carts where guest_id = ${guestId}) as found,
        exists (select 1 from carts where guest_id = ${guestId} and guest_secret_hash = ${hash}) as mine`,
  );
  if (row?.claimed || row?.mine) return 'mine';
  return row?.found ? 'other' : 'none';
}

/**
 * For reading: true when the owner may see its cart. A guest without its secret, or with another
 * one, sees an empty cart, so a guessed id does not even tell whether the cart exists.
 */
export async function mayReadCart(db: Database, owner: CartOwner): Promise<boolean> {
  if (owner.guestId === null) return true;
  if (owner.guestSecretHash === null) return false;
  return (await guestAccess(db, owner.guestId, owner.guestSecretHash)) !== 'other';
}

/** For changing: 400 for a guest without a secret, 403 when the guest cart is bound to another one. */
export async function assertMayChangeCart(db: Database, owner: CartOwner): Promise<void> {
  if (owner.guestId === null) return;
  if (owner.guestSecretHash === null) throw badRequest(GUEST_SECRET_REQUIRED);
  if ((await guestAccess(db, owner.guestId, owner.guestSecretHash)) === 'other')
    throw forbidden(NOT_YOUR_CART);
}

/** The owner's cart among the rows of `carts` (a guest's only with its secret). */
export const ownerCondition = (owner: CartOwner): SQL =>
  owner.userId !== null
    ? eq(carts.userId, owner.userId)
    : (and(eq(carts.guestId, owner.guestId ?? ''), eq(carts.guestSecretHash, owner.guestSecretHash ?? '')) ??
      sql`false`);

/** The unique column that names the owner's cart, for `on conflict` in raw statements. */
export const ownerColumn = (owner: CartOwner): SQL => sql.raw(owner.userId !== null ? 'user_id' : 'guest_id');
