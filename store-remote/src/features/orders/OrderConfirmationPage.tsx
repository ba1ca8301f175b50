import { checkoutApi } from '@store/api/checkout';
import type { Checkout, Order } from '@store/contracts';
import { awaitingDelivery } from '@store/contracts/order-states';
import { Link, useNavigate, useSearchParams } from '@store/router';
import { formatDate, Skeleton, shortId, toast } from '@store/ui';
import { useEffect } from 'react';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CartSummary } from '../cart/index.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { invoiceTax } from './invoice-tax.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { estimatedDelivery, ORDER_TEXT, paymentBadge } from './order-text.ts';
import { useOrderRecord } from './use-order-record.ts';

const link =
  'inline-flex h-11 items-center rounded-md px-6 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Confirmation {
  checkout: Checkout;
  /** The order the checkout became, as it is now (null before it is placed, or when unreadable). */
  order: Order | null;
}

/** The checkout, then the order it became: the screen tells the order's state as it is now. */
async function loadConfirmation(id: string): Promise<Confirmation> {
  const checkout = await checkoutApi.getCheckout(id);
  const order = checkout.orderId ? await checkoutApi.getOrder(checkout.orderId).catch(() => null) : null;
  return { checkout, order };
}

/** Estimated delivery while on its way, the delivery date once delivered, the state once cancelled. */
function DeliveryNote({ checkout, order }: Confirmation) {
  if (order?.status === 'Cancelled') {
    return (
      <p className="text-sm text-stone-800">
        Status: <strong>Cancelled</strong> · Payment: <strong>{paymentBadge(order, 'Paid').label}</strong>
      </p>
    );
  }
  if (order?.status === 'Delivered' && order.deliveredAt) {
    return (
      <p className="text-sm text-green-800">
        Delivered on <strong>{formatDate(order.deliveredAt)}</strong>
      </p>
    );
  }
  if (order && !awaitingDelivery(order)) return null;
  return (
    <p className="text-sm text-green-800">
      Estimated delivery: <strong>{formatDate(estimatedDelivery(checkout.createdAt))}</strong>
    </p>
  );
}

/**
 * /order-confirmation?orderId={checkout id} (docs/product.md §2, §7: read with GET /api/checkout/{id}).
 * It names the payment method actually used (one of our decisions in docs/product.md §9).
 */
export function OrderConfirmationPage() {
  useDocumentTitle('Order Confirmation');
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const navigate = useNavigate();
  const state = useOrderRecord(orderId, loadConfirmation);

  useEffect(() => {
    if (orderId !== '') return;
    toast.error(ORDER_TEXT.noOrderId);
    navigate('/my-orders', { replace: true });
  }, [orderId, navigate]);

  if (state.status === 'not-found') return <OrderNotFound />;
  if (state.status === 'loading') {
    return (
      <LoadingPlaceholder label="Loading your order" className="mx-auto max-w-4xl space-y-4 px-4 py-10">
        <Skeleton className="mx-auto h-10 w-80" />
        <Skeleton className="h-64 w-full" />
      </LoadingPlaceholder>
    );
  }

  const { checkout, order } = state.value;
  const placed = checkout.isFinalized && checkout.orderId !== null;
  const cancelled = order?.status === 'Cancelled';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className={`text-center text-3xl font-bold ${cancelled ? 'text-ink' : 'text-green-800'}`}>
        {cancelled
          ? 'This order was cancelled'
          : placed
            ? 'Thank You for Your Order!'
            : 'This order is not complete yet'}
      </h1>
      {!placed && (
        <p className="mt-3 text-center text-stone-700">
          {checkout.isPaid
            ? 'Your payment is recorded; the order is still being confirmed.'
            : 'It has not been paid. Your cart still holds the items.'}
        </p>
      )}
      <div className="mt-8 rounded-xl border border-stone-200 p-5 sm:p-8">
        <div className="flex flex-col justify-between gap-3 sm:flex-row">
          <div>
            <h2 className="text-lg font-semibold text-ink">
              Order ID: #{shortId(checkout.orderId ?? checkout._id)}
            </h2>
            <p className="mt-1 text-sm text-stone-600">Order date: {formatDate(checkout.createdAt)}</p>
          </div>
          <DeliveryNote checkout={checkout} order={order} />
        </div>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_300px]">
          <OrderLines items={checkout.checkoutItems} />
          <CartSummary
            subtotal={checkout.subtotal}
            discount={checkout.discount}
            codFee={checkout.codFee ?? 0}
            total={checkout.totalPrice}
            gst={order ? (invoiceTax(order) ?? checkout.gst) : checkout.gst}
          />
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="confirmation-payment">
            <h3 id="confirmation-payment" className="text-sm font-semibold text-ink uppercase">
              Payment
            </h3>
            <p className="mt-2 text-sm text-stone-700">{checkout.paymentMethod}</p>
            <p className="text-sm text-stone-700">
              Status: {order ? paymentBadge(order, 'Paid').label : checkout.isPaid ? 'Paid' : 'Not paid'}
            </p>
          </section>
          <section aria-labelledby="confirmation-delivery">
            <h3 id="confirmation-delivery" className="text-sm font-semibold text-ink uppercase">
              Delivery
            </h3>
            <div className="mt-2">
              <AddressBlock address={checkout.shippingAddress} />
            </div>
          </section>
        </div>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {placed && checkout.orderId && (
          <Link to={`/order/${checkout.orderId}`} className={`${link} bg-ink text-white hover:bg-stone-700`}>
            View Order Details
          </Link>
        )}
        <Link to="/collections/all" className={`${link} border border-stone-300 text-ink hover:bg-stone-100`}>
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
