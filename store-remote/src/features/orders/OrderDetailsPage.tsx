import { checkoutApi } from '@store/api/checkout';
import type { Order } from '@store/contracts';
import { awaitingDelivery } from '@store/contracts/order-states';
import { Link, useParams } from '@store/router';
import { formatDate, Skeleton, shortId } from '@store/ui';
import { useRef, useState } from 'react';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CartSummary } from '../cart/index.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { invoiceTax } from './invoice-tax.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { deliveryBadge, estimatedDelivery, paymentBadge } from './order-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TaxDocuments } from './TaxDocuments.tsx';
import { useOrderRecord } from './use-order-record.ts';

/** When the order comes (or came): delivered on a date, an estimate while on its way, nothing once cancelled. */
function DeliveryDate({ order }: { order: Order }) {
  if (order.status === 'Delivered' && order.deliveredAt) {
    return (
      <div className="flex items-center gap-2">
        <dt className="text-stone-700">Delivered on</dt>
        <dd className="font-medium text-ink">{formatDate(order.deliveredAt)}</dd>
      </div>
    );
  }
  if (!awaitingDelivery(order)) return null;
  return (
    <div className="flex items-center gap-2">
      <dt className="text-stone-700">Estimated delivery</dt>
      <dd className="font-medium text-ink">{formatDate(estimatedDelivery(order.createdAt))}</dd>
    </div>
  );
}

/**
 * /order/{id} (docs/product.md §2): status, payment (with its refund once cancelled), delivery, the
 * delivery date or estimate, the timeline, items and totals, and 'Cancel Order' while Processing.
 */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const state = useOrderRecord(id, checkoutApi.getOrder);
  const [changed, setChanged] = useState<Order | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(state.status === 'ready' ? `Order #${shortId(state.value._id)}` : 'Order Details');

  if (state.status === 'not-found') return <OrderNotFound />;
  if (state.status === 'loading') {
    return (
      <LoadingPlaceholder label="Loading order" className="mx-auto max-w-5xl space-y-4 px-4 py-10">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </LoadingPlaceholder>
    );
  }

  const order = changed?._id === state.value._id ? changed : state.value;
  const payment = paymentBadge(order);
  const delivery = deliveryBadge(order);
  function onChanged(next: Order) {
    setChanged(next);
    // The Cancel Order button is gone: the screen's heading takes the focus.
    heading.current?.focus();
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink sm:text-3xl">
        Order Details
      </h1>
      <div className="mt-6 rounded-xl border border-stone-200 p-5 sm:p-8">
        <div className="flex flex-col justify-between gap-4 sm:flex-row">
          <div>
            <h2 className="text-lg font-semibold text-ink">Order ID: #{shortId(order._id)}</h2>
            <p className="mt-1 text-sm text-stone-600">Placed on {formatDate(order.createdAt)}</p>
            <p className="mt-1 text-sm text-stone-600" aria-live="polite">
              Status: {order.status}
            </p>
            <CancelOrder order={order} onChanged={onChanged} />
          </div>
          <dl className="flex flex-col gap-2 text-sm sm:items-end">
            <div className="flex items-center gap-2">
              <dt className="text-stone-700">Payment</dt>
              <dd>
                <StatusBadge tone={payment.tone}>{payment.label}</StatusBadge>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-stone-700">Delivery</dt>
              <dd>
                <StatusBadge tone={delivery.tone}>{delivery.label}</StatusBadge>
              </dd>
            </div>
            <DeliveryDate order={order} />
          </dl>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-3">
          <OrderTimeline order={order} />
          <section aria-labelledby="payment-info">
            <h3 id="payment-info" className="text-sm font-semibold text-ink uppercase">
              Payment
            </h3>
            <p className="mt-2 text-sm text-stone-700">Method: {order.paymentMethod}</p>
            <p className="text-sm text-stone-700">Status: {paymentBadge(order, 'Paid').label}</p>
          </section>
          <section aria-labelledby="shipping-info">
            <h3 id="shipping-info" className="text-sm font-semibold text-ink uppercase">
              Shipping
            </h3>
            <p className="mt-2 mb-1 text-sm text-stone-700">Method: {order.shippingMethod}</p>
            <AddressBlock address={order.shippingAddress} />
          </section>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
          <section aria-labelledby="items-heading">
            <h3 id="items-heading" className="text-sm font-semibold text-ink uppercase">
              Products
            </h3>
            <OrderLines items={order.orderItems} reviewable={order.status === 'Delivered'} />
          </section>
          <CartSummary
            subtotal={order.subtotal}
            discount={order.discount}
            codFee={order.codFee ?? 0}
            total={order.totalPrice}
            gst={invoiceTax(order)}
          />
        </div>
        <TaxDocuments order={order} />
        <OrderReturns order={order} />
      </div>
      <div className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to="/my-orders" className="font-semibold text-ink underline underline-offset-4">
          Back to My Orders
        </Link>
        <Link
          to={`/order-confirmation?${new URLSearchParams({ orderId: order.checkoutId }).toString()}`}
          className="font-semibold text-ink underline underline-offset-4"
        >
          View order confirmation
        </Link>
      </div>
    </div>
  );
}
