import { checkoutApi } from '@store/api';
import { Link, useParams } from '@store/router';
import { formatDate, Skeleton, shortId } from '@store/ui';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CartSummary } from '../cart/index.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { deliveryLabel, estimatedDelivery, paymentLabel } from './order-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useOrderRecord } from './use-order-record.ts';

/** /order/{id} (docs/product.md §2): payment and delivery status, estimated delivery, items and totals. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const state = useOrderRecord(id, checkoutApi.getOrder);
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

  const order = state.value;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Order Details</h1>
      <div className="mt-6 rounded-xl border border-stone-200 p-5 sm:p-8">
        <div className="flex flex-col justify-between gap-4 sm:flex-row">
          <div>
            <h2 className="text-lg font-semibold text-ink">Order ID: #{shortId(order._id)}</h2>
            <p className="mt-1 text-sm text-stone-600">Placed on {formatDate(order.createdAt)}</p>
            <p className="mt-1 text-sm text-stone-600">Status: {order.status}</p>
          </div>
          <dl className="flex flex-col gap-2 text-sm sm:items-end">
            <div className="flex items-center gap-2">
              <dt className="text-stone-700">Payment</dt>
              <dd>
                <StatusBadge done={order.isPaid}>{paymentLabel(order.isPaid)}</StatusBadge>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-stone-700">Delivery</dt>
              <dd>
                <StatusBadge done={order.isDelivered}>{deliveryLabel(order.isDelivered)}</StatusBadge>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="text-stone-700">Estimated delivery</dt>
              <dd className="font-medium text-ink">{formatDate(estimatedDelivery(order.createdAt))}</dd>
            </div>
          </dl>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="payment-info">
            <h3 id="payment-info" className="text-sm font-semibold text-ink uppercase">
              Payment
            </h3>
            <p className="mt-2 text-sm text-stone-700">Method: {order.paymentMethod}</p>
            <p className="text-sm text-stone-700">Status: {order.isPaid ? 'Paid' : 'Unpaid'}</p>
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
            <OrderLines items={order.orderItems} />
          </section>
          <CartSummary subtotal={order.subtotal} discount={order.discount} total={order.totalPrice} />
        </div>
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
