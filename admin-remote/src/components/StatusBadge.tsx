import type { OrderStatus } from '@store/contracts/constants';
import { cn } from '@store/ui';

const tones: Record<OrderStatus, string> = {
  Processing: 'bg-amber-100 text-amber-900',
  Shipped: 'bg-sky-100 text-sky-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-stone-200 text-stone-800',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status])}>
      {status}
    </span>
  );
}
