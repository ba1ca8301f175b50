import type { Order } from '@store/contracts';
import type { OrderStatus } from '@store/contracts/constants';
import { paymentLabel } from '@store/contracts/order-states';
import { Link } from '@store/router';
import { Button, cn, shortId, useRupees } from '@store/ui';
import { adminPaths } from '../../app/paths.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { table } from '../../components/table-styles.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { useOrderChanges } from './orders-store.ts';
import { paymentTone } from './payment-tone.ts';
import { completeOffered, StatusSelect } from './StatusSelect.tsx';

interface OrderRowProps {
  order: Order;
  onStatus: (order: Order, status: OrderStatus) => void;
  onDelete: (order: Order) => void;
}

export function OrderRow({ order, onStatus, onDelete }: OrderRowProps) {
  const rupees = useRupees();
  const busy = useOrderChanges((state) => state.pending.includes(order._id));
  const dates = useShopDates();
  const id = shortId(order._id);
  const items = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <tr className={table.row} aria-busy={busy || undefined} data-order-id={order._id}>
      <td data-label="Order ID" className={`${table.cell} md:max-w-56`}>
        <div className="text-right md:text-left">
          <Link
            to={adminPaths.order(order._id)}
            aria-label={`Order #${id}`}
            className="font-mono font-semibold text-ink underline underline-offset-2 hover:text-brand-800"
          >
            #{id}
          </Link>
          <details className="mt-0.5 text-xs text-stone-600">
            <summary className="cursor-pointer select-none hover:text-ink">
              {items} {items === 1 ? 'item' : 'items'}
            </summary>
            <ul className="mt-1 space-y-0.5 text-left">
              {order.orderItems.map((item) => (
                <li key={`${item.productId}-${item.size}-${item.color}`}>
                  {item.name} · {item.size} · {item.color} × {item.quantity}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-left">
              Ship to {order.shippingAddress.firstName} {order.shippingAddress.lastName},{' '}
              {order.shippingAddress.address}, {order.shippingAddress.city} {order.shippingAddress.postalCode}
              , {order.shippingAddress.country}
            </p>
          </details>
        </div>
      </td>
      <td data-label="Customer" className={table.cell}>
        <span className="min-w-0 text-right md:text-left">
          <Link
            to={adminPaths.user(order.user._id)}
            className="block font-medium text-ink underline-offset-2 hover:underline"
          >
            {order.user.name}
          </Link>
          <span className="block break-all text-xs text-stone-500">{order.user.email}</span>
        </span>
      </td>
      <td data-label="Date" className={`${table.cell} whitespace-nowrap`}>
        {dates.date(order.createdAt)}
      </td>
      <td data-label="Total" className={`${table.cell} whitespace-nowrap`}>
        <span className="text-right md:text-left">
          <span className="block font-semibold tabular-nums text-ink">{rupees(order.totalPrice)}</span>
          <span className={cn('text-xs', paymentTone[order.paymentStatus])}>{paymentLabel(order)}</span>
        </span>
      </td>
      <td data-label="Status" className={table.cell}>
        <StatusSelect order={order} busy={busy} onStatus={onStatus} label={`Status of order #${id}`} />
      </td>
      <RowActions name={`order #${id}`} busy={busy} onDelete={() => onDelete(order)}>
        {completeOffered(order) && (
          <Button
            className="flex-1 py-1.5 md:flex-none"
            aria-label={`Complete order #${id}`}
            disabled={busy || order.status === 'Delivered'}
            onClick={() => onStatus(order, 'Delivered')}
          >
            Complete
          </Button>
        )}
      </RowActions>
    </tr>
  );
}
