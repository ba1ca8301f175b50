import { Link } from '@store/router';
import { Button, Skeleton } from '@store/ui';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { ORDER_TEXT } from './order-text.ts';
import { useMyOrders } from './use-my-orders.ts';

/** The shopper's orders with their loading, error (Retry) and empty states (docs/product.md §8). */
export function MyOrders() {
  const { state, reload } = useMyOrders();
  if (state.status === 'loading') {
    return (
      <LoadingPlaceholder label="Loading orders" className="space-y-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-6 text-center">
        <p className="text-rose-900">
          {ORDER_TEXT.errorLoading} {state.message}
        </p>
        <Button variant="secondary" className="mt-4" onClick={reload}>
          Retry
        </Button>
      </div>
    );
  }
  if (state.orders.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 p-10 text-center">
        <p className="text-lg font-semibold text-ink">{ORDER_TEXT.noOrders}</p>
        <p className="mt-2 text-stone-600">When you place an order it will show up here.</p>
        <Link
          to="/collections/all"
          className="mt-5 inline-flex h-10 items-center rounded-md bg-ink px-5 text-sm font-semibold text-white hover:bg-stone-700"
        >
          Start Shopping
        </Link>
      </div>
    );
  }
  return <OrdersTable orders={state.orders} />;
}
