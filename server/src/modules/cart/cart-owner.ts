import { eq, type SQL, sql } from 'drizzle-orm';
import { carts } from '../../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** Whose cart: a signed-in user's, or a guest's (exactly one of the two is set). */
export interface CartOwner {
  userId: string | null;
  guestId: string | null;
}

/**
 * Whose cart a request reaches. Identity comes from the bearer token (`user`): a userId without
 * that user's token is refused; a guest reaches a cart only through its guestId.
 */
export function cartOwner(
  user: AuthUser | null,
  claimed: { userId?: string | undefined; guestId?: string | undefined },
): CartOwner {
  if (claimed.userId !== undefined) {
    if (!user) throw unauthorized('Sign in to use your cart.');
    if (user.id !== claimed.userId) throw forbidden('That cart belongs to someone else.');
  }
  if (user) return { userId: user.id, guestId: null };
  if (claimed.guestId) return { userId: null, guestId: claimed.guestId };
  throw badRequest('Send a guestId or sign in to use a cart.');
}

/** The owner's cart among the rows of `carts`. */
export const ownerCondition = (owner: CartOwner): SQL =>
  owner.userId !== null ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId ?? '');

/** The unique column that names the owner's cart, for `on conflict` in raw statements. */
export const ownerColumn = (owner: CartOwner): SQL => sql.raw(owner.userId !== null ? 'user_id' : 'guest_id');
