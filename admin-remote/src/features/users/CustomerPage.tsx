import type { AdminCustomer } from '@store/contracts';
import { paymentLabel } from '@store/contracts/order-states';
import { Link, useParams } from '@store/router';
import { cn, Skeleton, useRupees } from '@store/ui';
import { useId } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { OrderLink } from '../../components/OrderLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { table } from '../../components/table-styles.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { useShopDates } from '../../lib/shop-time.ts';
import { paymentTone } from '../orders/index.ts';
import { useCustomer } from './users-store.ts';

function CustomerOrders({ customer }: { customer: AdminCustomer }) {
  const rupees = useRupees();
  const dates = useShopDates();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-ink">
        Orders
      </h2>
      <div className={table.frame}>
        {customer.orders.length === 0 ? (
          <p className="p-6 text-center text-stone-600">No orders yet.</p>
        ) : (
          <AdminTable
            aria-labelledby={titleId}
            columns={['Order ID', 'Date', 'Items', 'Total', 'Payment', 'Status']}
          >
            {customer.orders.map((order) => (
              <tr key={order._id} className={table.row}>
                <td data-label="Order ID" className={table.cell}>
                  <OrderLink orderId={order._id} />
                </td>
                <td data-label="Date" className={`${table.cell} whitespace-nowrap`}>
                  {dates.date(order.createdAt)}
                </td>
                <td data-label="Items" className={table.cell}>
                  {order.orderItems.reduce((sum, item) => sum + item.quantity, 0)}
                </td>
                <td data-label="Total" className={`${table.cell} tabular-nums`}>
                  {rupees(order.totalPrice)}
                </td>
                <td data-label="Payment" className={table.cell}>
                  <span className={cn('text-sm font-medium', paymentTone[order.paymentStatus])}>
                    {paymentLabel(order)}
                  </span>
                </td>
                <td data-label="Status" className={table.cell}>
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </section>
  );
}

/**
 * /admin/users/{id}: one customer, their orders (newest first, each linking to its page) and what
 * they add up to (docs/product.md §2).
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const dates = useShopDates();
  const rupees = useRupees();
  const { data, loading, error, retry } = useLoaded(useCustomer, id);
  const customer = data?.user._id === id ? data : null;
  const back = (
    <Link to={adminPaths.users} className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to User Management
    </Link>
  );
  return (
    <>
      <PageHeader title={customer?.user.name ?? 'Customer'} summary={customer?.user.email} actions={back} />
      {error ? (
        <LoadError title="Error loading customer" detail={error} onRetry={() => void retry()} />
      ) : loading || customer === null ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading the customer…</span>
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <dl className="grid gap-4 sm:grid-cols-4">
            {[
              ['Role', customer.user.role === 'admin' ? 'Admin' : 'Customer'],
              ['Joined', dates.date(customer.user.createdAt)],
              ['Orders', String(customer.totalOrders)],
              ['Spent', rupees(customer.totalSpent)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-stone-600">Spent counts the orders that are not cancelled.</p>
          <CustomerOrders customer={customer} />
        </div>
      )}
    </>
  );
}
