import type { Order } from '@store/contracts';
import { orderTimeline, type TimelineEntry } from '@store/contracts/order-states';
import { cn } from '@store/ui';
import { useId } from 'react';
import { ORDER_TEXT } from './order-text.ts';

/** '1 Mar 2025, 2:30 pm' in the shopper's time zone (made per call: it follows the zone in force). */
export const formatMoment = (at: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** What the shopper reads for a step: a cancel of their own says so. */
const labelOf = (entry: TimelineEntry) =>
  entry.event === 'cancelled' && entry.by === 'customer' ? 'Cancelled by you' : entry.label;

/**
 * The order's timeline from the status history the server records (docs/product.md §2): placed,
 * shipped, delivered, cancelled, refunded, each with its time, oldest first.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const headingId = useId();
  const entries = orderTimeline(order);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink uppercase">
        {ORDER_TEXT.timeline}
      </h3>
      <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4">
        {entries.map((entry, index) => (
          <li key={`${entry.event}-${entry.at}`} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full',
                entry.event === 'cancelled' || entry.event === 'refunded' ? 'bg-stone-500' : 'bg-green-700',
                index === entries.length - 1 && 'ring-4 ring-stone-100',
              )}
            />
            <p className="text-sm font-medium text-ink">{labelOf(entry)}</p>
            <p className="text-xs text-stone-600">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
