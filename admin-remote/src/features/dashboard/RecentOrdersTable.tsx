import type { Order } from '@store/contracts';
import { Link } from '@store/router';
import { useRupees } from '@store/ui';
import { useId } from 'react';
import { adminPaths } from '../../app/paths.ts';
import { AdminTable } from '../../components/AdminTable.tsx';
import { OrderLink } from '../../components/OrderLink.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { table } from '../../components/table-styles.ts';
import { useShopDates } from '../../lib/shop-time.ts';

export function RecentOrdersTable({ orders }: { orders: Order[] }) {
  const rupees = useRupees();
  const dates = useShopDates();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-ink">
        Recent Orders
      </h2>
      <div className={table.frame}>
        {orders.length === 0 ? (
          <p className="p-6 text-center text-stone-600">No recent Orders found.</p>
        ) : (
          <AdminTable
            aria-labelledby={titleId}
            columns={['Order ID', 'User', 'Date', 'Total Price', 'Status']}
          >
            {orders.map((order) => (
              <tr key={order._id} className={table.row}>
                <td data-label="Order ID" className={table.cell}>
                  <OrderLink orderId={order._id} />
                </td>
                <td data-label="User" className={table.cell}>
                  <Link to={adminPaths.user(order.user._id)} className="underline-offset-2 hover:underline">
                    {order.user.name}
                  </Link>
                </td>
                <td data-label="Date" className={table.cell}>
                  {dates.date(order.createdAt)}
                </td>
                <td data-label="Total Price" className={`${table.cell} tabular-nums`}>
                  {rupees(order.totalPrice)}
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
