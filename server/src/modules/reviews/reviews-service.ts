import {
  type AdminListQuery,
  type AdminReview,
  fitSummary,
  type HelpfulVote,
  type MyReview,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewInput,
  type ReviewPage,
} from '@store/contracts';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  orders,
  products,
  returnRequests,
  reviewPhotos,
  reviews,
  reviewVotes,
  users,
} from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Page } from '../../lib/paging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/index.ts';

export const REVIEW_NOT_FOUND = 'Review not found';
export const NOT_YOUR_REVIEW = 'That review belongs to someone else.';
export const NOT_DELIVERED = 'You can review a product once it has been delivered to you.';
export const OWN_REVIEW_VOTE = 'You cannot mark your own review as helpful.';
export const ALREADY_VOTED = 'You have already marked this review as helpful.';
export const ALREADY_REVIEWED = 'You have already reviewed this product. Edit your review instead.';
export const NOT_YOUR_PHOTO = 'Attach a photo you uploaded for your review.';

type ReviewRow = typeof reviews.$inferSelect;

export function serializeReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    userName: row.userName,
    rating: row.rating,
    fit: row.fit,
    size: row.size,
    title: row.title,
    body: row.body,
    photoUrl: row.photoUrl,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function serializeAdminReview(row: ReviewRow, productName: string): AdminReview {
  return {
    ...serializeReview(row),
    productName,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
  };
}

/** The names of the products these reviews are about (a deleted product's reviews go with it). */
async function productNames(db: Database, rows: ReviewRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(found.map((product) => [product.id, product.name]));
}

async function serializeAdminReviews(db: Database, rows: ReviewRow[]): Promise<AdminReview[]> {
  const names = await productNames(db, rows);
  return rows.map((row) => serializeAdminReview(row, names.get(row.productId) ?? ''));
}

async function productExists(db: Database, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
}

/** The newest delivered order line of the product for this customer, or null. */
async function deliveredLine(
  db: Database,
  userId: string,
  productId: string,
): Promise<{ orderId: string; size: string } | null> {
  const [order] = await db
    .select({ id: orders.id, items: orders.items })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Delivered'),
        sql`${orders.items} @> ${JSON.stringify([{ productId }])}::jsonb`,
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(1);
  const line = order?.items.find((item) => item.productId === productId);
  return order && line ? { orderId: order.id, size: line.size } : null;
}

/**
 * The photo a review may carry: null for none, else one this customer uploaded through
 * POST /api/reviews/photos (400 for any other address, someone else's photo included).
 */
async function ownPhoto(db: Database, userId: string, photoUrl: string | null): Promise<string | null> {
  if (photoUrl === null) return null;
  const [photo] = await db
    .select({ url: reviewPhotos.url })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.url, photoUrl), eq(reviewPhotos.userId, userId)))
    .limit(1);
  if (!photo) throw badRequest(NOT_YOUR_PHOTO);
  return photo.url;
}

/** The published reviews of a product: their summary and one page, newest or most helpful first. */
export async function listReviews(
  db: Database,
  productId: string,
  query: { sort?: 'newest' | 'helpful' | undefined; page?: number | undefined },
): Promise<ReviewPage> {
  await productExists(db, productId);
  const published = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  const [byStars, byFit, byReturn] = await Promise.all([
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(published).groupBy(reviews.rating),
    db.select({ fit: reviews.fit, n: count() }).from(reviews).where(published).groupBy(reviews.fit),
    // Fit learns from returns too: each return request (not rejected) for "too small" or "too large".
    db
      .select({ reason: returnRequests.reason, n: count() })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.productId, productId),
          ne(returnRequests.status, 'rejected'),
          inArray(returnRequests.reason, ['too_small', 'too_large']),
        ),
      )
      .groupBy(returnRequests.reason),
  ]);
  const distribution = [1, 2, 3, 4, 5].map((stars) => byStars.find((row) => row.rating === stars)?.n ?? 0);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const starsSum = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  const returned = (reason: 'too_small' | 'too_large') =>
    byReturn.find((row) => row.reason === reason)?.n ?? 0;
  const fit = {
    small: (byFit.find((row) => row.fit === 'small')?.n ?? 0) + returned('too_small'),
    true: byFit.find((row) => row.fit === 'true')?.n ?? 0,
    large: (byFit.find((row) => row.fit === 'large')?.n ?? 0) + returned('too_large'),
  };
  const page = query.page ?? 1;
  const order =
    query.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select()
    .from(reviews)
    .where(published)
    .orderBy(...order)
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    summary: {
      average: total === 0 ? 0 : Math.round((starsSum / total) * 10) / 10,
      count: total,
      distribution,
      fit,
      fitSummary: fitSummary(fit),
    },
    reviews: rows.map(serializeReview),
    page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

