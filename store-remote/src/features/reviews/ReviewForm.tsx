import { errorMessage, resolveAssetUrl } from '@store/api';
import { reviewsApi } from '@store/api/reviews';
import type { Review } from '@store/contracts';
import {
  REVIEW_BODY_MAX,
  REVIEW_FIT_LABELS,
  REVIEW_FITS,
  REVIEW_TITLE_MAX,
  type ReviewFit,
} from '@store/contracts/review-rules';
import { Button } from '@store/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

/** Writes a new review of a delivered product, or edits the shopper's own (docs/product.md §3, Reviews). */
export function ReviewForm({
  productId,
  size,
  existing,
  onSaved,
}: {
  productId: string;
  size: string;
  existing: Review | null;
  onSaved: (review: Review) => void;
}) {
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [fit, setFit] = useState<ReviewFit | null>(existing?.fit ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [photoUrl, setPhotoUrl] = useState<string | null>(existing?.photoUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const bodyId = useId();
  const photoId = useId();

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setProblem(null);
    try {
      setPhotoUrl((await reviewsApi.uploadReviewPhoto(file)).photoUrl);
    } catch (error) {
      setProblem(errorMessage(error, 'Your photo could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) return setProblem('Choose a rating from 1 to 5 stars');
    if (fit === null) return setProblem('Tell other shoppers how it fits');
    setSaving(true);
    setProblem(null);
    try {
      const input = { rating, fit, title, body, photoUrl };
      const saved = existing
        ? await reviewsApi.updateReview(existing._id, input)
        : await reviewsApi.createReview(productId, input);
      onSaved(saved);
    } catch (error) {
      setProblem(errorMessage(error, 'Your review could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-4 rounded-lg border border-stone-200 p-4" noValidate>
      <p className="text-sm text-stone-700">Size bought: {size}</p>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Rating</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {STARS.map((stars) => (
            <label key={stars} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {stars === 1 ? '1 star' : `${stars} stars`}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Fit</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {REVIEW_FITS.map((value) => (
            <label key={value} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="fit"
                value={value}
                checked={fit === value}
                onChange={() => setFit(value)}
              />
              {REVIEW_FIT_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Title"
        value={title}
        maxLength={REVIEW_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div>
        <label htmlFor={bodyId} className="block text-sm font-medium text-ink">
          Review
        </label>
        <textarea
          id={bodyId}
          value={body}
          maxLength={REVIEW_BODY_MAX}
          rows={4}
          onChange={(event) => setBody(event.target.value)}
          className="mt-1.5 block w-full rounded-md border border-stone-300 bg-white p-3 text-base text-ink sm:text-sm"
        />
      </div>
      <div>
        <label htmlFor={photoId} className="block text-sm font-medium text-ink">
          {photoUrl ? 'Replace the photo (optional)' : 'Add a photo (optional)'}
        </label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={uploading}
          onChange={choosePhoto}
          className="mt-1.5 block text-sm"
        />
        {uploading && (
          <p role="status" className="mt-1.5 text-sm text-stone-700">
            Uploading your photo…
          </p>
        )}
        {photoUrl && (
          <div className="mt-2 flex items-end gap-3">
            <img
              src={resolveAssetUrl(photoUrl)}
              alt="Preview for your review"
              width={96}
              height={96}
              className="h-24 w-24 rounded-md object-cover"
            />
            <Button type="button" variant="secondary" onClick={() => setPhotoUrl(null)}>
              Remove photo
            </Button>
          </div>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-800">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={saving || uploading}>
        {existing ? 'Save review' : 'Submit review'}
      </Button>
    </form>
  );
}
