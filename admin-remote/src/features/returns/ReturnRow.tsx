import type { AdminReturnRequest } from '@store/contracts';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@store/contracts/return-rules';
import { Button, capitalise, useRupees } from '@store/ui';
import { OrderLink } from '../../components/OrderLink.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { type ReturnStep, useReturnChanges } from './returns-store.ts';

const BADGE: Record<AdminReturnRequest['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  received: 'bg-sky-100 text-sky-900',
  rejected: 'bg-stone-200 text-stone-800',
  refunded: 'bg-emerald-100 text-emerald-900',
  exchange_sent: 'bg-emerald-100 text-emerald-900',
};

/** Where a refund stands at the payment provider; an order not paid online has it recorded only. */
const GATEWAY: Record<NonNullable<AdminReturnRequest['gatewayRefund']>, string> = {
  requested: 'Sent to the payment gateway',
  pending: 'Pending at the payment gateway',
  processed: 'Processed by the payment gateway',
  failed: 'Failed at the payment gateway',
};

interface ReturnRowProps {
  request: AdminReturnRequest;
  onStep: (request: AdminReturnRequest, step: ReturnStep) => void;
  /** Asks for the reason (RejectReturnDialog). */
  onReject: (request: AdminReturnRequest) => void;
}

/** One request of the queue with the steps its status allows. */
export function ReturnRow({ request, onStep, onReject }: ReturnRowProps) {
  const busy = useReturnChanges((state) => state.pending.includes(request._id));
  const dates = useShopDates();
  const rupees = useRupees();
  const item = `${request.name} (${request.size} / ${request.color})`;
  const action = (step: ReturnStep, label: string, name: string) => (
    <Button
      variant="secondary"
      className="flex-1 py-1.5 md:flex-none"
      aria-label={`${name}: ${item}`}
      disabled={busy}
      onClick={() => onStep(request, step)}
    >
      {label}
    </Button>
  );
  const wanted = request.exchange
    ? `Exchange for ${request.exchange.size} / ${capitalise(request.exchange.color)}`
    : `Refund ${rupees(request.refundDue)}`;

  return (
    <tr className={table.row} aria-busy={busy || undefined}>
      <td className={`${table.plainCell} font-medium text-ink`}>
        <span>
          <OrderLink orderId={request.orderId} />
          <span className="block text-xs font-normal text-stone-500">{dates.date(request.createdAt)}</span>
        </span>
      </td>
      <td data-label="Customer" className={table.cell}>
        <span>
          {request.customer.name}
          <span className="block text-xs text-stone-500">{request.customer.email}</span>
        </span>
      </td>
      <td data-label="Item" className={table.cell}>
        <span>
          {`${request.quantity} × ${request.name}`}
          <span className="block text-xs text-stone-500">{`${request.size} / ${capitalise(request.color)}`}</span>
        </span>
      </td>
      <td data-label="Reason" className={`${table.cell} md:max-w-xs`}>
        <span>
          {RETURN_REASON_LABELS[request.reason]}
          {request.note && <span className="block text-xs text-stone-600">{`Note: ${request.note}`}</span>}
        </span>
      </td>
      <td data-label="Wants" className={table.cell}>
        {wanted}
      </td>
      <td data-label="Status" className={table.cell}>
        <span>
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[request.status]}`}
          >
            {RETURN_STATUS_LABELS[request.status]}
          </span>
          {request.status === 'rejected' && request.rejectReason && (
            <span className="mt-1 block text-xs text-stone-600">{`Reason: ${request.rejectReason}`}</span>
          )}
          {request.status === 'refunded' && request.refundAmount !== null && (
            <span className="mt-1 block text-xs text-stone-600">{`Refunded ${rupees(request.refundAmount)}`}</span>
          )}
          {request.status === 'refunded' && (
            <span className="block text-xs text-stone-600">
              {request.gatewayRefund ? GATEWAY[request.gatewayRefund] : 'Not paid online: recorded only'}
            </span>
          )}
        </span>
      </td>
      <RowActions name={`return of ${item}`} busy={busy}>
        {request.status === 'requested' && action('approve', 'Approve', 'Approve the return')}
        {request.status === 'approved' && action('receive', 'Mark received', 'Mark received')}
        {(request.status === 'requested' || request.status === 'approved') && (
          <Button
            variant="danger"
            className="flex-1 py-1.5 md:flex-none"
            aria-label={`Reject the return: ${item}`}
            disabled={busy}
            onClick={() => onReject(request)}
          >
            Reject
          </Button>
        )}
        {request.status === 'received' &&
          (request.resolution === 'refund'
            ? action('refund', `Refund ${rupees(request.refundDue)}`, 'Refund')
            : action('send-exchange', 'Send exchange', 'Send the exchange'))}
      </RowActions>
    </tr>
  );
}
