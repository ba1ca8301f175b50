import { z } from 'zod';
import { idSchema, text, wholeNumber } from './common.ts';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_FITS,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
} from './review-rules.ts';

/** Body of POST /api/products/{id}/reviews and PUT /api/reviews/{id}. */
export const reviewInputSchema = z.object({
  rating: wholeNumber('Rating', { min: 1, max: 5 }),
  fit: z.enum(REVIEW_FITS, { error: 'Fit must be one of: small, true, large' }),
  title: text('Title', REVIEW_TITLE_MAX),
  body: text('Review', REVIEW_BODY_MAX).refine(
    (value) => value.length >= REVIEW_BODY_MIN,
    `Review must be at least ${REVIEW_BODY_MIN} characters`,
  ),
  /**
   * One optional photo: a URL answered by POST /api/reviews/photos to this customer. On a new review null or
   * absent means no photo; on an edit, null removes the photo and absent keeps it.
   */
  photoUrl: z
    .string({ error: 'Photo must be the address of a photo you uploaded' })
    .max(200, 'Photo must be the address of a photo you uploaded')
    .nullable()
    .optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  userName: z.string(),
  rating: z.number().int(),
  fit: z.enum(REVIEW_FITS),
  /** The size bought, from the delivered order line. */
  size: z.string(),
  title: z.string(),
  body: z.string(),
  /** The review's photo (under /uploads/reviews/), or null. */
  photoUrl: z.string().nullable(),
  helpfulCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** What an admin sees of a review, hidden or not. */
export const adminReviewSchema = reviewSchema.extend({
  /** The reviewed product's name, for the admin's list. */
  productName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of: ${REVIEW_SORTS.join(', ')}` }).optional(),
  page: wholeNumber('page', { min: 1, max: 100_000 }).optional(),
});

export const reviewSummarySchema = z.object({
  /** Mean stars of the published reviews, one decimal; 0 without any. */
  average: z.number(),
  count: z.number().int(),
  /** Published reviews by stars: distribution[0] has 1 star, distribution[4] 5 stars. */
  distribution: z.array(z.number().int()).length(5),
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  /** The fit summary sentence, or null (docs/product.md §3, Reviews). */
  fitSummary: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** GET /api/products/{id}/reviews/mine: the customer's review, or whether they may write one. */
export const myReviewSchema = z.object({
  review: reviewSchema.nullable(),
  /** The size of the delivered line the review is about; null when nothing was delivered. */
  size: z.string().nullable(),
  canReview: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const hideReviewSchema = z.object({ reason: text('Reason', 200) });

/** POST /api/reviews/{id}/helpful: the review's helpful count once the vote is in. */
export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

/** POST /api/reviews/photos: where the uploaded review photo is served, to send as photoUrl. */
export const reviewPhotoResponseSchema = z.object({ photoUrl: z.string() });
export type ReviewPhotoResponse = z.infer<typeof reviewPhotoResponseSchema>;
