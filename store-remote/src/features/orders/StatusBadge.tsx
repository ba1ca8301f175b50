import { cn } from '@store/ui';

/** A coloured pill: green once done (Paid, Approved, Delivered), amber while pending. */
export function StatusBadge({ done, children }: { done: boolean; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        done ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {children}
    </span>
  );
}
