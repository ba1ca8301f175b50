import { adminApi } from '@store/api/admin';
import type { AdminOrderPayment, Order } from '@store/contracts';
import { CASH_ON_DELIVERY } from '@store/contracts/constants';
import { paymentLabel } from '@store/contracts/order-states';
import { Button, cn, shortId, toast } from '@store/ui';
import { useEffect, useId, useState } from 'react';
import { useShopDates } from '../../lib/shop-time.ts';
import { GatewayDetails } from './GatewayDetails.tsx';
import { useOrderChanges } from './orders-store.ts';
import { paymentTone } from './payment-tone.ts';

/**
 * The order's payment: method, state ('Paid', 'Refund pending', 'Refunded') with its dates, its
 * attempts and refunds at the payment gateway (issue 21), and 'Mark refund as done' while a
 * cancelled order's refund is pending and no gateway refunds it (docs/product.md §4): a refund
 * through the gateway reads Refunded once the gateway confirms it. A Cash on Delivery order not paid
 * yet offers 'Record cash received' while Processing or Shipped (delivering it also makes it paid).
 */
export function OrderPayment({ order }: { order: Order }) {
  const titleId = useId();
  const busy = useOrderChanges((state) => state.pending.includes(order._id));
  const dates = useShopDates();
  const markRefunded = useOrderChanges((state) => state.markRefunded);
  const recordCash = useOrderChanges((state) => state.recordCash);
  const [details, setDetails] = useState<AdminOrderPayment | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again whenever the order changes (a cancel starts a refund, the gateway settles it)
  useEffect(() => {
    let current = true;
    adminApi.getAdminOrderPayment(order._id).then(
      (answer) => {
        if (current) setDetails(answer);
      },
      () => {
        if (current) setDetails(null);
      },
    );
    return () => {
      current = false;
    };
  }, [order._id, order.updatedAt, order.status, order.paymentStatus]);

  async function refund() {
    const outcome = await markRefunded(order._id);
    if (outcome.ok) toast.success(`Order #${shortId(order._id)} is refunded`);
    else toast.error(outcome.message);
  }

  async function cashReceived() {
    const outcome = await recordCash(order._id);
    if (outcome.ok) toast.success(`Cash received: order #${shortId(order._id)} is paid`);
    else toast.error(outcome.message);
  }

  const cashToCollect =
    order.paymentMethod === CASH_ON_DELIVERY &&
    order.paymentStatus === 'pending' &&
    (order.status === 'Processing' || order.status === 'Shipped');

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="font-semibold text-ink">
        Payment
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Method</dt>
        <dd className="text-ink">{order.paymentMethod}</dd>
        <dt className="text-stone-600">State</dt>
        <dd className={cn('font-semibold', paymentTone[order.paymentStatus])}>{paymentLabel(order)}</dd>
        {order.paidAt && (
          <>
            <dt className="text-stone-600">Paid on</dt>
            <dd className="text-ink">{dates.date(order.paidAt)}</dd>
          </>
        )}
        {order.refundedAt && (
          <>
            <dt className="text-stone-600">Refunded on</dt>
            <dd className="text-ink">{dates.date(order.refundedAt)}</dd>
          </>
        )}
      </dl>
      {details && <GatewayDetails details={details} />}
      {order.paymentStatus === 'refund_pending' && details && !details.manualRefund && (
        <p className="mt-4 text-xs text-stone-600">
          The refund goes back through the payment gateway: the payment reads Refunded once the gateway
          confirms it.
        </p>
      )}
      {cashToCollect && (
        <div className="mt-4">
          <p className="text-xs text-stone-600">
            Once the cash is with you, record it: the order is paid and keeps its status. Marking it Delivered
            does the same.
          </p>
          <Button className="mt-2" busy={busy} onClick={() => void cashReceived()}>
            Record cash received
          </Button>
        </div>
      )}
      {order.paymentStatus === 'refund_pending' && details?.manualRefund && (
        <div className="mt-4">
          <p className="text-xs text-stone-600">
            Once the money is back with the customer, mark the refund as done. The customer gets a mail.
          </p>
          <Button className="mt-2" busy={busy} onClick={() => void refund()}>
            Mark refund as done
          </Button>
        </div>
      )}
    </section>
  );
}
