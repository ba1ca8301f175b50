import { resolveAssetUrl } from '@store/api';
import type { Order } from '@store/contracts';
import { Link, useNavigate } from '@store/router';
import { formatDate, formatRupees, shortId } from '@store/ui';
import { paidLabel } from './order-text.ts';
import { StatusBadge } from './StatusBadge.tsx';

const cell = 'px-4 py-3 align-middle';

/** The orders table (spec §2): a row opens the order; the order id is its keyboard link. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-stone-50 text-xs text-stone-700 uppercase">
          <tr>
            <th scope="col" className={cell}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={cell}>
              Order ID
            </th>
            <th scope="col" className={cell}>
              Created
            </th>
            <th scope="col" className={cell}>
              Shipping Address
            </th>
            <th scope="col" className={cell}>
              Items
            </th>
            <th scope="col" className={cell}>
              Price
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((order) => {
            const first = order.orderItems[0];
            const items = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <tr
                key={order._id}
                onClick={() => navigate(`/order/${order._id}`)}
                className="cursor-pointer hover:bg-stone-50"
              >
                <td className={cell}>
                  {first && (
                    <img
                      src={resolveAssetUrl(first.image)}
                      alt={first.name}
                      width={48}
                      height={60}
                      loading="lazy"
                      className="aspect-[4/5] w-12 rounded bg-stone-100 object-cover"
                    />
                  )}
                </td>
                <td className={`${cell} font-medium text-ink`}>
                  <Link
                    to={`/order/${order._id}`}
                    className="underline underline-offset-2 hover:text-brand-800"
                  >
                    #{shortId(order._id)}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatDate(order.createdAt)}</td>
                <td className={`${cell} text-stone-700`}>
                  {order.shippingAddress.city}, {order.shippingAddress.country}
                </td>
                <td className={`${cell} text-stone-700`}>{items}</td>
                <td className={`${cell} font-medium whitespace-nowrap text-ink`}>
                  {formatRupees(order.totalPrice)}
                </td>
                <td className={cell}>
                  <StatusBadge done={order.isPaid}>{paidLabel(order.isPaid)}</StatusBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
