import type { Order } from '@store/contracts';
import { Link, useNavigate, useParams } from '@store/router';
import { Button, capitalise, Skeleton, shortId, useRupees } from '@store/ui';
import { type ReactNode, useId } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useLoaded } from '../../lib/load-store.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { OrderPayment } from './OrderPayment.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { useOpenOrder, useOrderChanges } from './orders-store.ts';
import { completeOffered, StatusSelect } from './StatusSelect.tsx';
import { TaxDocuments } from './TaxDocuments.tsx';
import { useOrderActions } from './use-order-actions.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The status, its select, Complete and Delete (docs/product.md §2: the list's actions, on one order). */
function StatusActions({ order, onDeleted }: { order: Order; onDeleted: () => void }) {
  const busy = useOrderChanges((state) => state.pending.includes(order._id));
  const dates = useShopDates();
  const actions = useOrderActions(onDeleted);
  const id = shortId(order._id);
  const selectId = useId();
  return (
    <Card title="Status">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <label htmlFor={selectId} className="sr-only">
          Status of order #{id}
        </label>
        <StatusSelect id={selectId} order={order} busy={busy} onStatus={actions.requestStatus} />
        {completeOffered(order) && (
          <Button
            disabled={busy || order.status === 'Delivered'}
            onClick={() => actions.requestStatus(order, 'Delivered')}
          >
            Complete
          </Button>
        )}
        <Button variant="danger" disabled={busy} onClick={() => actions.askDelete(order)}>
          Delete
        </Button>
      </div>
      {order.status === 'Delivered' && order.deliveredAt && (
        <p className="mt-2 text-sm text-stone-700">Delivered on {dates.date(order.deliveredAt)}</p>
      )}
      {actions.dialog}
    </Card>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const rupees = useRupees();
  const navigate = useNavigate();
  const address = order.shippingAddress;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
        <StatusActions order={order} onDeleted={() => navigate(adminPaths.orders)} />
        <Card title="Items">
          <ul className="divide-y divide-stone-100">
            {order.orderItems.map((item) => (
              <li key={`${item.productId}-${item.size}-${item.color}`} className="flex gap-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <Link
                    to={adminPaths.editProduct(item.productId)}
                    className="font-medium break-words text-ink hover:underline"
                  >
                    {item.name}
                  </Link>
                  <p className="text-xs text-stone-600">
                    {item.size} / {capitalise(item.color)}
                    {item.sku ? ` · SKU ${item.sku}` : ''} · {rupees(item.price)} × {item.quantity}
                  </p>
                </div>
                <p className="font-semibold whitespace-nowrap tabular-nums text-ink">
                  {rupees(item.price * item.quantity)}
                </p>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 text-sm">
            <dt className="text-stone-600">Subtotal</dt>
            <dd className="text-right tabular-nums">{rupees(order.subtotal)}</dd>
            {order.discount > 0 && (
              <>
                <dt className="text-stone-600">First-order discount</dt>
                <dd className="text-right tabular-nums">−{rupees(order.discount)}</dd>
              </>
            )}
            <dt className="text-stone-600">Shipping ({order.shippingMethod})</dt>
            <dd className="text-right">Free</dd>
            <dt className="font-semibold text-ink">Total</dt>
            <dd className="text-right font-semibold tabular-nums text-ink">{rupees(order.totalPrice)}</dd>
          </dl>
          {order.status === 'Delivered' && (
            <Link
              to={adminPaths.orderReturns(order._id)}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Returns of this order
            </Link>
          )}
        </Card>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <Card title="Customer">
          <Link
            to={adminPaths.user(order.user._id)}
            className="font-medium text-ink underline underline-offset-2"
          >
            {order.user.name}
          </Link>
          <p className="text-sm break-all text-stone-600">{order.user.email}</p>
        </Card>
        <Card title="Shipping address">
          <address className="text-sm leading-relaxed text-stone-700 not-italic">
            {address.firstName} {address.lastName}
            <br />
            {address.address}
            <br />
            {[address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].join(', ')}
            <br />
            {address.country}
            <br />
            {address.phone}
          </address>
        </Card>
        <OrderPayment order={order} />
        <Card title="Tax documents">
          <TaxDocuments order={order} rupees={rupees} />
        </Card>
        <OrderTimeline order={order} />
      </div>
    </div>
  );
}

/**
 * /admin/orders/{id}: one order's lines and totals, customer, address, payment with its refund
 * state, timeline and status actions (docs/product.md §2).
 */
export function OrderPage() {
  const dates = useShopDates();
  const { id = '' } = useParams();
  const { data, loading, error, retry } = useLoaded(useOpenOrder, id);
  const order = data?._id === id ? data : null;
  const back = (
    <Link to={adminPaths.orders} className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to Order Management
    </Link>
  );
  return (
    <>
      <PageHeader
        title={`Order #${shortId(id)}`}
        summary={order ? `Placed on ${dates.date(order.createdAt)} by ${order.user.name}` : undefined}
        actions={back}
      />
      {error ? (
        <LoadError title="Error loading order" detail={error} onRetry={() => void retry()} />
      ) : loading || order === null ? (
        <div aria-busy="true" className="grid gap-4 lg:grid-cols-3">
          <span className="sr-only">Loading the order…</span>
          <Skeleton className="h-64 lg:col-span-2" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <OrderDetails order={order} />
      )}
    </>
  );
}
