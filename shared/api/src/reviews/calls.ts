import { get, send } from '@store/api';
import type { HelpfulVote, MyReview, Review, ReviewInput, ReviewPage } from '@store/contracts';

const reviewsOf = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** One page of a product's published reviews with their summary. */
export const listReviews = (productId: string, sort: 'newest' | 'helpful', page: number) =>
  get<ReviewPage>(reviewsOf(productId), { sort, page });
/** The signed-in customer's review of the product, or whether they may write one. */
export const myReview = (productId: string) => get<MyReview>(`${reviewsOf(productId)}/mine`);
export const createReview = (productId: string, body: ReviewInput) =>
  send<Review>('post', reviewsOf(productId), body);
export const updateReview = (id: string, body: ReviewInput) =>
  send<Review>('put', `/api/reviews/${encodeURIComponent(id)}`, body);
/** Marks a review helpful (once; not one's own). */
export const markHelpful = (id: string) =>
  send<HelpfulVote>('post', `/api/reviews/${encodeURIComponent(id)}/helpful`);
