import { adminApi } from '@store/api/admin';
import type { AdminReview } from '@store/contracts';
import { ADMIN_PAGE_SIZE } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { createLoadStore } from '../../lib/load-store.ts';
import { attemptForRow, type Outcome, type PendingRows } from '../../lib/outcome.ts';
import { emptyPage, replaceRow } from '../../lib/page-edits.ts';

/** One page of reviews, hidden ones too, newest first. */
export const useReviewList = createLoadStore(
  ({ page }: ListParams) => adminApi.listAdminReviews({ page, limit: ADMIN_PAGE_SIZE }),
  emptyPage<AdminReview>(),
);

/** Hiding a review; the list shows the server's answer. */
export interface ReviewChangesState extends PendingRows {
  hide: (id: string, reason: string) => Promise<Outcome<AdminReview>>;
}

export const useReviewChanges = create<ReviewChangesState>()((set) => ({
  pending: [],
  hide: async (id, reason) => {
    const outcome = await attemptForRow(
      set,
      id,
      () => adminApi.hideReview(id, reason),
      'Failed to hide review',
    );
    if (outcome.ok) useReviewList.getState().update((page) => replaceRow(page, outcome.value));
    return outcome;
  },
}));
