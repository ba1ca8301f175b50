import { cn } from '@store/ui';
import type { Tone } from './order-text.ts';

const tones: Record<Tone, string> = {
  done: 'bg-green-100 text-green-900',
  waiting: 'bg-amber-100 text-amber-900',
  stopped: 'bg-stone-200 text-stone-800',
};

/** A coloured pill: green once done (Approved, Delivered), amber while waiting, grey when stopped (Cancelled). */
export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {children}
    </span>
  );
}
