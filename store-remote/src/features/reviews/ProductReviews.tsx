import { errorMessage, resolveAssetUrl } from '@store/api';
import { reviewsApi } from '@store/api/reviews';
import type { MyReview, ReviewPage } from '@store/contracts';
import { REVIEW_FIT_LABELS } from '@store/contracts/review-rules';
import { useAuthStore } from '@store/state';
import { Button, formatDate } from '@store/ui';
import { useEffect, useState } from 'react';
import { Rating } from '../catalog/index.ts';
import { HelpfulButton } from './HelpfulButton.tsx';
import { ReviewForm } from './ReviewForm.tsx';

type Sort = 'newest' | 'helpful';
type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; page: ReviewPage }
  | { status: 'failed'; message: string };

/**
 * The product page's reviews (docs/product.md §3, Reviews): average, distribution by stars, the fit
 * summary, the published reviews newest or most helpful first, 5 a page, and the signed-in buyer's
 * form. Loaded in a chunk of its own when the shopper scrolls to it (ProductPage's ReviewsWhenNear).
 */
export function ProductReviews({ productId, productName }: { productId: string; productName: string }) {
  const signedIn = useAuthStore((state) => state.user !== null);
  const [sort, setSort] = useState<Sort>('newest');
  const [pageNumber, setPageNumber] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [mine, setMine] = useState<MyReview | null>(null);
  const [writing, setWriting] = useState(false);
  const [version, setVersion] = useState(0);
  const [thanks, setThanks] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved review (version) reads the page again
  useEffect(() => {
    let live = true;
    reviewsApi.listReviews(productId, sort, pageNumber).then(
      (page) => live && setLoaded({ status: 'ready', page }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorMessage(error, 'Reviews could not be loaded.') }),
    );
    return () => {
      live = false;
    };
  }, [productId, sort, pageNumber, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved review (version) reads it again
  useEffect(() => {
    if (!signedIn) return setMine(null);
    let live = true;
    reviewsApi.myReview(productId).then(
      (answer) => live && setMine(answer),
      () => live && setMine(null),
    );
    return () => {
      live = false;
    };
  }, [productId, signedIn, version]);

  return (
    <section aria-labelledby="reviews-heading" className="mt-16">
      <h2 id="reviews-heading" className="text-2xl font-bold text-ink">
        Customer Reviews
      </h2>
      {loaded.status === 'failed' && (
        <p role="alert" className="mt-4 text-sm text-rose-800">
          {loaded.message}
        </p>
      )}
      {loaded.status === 'ready' && <Summary page={loaded.page} />}
      {thanks && (
        <p role="status" className="mt-4 text-sm text-emerald-800">
          Thank you! Your review is published.
        </p>
      )}
      {mine && (mine.canReview || mine.review) && mine.size !== null && (
        <div className="mt-6">
          {!writing && (
            <Button variant="secondary" onClick={() => setWriting(true)}>
              {mine.review ? 'Edit your review' : 'Write a review'}
            </Button>
          )}
          {writing && (
            <ReviewForm
              productId={productId}
              size={mine.size}
              existing={mine.review}
              onSaved={() => {
                setWriting(false);
                setThanks(true);
                setVersion((value) => value + 1);
              }}
            />
          )}
        </div>
      )}
      {loaded.status === 'ready' && loaded.page.summary.count > 0 && (
        <>
          <label className="mt-8 flex items-center gap-2 text-sm text-stone-700">
            Sort reviews
            <select
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as Sort);
                setPageNumber(1);
              }}
              className="rounded-md border border-stone-300 bg-white px-2 py-1"
            >
              <option value="newest">Newest</option>
              <option value="helpful">Most helpful</option>
            </select>
          </label>
          <ul className="mt-4 divide-y divide-stone-200">
            {loaded.page.reviews.map((review) => (
              <li key={review._id} className="py-5">
                <h3 className="font-semibold text-ink">{review.title}</h3>
                <Rating rating={review.rating} className="mt-1" />
                <p className="mt-1 text-xs text-stone-600">
                  {review.userName} · Size {review.size} · {REVIEW_FIT_LABELS[review.fit]} ·{' '}
                  {formatDate(review.createdAt)} · Verified purchase
                </p>
                <p className="mt-2 text-sm whitespace-pre-line text-stone-800">{review.body}</p>
                {review.photoUrl && (
                  <img
                    src={resolveAssetUrl(review.photoUrl)}
                    alt={`${productName}, as shared by ${review.userName}`}
                    loading="lazy"
                    decoding="async"
                    width={160}
                    height={160}
                    className="mt-3 h-40 w-40 rounded-md object-cover"
                  />
                )}
                <HelpfulButton
                  key={`${review._id}-${review.helpfulCount}`}
                  review={review}
                  canVote={signedIn && mine?.review?._id !== review._id}
                />
              </li>
            ))}
          </ul>
          {loaded.page.pages > 1 && (
            <nav aria-label="Review pages" className="mt-4 flex items-center gap-4 text-sm">
              <Button
                variant="secondary"
                disabled={pageNumber <= 1}
                onClick={() => setPageNumber(pageNumber - 1)}
              >
                Previous
              </Button>
              <span>
                Page {loaded.page.page} of {loaded.page.pages}
              </span>
              <Button
                variant="secondary"
                disabled={pageNumber >= loaded.page.pages}
                onClick={() => setPageNumber(pageNumber + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function Summary({ page }: { page: ReviewPage }) {
  const { summary } = page;
  if (summary.count === 0) return <p className="mt-4 text-sm text-stone-700">No reviews yet</p>;
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-[auto_1fr]">
      <div>
        <p className="text-3xl font-bold text-ink">{summary.average.toFixed(1)} out of 5</p>
        <Rating rating={summary.average} reviews={summary.count} className="mt-1" />
      </div>
      <div>
        <ul aria-label="Ratings by stars" className="space-y-1 text-sm">
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            return (
              <li key={stars} className="flex items-center gap-2">
                <span className="w-14">{stars === 1 ? '1 star' : `${stars} stars`}</span>
                <span className="h-2 flex-1 rounded bg-stone-200" aria-hidden="true">
                  <span
                    className="block h-2 rounded bg-brand-500"
                    style={{ width: `${(n / summary.count) * 100}%` }}
                  />
                </span>
                <span className="w-8 text-right">{n}</span>
              </li>
            );
          })}
        </ul>
        {summary.fitSummary && <p className="mt-3 text-sm font-medium text-ink">{summary.fitSummary}</p>}
      </div>
    </div>
  );
}
