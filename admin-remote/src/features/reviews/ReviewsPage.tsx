import type { AdminReview } from '@store/contracts';
import { toast } from '@store/ui';
import { useId, useState } from 'react';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { HideReviewDialog } from './HideReviewDialog.tsx';
import { ReviewRow } from './ReviewRow.tsx';
import { useReviewChanges, useReviewList } from './reviews-store.ts';

/** /admin/reviews: every review, hidden ones with their reason; hide one with a reason (docs/product.md §3). */
export function ReviewsPage() {
  const listId = useId();
  const address = useListAddress();
  const list = useLoaded(useReviewList, { page: address.page, search: '' });
  const { items: reviews, total } = list.data;
  const hide = useReviewChanges((state) => state.hide);
  const pending = useReviewChanges((state) => state.pending);
  const [hiding, setHiding] = useState<AdminReview | null>(null);

  async function confirmHide(review: AdminReview, reason: string) {
    const outcome = await hide(review._id, reason);
    if (outcome.ok) toast.success(`The review by ${review.userName} was hidden`);
    else toast.error(outcome.message);
    setHiding(null);
  }

  return (
    <>
      <PageHeader
        title="Reviews"
        summary={!list.error && total > 0 ? `${total} ${total === 1 ? 'review' : 'reviews'}` : undefined}
      />
      <section aria-labelledby={listId}>
        <h2 id={listId} className="sr-only">
          All reviews
        </h2>
        <AdminList noun="reviews" list={list} address={address} rowHeight="h-16" empty="No reviews yet.">
          <AdminTable
            aria-labelledby={listId}
            columns={['Product', 'Author', 'Rating', 'Fit', 'Review', 'Status']}
            withActions
          >
            {reviews.map((review) => (
              <ReviewRow key={review._id} review={review} onHide={setHiding} />
            ))}
          </AdminTable>
        </AdminList>
      </section>
      <HideReviewDialog
        review={hiding}
        busy={hiding !== null && pending.includes(hiding._id)}
        onHide={(reason) => hiding && void confirmHide(hiding, reason)}
        onCancel={() => setHiding(null)}
      />
    </>
  );
}
