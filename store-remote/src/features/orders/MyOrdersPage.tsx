import { useDocumentTitle } from '../../components/use-document-title.ts';
import { MyOrders } from './MyOrders.tsx';

/** /my-orders (docs/product.md §2). */
export function MyOrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-ink sm:text-3xl">My Orders</h1>
      <MyOrders />
    </div>
  );
}
