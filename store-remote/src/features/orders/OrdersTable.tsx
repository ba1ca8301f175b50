import { resolveAssetUrl } from '@store/api';
import type { Order } from '@store/contracts';
import { Link, useNavigate } from '@store/router';
import { formatDate, shortId, useRupees } from '@store/ui';
import { paymentBadge, statusTone } from './order-text.ts';
import { StatusBadge } from './StatusBadge.tsx';

const cell = 'px-4 py-3 align-middle max-sm:p-0';

/** The orders table (docs/product.md §2): a row opens the order; the order id is its keyboard link. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const rupees = useRupees();
  const navigate = useNavigate();
  return (
    <div className="rounded-xl border border-stone-200 sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[640px]">
        <thead className="bg-stone-50 text-xs text-stone-700 uppercase max-sm:hidden">
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
        <tbody className="divide-y divide-stone-200 max-sm:block">
          {orders.map((order) => {
            const first = order.orderItems[0];
            const items = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <tr
                key={order._id}
                onClick={(event) => {
                  // The order id is a link of its own; a click on it must not navigate twice.
                  if (!(event.target instanceof Element && event.target.closest('a')))
                    navigate(`/order/${order._id}`);
                }}
                className="cursor-pointer hover:bg-stone-50 max-sm:grid max-sm:grid-cols-[3.5rem_1fr_auto] max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:px-4 max-sm:py-3"
              >
                <td className={`${cell} max-sm:row-span-3`}>
                  {first && (
                    <img
                      src={resolveAssetUrl(first.image)}
                      alt={first.name}
                      width={48}
                      height={60}
                      loading="lazy"
                      className="aspect-[4/5] w-12 min-w-12 rounded bg-stone-100 object-cover"
                    />
                  )}
                </td>
                <td className={`${cell} font-medium text-ink max-sm:col-start-2 max-sm:row-start-1`}>
                  <Link
                    to={`/order/${order._id}`}
                    className="underline underline-offset-2 hover:text-brand-800"
                  >
                    #{shortId(order._id)}
                  </Link>
                </td>
                <td
                  className={`${cell} whitespace-nowrap text-stone-700 max-sm:col-start-2 max-sm:row-start-2`}
                >
                  {formatDate(order.createdAt)}
                </td>
                <td className={`${cell} text-stone-700 max-sm:col-start-2 max-sm:row-start-3`}>
                  {order.shippingAddress.city}, {order.shippingAddress.country}
                </td>
                <td className={`${cell} text-stone-700 max-sm:hidden`}>{items}</td>
                <td
                  className={`${cell} font-medium whitespace-nowrap text-ink max-sm:col-start-3 max-sm:row-start-1 max-sm:text-right`}
                >
                  {rupees(order.totalPrice)}
                </td>
                <td
                  className={`${cell} max-sm:col-start-3 max-sm:row-start-2 max-sm:row-span-2 max-sm:text-right`}
                >
                  <StatusBadge tone={statusTone(order)}>{order.status}</StatusBadge>
                  <span className="mt-0.5 block text-xs text-stone-600">
                    {paymentBadge(order, 'Paid').label}
                  </span>
                  <span className="block text-xs text-stone-600">{order.paymentMethod}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
