import type { Page } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { AdminReturnRequest } from '@store/contracts';
import type { ReturnStatus } from '@store/contracts/return-rules';
import { create } from 'zustand';
import { createLoadStore } from '../../lib/load-store.ts';
import { attemptForRow, type Outcome, type PendingRows } from '../../lib/outcome.ts';
import { emptyPage, replaceRow } from '../../lib/page-edits.ts';

export interface ReturnListQuery {
  page: number;
  status: ReturnStatus | '';
  orderId: string;
}

/** One page of return requests, newest first, by status or order. */
export const useReturnList = createLoadStore(
  async ({ page, status, orderId }: ReturnListQuery): Promise<Page<AdminReturnRequest>> => {
    const answer = await adminApi.listAdminReturns({
      page,
      ...(status && { status }),
      ...(orderId && { orderId }),
    });
    return { items: answer.returns, total: answer.total };
  },
  emptyPage<AdminReturnRequest>(),
);

export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund' | 'send-exchange';

/** The steps of the queue; the list shows the server's answer. */
export interface ReturnChangesState extends PendingRows {
  step: (id: string, step: ReturnStep, reason?: string) => Promise<Outcome<AdminReturnRequest>>;
}

export const useReturnChanges = create<ReturnChangesState>()((set) => ({
  pending: [],
  step: async (id, step, reason) => {
    const outcome = await attemptForRow(
      set,
      id,
      () => adminApi.returnStep(id, step, reason),
      'Failed to update the return',
    );
    if (outcome.ok) useReturnList.getState().update((page) => replaceRow(page, outcome.value));
    return outcome;
  },
}));
