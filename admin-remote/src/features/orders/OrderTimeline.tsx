import type { Order } from '@store/contracts';
import { orderTimeline, type TimelineEntry } from '@store/contracts/order-states';
import { useId } from 'react';
import { useShopDates } from '../../lib/shop-time.ts';

const whoDid = (entry: TimelineEntry) =>
  entry.by === 'customer' ? ' by the customer' : entry.by === 'admin' ? ' by an admin' : '';

/** The order's timeline from its status history (docs/product.md §2): each step, who did it, when. */
export function OrderTimeline({ order }: { order: Order }) {
  const titleId = useId();
  const dates = useShopDates();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="font-semibold text-ink">
        Timeline
      </h2>
      <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4">
        {orderTimeline(order).map((entry) => (
          <li key={`${entry.event}-${entry.at}`}>
            <p className="text-sm font-medium text-ink">
              {entry.label}
              {whoDid(entry)}
            </p>
            <p className="text-xs text-stone-600">
              <time dateTime={entry.at}>{dates.moment(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
