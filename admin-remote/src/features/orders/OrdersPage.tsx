import {
  ADMIN_PAYMENT_FILTERS,
  type AdminPaymentFilter,
  ORDER_STATUSES,
  type OrderStatus,
} from '@store/contracts/constants';
import { PAYMENT_LABELS } from '@store/contracts/order-states';
import { useRupees } from '@store/ui';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { OrderRow } from './OrderRow.tsx';
import { useOrderList } from './orders-store.ts';
import { useOrderActions } from './use-order-actions.tsx';

/** A known status, or '' (all statuses) for anything else. */
function toStatus(value: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((known) => known === value) ?? '';
}

/** The choices of 'Show orders with payment': the payment states, 'COD to collect' and 'Refund failed'. */
const PAYMENT_FILTER_LABELS: Record<AdminPaymentFilter, string> = {
  ...PAYMENT_LABELS,
  cod_to_collect: 'COD to collect',
  refund_failed: 'Refund failed',
};

/** A known payment state (or COD to collect), or '' (all) for anything else. */
function toPayment(value: string | null): AdminPaymentFilter | '' {
  return ADMIN_PAYMENT_FILTERS.find((known) => known === value) ?? '';
}

/** /admin/orders: every order, status changes, Complete (sets Delivered) and delete (docs/product.md §2, §4). */
export function OrdersPage() {
  const rupees = useRupees();
  const address = useListAddress();
  const { page, search, goTo } = address;
  const status = toStatus(address.params.get('status'));
  const payment = toPayment(address.params.get('payment'));
  const list = useLoaded(useOrderList, { page, search, status, payment });
  const { items: orders, total: totalOrders, totalSales } = list.data;
  const actions = useOrderActions();
  const filtered = search !== '' || status !== '' || payment !== '';

  return (
    <>
      <PageHeader
        title="Order Management"
        summary={
          !list.error && totalOrders > 0
            ? `${totalOrders} ${totalOrders === 1 ? 'order' : 'orders'} · ${rupees(totalSales)} in sales`
            : undefined
        }
      />
      <AdminList
        noun="orders"
        list={list}
        address={address}
        searchPlaceholder="Order id, name or email"
        filters={
          <>
            <label htmlFor="admin-order-status" className="sr-only">
              Show orders with status
            </label>
            <select
              id="admin-order-status"
              value={status}
              onChange={(event) => goTo({ status: toStatus(event.target.value) })}
              className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand-700"
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
            <label htmlFor="admin-order-payment" className="sr-only">
              Show orders with payment
            </label>
            <select
              id="admin-order-payment"
              value={payment}
              onChange={(event) => goTo({ payment: toPayment(event.target.value) })}
              className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand-700"
            >
              <option value="">All payments</option>
              {ADMIN_PAYMENT_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {PAYMENT_FILTER_LABELS[option]}
                </option>
              ))}
            </select>
          </>
        }
        rowHeight="h-14"
        empty={filtered ? 'No orders match these filters.' : 'No Orders Available'}
      >
        <AdminTable
          aria-label="Orders"
          columns={['Order ID', 'Customer', 'Date', 'Total', 'Status']}
          withActions
        >
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              onStatus={actions.requestStatus}
              onDelete={actions.askDelete}
            />
          ))}
        </AdminTable>
      </AdminList>
      {actions.dialog}
    </>
  );
}