/** The customer's review of the product, and whether they may write one (a delivered line). */
export async function myReview(db: Database, user: AuthUser, productId: string): Promise<MyReview> {
  await productExists(db, productId);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, user.id)))
    .limit(1);
  if (row) return { review: serializeReview(row), size: row.size, canReview: false };
  const line = await deliveredLine(db, user.id, productId);
  return { review: null, size: line?.size ?? null, canReview: line !== null };
}

/**
 * A verified buyer's review: only of a product on one of their delivered orders (403), once per
 * product (409). The product's figures follow in the same transaction (migration 0013's trigger).
 */
export async function createReview(
  ctx: AppContext,
  user: AuthUser,
  productId: string,
  input: ReviewInput & { rating: number },
): Promise<Review> {
  const { db } = ctx;
  await productExists(db, productId);
  const line = await deliveredLine(db, user.id, productId);
  if (!line) throw forbidden(NOT_DELIVERED);
  const [account] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!account) throw unauthorized('Your account no longer exists.');
  const photoUrl = await ownPhoto(db, user.id, input.photoUrl ?? null);
  let row: ReviewRow | undefined;
  try {
    [row] = await db
      .insert(reviews)
      .values({
        id: newId(),
        productId,
        userId: user.id,
        userName: account.name,
        orderId: line.orderId,
        size: line.size,
        rating: input.rating,
        fit: input.fit,
        title: input.title,
        body: input.body,
        photoUrl,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
  await ctx.productsChanged([productId]);
  return serializeReview(row as ReviewRow);
}

/** The author changes their review (404 when there is none, 403 when it is someone else's). */
export async function updateReview(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: ReviewInput & { rating: number },
): Promise<Review> {
  const [existing] = await ctx.db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!existing) throw notFound(REVIEW_NOT_FOUND);
  if (existing.userId !== user.id) throw forbidden(NOT_YOUR_REVIEW);
  // Absent keeps the photo, null removes it, a URL must be one of the author's own uploads.
  const photoUrl =
    input.photoUrl === undefined || input.photoUrl === existing.photoUrl
      ? existing.photoUrl
      : await ownPhoto(ctx.db, user.id, input.photoUrl);
  const [row] = await ctx.db
    .update(reviews)
    .set({
      rating: input.rating,
      fit: input.fit,
      title: input.title,
      body: input.body,
      photoUrl,
      updatedAt: new Date(),
    })
    .where(eq(reviews.id, id))
    .returning();
  await ctx.productsChanged([existing.productId]);
  return serializeReview(row as ReviewRow);
}

/** Every review, hidden or not, newest first (the admin's list). */
export async function listAllReviews(db: Database, query: AdminListQuery): Promise<Page<AdminReview>> {
  const limit = query.limit ?? 50;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(((query.page ?? 1) - 1) * limit),
    db.select({ n: count() }).from(reviews),
  ]);
  return { items: await serializeAdminReviews(db, rows), total: total?.n ?? 0 };
}

/** An admin hides a review with a reason: it is no longer shown or counted. */
export async function hideReview(ctx: AppContext, id: string, reason: string): Promise<AdminReview> {
  const [row] = await ctx.db
    .update(reviews)
    .set({ hiddenAt: new Date(), hiddenReason: reason, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  await ctx.productsChanged([row.productId]);
  const [named] = await serializeAdminReviews(ctx.db, [row]);
  return named as AdminReview;
}

/**
 * A signed-in shopper marks a published review helpful, once (409 the second time), never their own
 * (403). The vote's primary key decides between racing votes: only the one that inserted its row
 * adds to helpful_count, in the same transaction.
 */
export async function voteHelpful(ctx: AppContext, user: AuthUser, id: string): Promise<HelpfulVote> {
  return ctx.db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!review || review.hiddenAt !== null) throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === user.id) throw forbidden(OWN_REVIEW_VOTE);
    const inserted = await tx
      .insert(reviewVotes)
      .values({ reviewId: id, userId: user.id })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (inserted.length === 0) throw conflict(ALREADY_VOTED);
    const [counted] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpfulCount: counted?.helpfulCount ?? 0 };
  });
}
