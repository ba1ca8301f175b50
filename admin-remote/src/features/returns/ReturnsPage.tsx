import type { AdminReturnRequest } from '@store/contracts';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@store/contracts/return-rules';
import { Link } from '@store/router';
import { shortId, toast } from '@store/ui';
import { useId, useState } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { RejectReturnDialog } from './RejectReturnDialog.tsx';
import { ReturnRow } from './ReturnRow.tsx';
import { type ReturnStep, useReturnChanges, useReturnList } from './returns-store.ts';

const DONE: Record<ReturnStep, string> = {
  approve: 'approved',
  reject: 'rejected',
  receive: 'marked received',
  refund: 'refunded',
  'send-exchange': 'sent as an exchange',
};

const isStatus = (value: string | null): value is ReturnStatus =>
  RETURN_STATUSES.includes(value as ReturnStatus);

/**
 * /admin/returns (docs/product.md §2): the returns queue, newest first, by status (`?status=`) or
 * order (`?order=`): approve, reject with a reason, mark received, refund, send the exchange.
 */
export function ReturnsPage() {
  const listId = useId();
  const address = useListAddress();
  const statusParam = address.params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const orderId = address.params.get('order') ?? '';
  const list = useLoaded(useReturnList, { page: address.page, status, orderId });
  const { items: returns, total } = list.data;
  const step = useReturnChanges((state) => state.step);
  const pending = useReturnChanges((state) => state.pending);
  const [rejecting, setRejecting] = useState<AdminReturnRequest | null>(null);

  async function run(request: AdminReturnRequest, name: ReturnStep, reason?: string) {
    const outcome = await step(request._id, name, reason);
    if (outcome.ok) toast.success(`The return of ${request.name} was ${DONE[name]}`);
    else toast.error(outcome.message);
  }

  return (
    <>
      <PageHeader
        title="Returns"
        summary={!list.error && total > 0 ? `${total} ${total === 1 ? 'return' : 'returns'}` : undefined}
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => address.goTo({ status: event.target.value || undefined })}
          className="w-full sm:w-56"
        >
          <option value="">All statuses</option>
          {RETURN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RETURN_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {orderId && (
          <p className="text-sm text-stone-700">
            {`Order #${shortId(orderId)} only. `}
            <Link to={adminPaths.returns} className="font-semibold underline underline-offset-2">
              Show every order
            </Link>
          </p>
        )}
      </div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="sr-only">
          Return requests
        </h2>
        <AdminList noun="returns" list={list} address={address} rowHeight="h-16" empty="No returns yet.">
          <AdminTable
            aria-labelledby={listId}
            columns={['Order', 'Customer', 'Item', 'Reason', 'Wants', 'Status']}
            withActions
          >
            {returns.map((request) => (
              <ReturnRow
                key={request._id}
                request={request}
                onStep={(chosen, name) => void run(chosen, name)}
                onReject={setRejecting}
              />
            ))}
          </AdminTable>
        </AdminList>
      </section>
      <RejectReturnDialog
        request={rejecting}
        busy={rejecting !== null && pending.includes(rejecting._id)}
        onReject={(reason) => {
          if (!rejecting) return;
          void run(rejecting, 'reject', reason).then(() => setRejecting(null));
        }}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
