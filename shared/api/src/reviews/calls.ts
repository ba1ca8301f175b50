import { ApiError, apiUrl, get, getApiConfig, NETWORK_ERROR_MESSAGE, send } from '@store/api';
import type {
  HelpfulVote,
  MyReview,
  Review,
  ReviewInput,
  ReviewPage,
  ReviewPhotoResponse,
} from '@store/contracts';

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

/** POST /api/reviews/photos as multipart (field `image`): answers the URL to send as the review's photoUrl. */
export async function uploadReviewPhoto(file: Blob): Promise<ReviewPhotoResponse> {
  const form = new FormData();
  form.append('image', file);
  const token = getApiConfig().getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/reviews/photos'), {
      method: 'POST',
      body: form,
      ...(token && { headers: { Authorization: `Bearer ${token}` } }),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, false);
  }
  const body = (await response.json().catch(() => null)) as
    | (Partial<ReviewPhotoResponse> & { message?: unknown })
    | null;
  if (response.ok && typeof body?.photoUrl === 'string') return { photoUrl: body.photoUrl };
  const message = typeof body?.message === 'string' ? body.message : null;
  throw new ApiError(
    response.status,
    message ?? `Upload failed with status ${response.status}`,
    message !== null,
  );
}
