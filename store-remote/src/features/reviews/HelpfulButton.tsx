import { errorMessage, toApiError } from '@store/api';
import { reviewsApi } from '@store/api/reviews';
import type { Review } from '@store/contracts';
import { Button } from '@store/ui';
import { useState } from 'react';

const peopleFound = (count: number) => `${count} ${count === 1 ? 'person' : 'people'} found this helpful`;

/**
 * A review's helpful votes (docs/product.md §3, Reviews): a signed-in shopper marks someone else's
 * review helpful once; guests and the author see the count only.
 */
export function HelpfulButton({ review, canVote }: { review: Review; canVote: boolean }) {
  const [count, setCount] = useState(review.helpfulCount);
  const [state, setState] = useState<'idle' | 'sending' | 'voted'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  if (!canVote) {
    return count > 0 ? <p className="mt-2 text-xs text-stone-600">{peopleFound(count)}</p> : null;
  }

  async function vote() {
    setState('sending');
    setProblem(null);
    try {
      setCount((await reviewsApi.markHelpful(review._id)).helpfulCount);
      setState('voted');
    } catch (error) {
      // 409: this shopper's vote is already counted (another tab, an earlier visit).
      if (toApiError(error).status === 409) return setState('voted');
      setState('idle');
      setProblem(errorMessage(error, 'Your vote could not be saved.'));
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-xs">
      <Button
        variant="secondary"
        className="px-3 py-1 text-xs"
        disabled={state !== 'idle'}
        busy={state === 'sending'}
        onClick={() => void vote()}
      >
        {state === 'voted' ? `You found this helpful (${count})` : `Helpful (${count})`}
      </Button>
      {problem && (
        <span role="alert" className="text-rose-800">
          {problem}
        </span>
      )}
    </div>
  );
}
