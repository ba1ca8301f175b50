import { returnsApi } from '@store/api/returns';
import type { LineItem, Order, ReturnRequest, OrderReturns as Returns } from '@store/contracts';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@store/contracts/return-rules';
import { Button, capitalise, formatDate, useRupees } from '@store/ui';
import { useCallback, useEffect, useState } from 'react';
import { ReturnForm } from './ReturnForm.tsx';
import { RETURN_TEXT, returnTone } from './return-text.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One request: the units, why, what the shopper asked for, and where it stands. */
function RequestRow({ request }: { request: ReturnRequest }) {
  const rupees = useRupees();
  const wanted = request.exchange
    ? `Exchange for size ${request.exchange.size} in ${capitalise(request.exchange.color)}`
    : 'Refund';
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-ink">{`${request.quantity} × ${request.name}`}</p>
        <p className="text-xs text-stone-600">{`${capitalise(request.color)} · Size ${request.size}`}</p>
        <p className="mt-1 text-stone-700">{`Reason: ${RETURN_REASON_LABELS[request.reason]}`}</p>
        <p className="text-stone-700">{wanted}</p>
        {request.status === 'rejected' && request.rejectReason && (
          <p className="text-stone-700">{`Not accepted: ${request.rejectReason}`}</p>
        )}
        {request.status === 'refunded' && request.refundAmount !== null && (
          <p className="text-stone-700">{`Refunded ${rupees(request.refundAmount)}`}</p>
        )}
        <ol className="mt-1 flex flex-wrap gap-x-3 text-xs text-stone-600" aria-label="Steps">
          {request.history.map((step) => (
            <li
              key={`${step.status}-${step.at}`}
            >{`${RETURN_STATUS_LABELS[step.status]} ${formatDate(step.at)}`}</li>
          ))}
        </ol>
      </div>
      <div>
        <StatusBadge tone={returnTone(request.status)}>{RETURN_STATUS_LABELS[request.status]}</StatusBadge>
      </div>
    </li>
  );
}

/**
 * The order page's returns (docs/product.md §2, order details): once the order is delivered, the
 * return window, each request and its step, and 'Return or exchange' for each line with units left
 * to return while the window is open.
 */
export function OrderReturns({ order }: { order: Order }) {
  const [returns, setReturns] = useState<Returns | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const delivered = order.status === 'Delivered';

  const load = useCallback(() => {
    returnsApi.getOrderReturns(order._id).then(
      (value) => {
        setReturns(value);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [order._id]);
  useEffect(() => {
    if (delivered) load();
  }, [delivered, load]);

  if (!delivered) return null;
  const returnable = (returns?.lines ?? []).flatMap((line) => {
    const item = order.orderItems[line.line];
    return item && line.returnable > 0 ? [{ line, item }] : [];
  });
  return (
    <section aria-labelledby="returns-heading" className="mt-8 border-t border-stone-200 pt-6">
      <h3 id="returns-heading" className="text-sm font-semibold text-ink uppercase">
        {RETURN_TEXT.heading}
      </h3>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-rose-800">
          {RETURN_TEXT.loadFailed}
        </p>
      )}
      {returns?.windowClosesAt && (
        <p className="mt-2 text-sm text-stone-700">
          {returns.open
            ? RETURN_TEXT.windowOpen(formatDate(returns.windowClosesAt))
            : RETURN_TEXT.windowClosed(formatDate(returns.windowClosesAt))}
        </p>
      )}
      {returns && returns.requests.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200" aria-label="Your return requests">
          {returns.requests.map((request) => (
            <RequestRow key={request._id} request={request} />
          ))}
        </ul>
      )}
      {returnable.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200" aria-label="Items you can return">
          {returnable.map(({ line, item }) => (
            <ReturnableLine
              key={line.line}
              orderId={order._id}
              item={item}
              line={line}
              open={open === line.line}
              onOpen={() => setOpen(line.line)}
              onClose={() => setOpen(null)}
              onDone={() => {
                setOpen(null);
                load();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReturnableLine({
  orderId,
  item,
  line,
  open,
  onOpen,
  onClose,
  onDone,
}: {
  orderId: string;
  item: LineItem;
  line: Returns['lines'][number];
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <span className="font-medium text-ink">{item.name}</span>
          <span className="block text-xs text-stone-600">{`${capitalise(item.color)} · Size ${item.size}`}</span>
        </span>
        {!open && (
          <Button
            variant="secondary"
            aria-label={`${RETURN_TEXT.start}: ${item.name}, size ${item.size}, ${item.color}`}
            onClick={onOpen}
          >
            {RETURN_TEXT.start}
          </Button>
        )}
      </div>
      {open && <ReturnForm orderId={orderId} item={item} line={line} onDone={onDone} onCancel={onClose} />}
    </li>
  );
}
