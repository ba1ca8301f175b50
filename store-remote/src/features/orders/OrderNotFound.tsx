import { Link } from '@store/router';
import { ORDER_TEXT } from './order-text.ts';

/** 'Order not found' with Go Home (docs/product.md §8). */
export function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">{ORDER_TEXT.notFound}</h1>
      <p className="mt-3 text-stone-700">It may belong to another account, or the link may be mistyped.</p>
      <Link
        to="/"
        className="mt-6 inline-flex h-11 items-center rounded-md bg-ink px-6 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Go Home
      </Link>
    </div>
  );
}
