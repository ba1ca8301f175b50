import { Link } from '@store/router';
import { cn } from '@store/ui';
import type { ReactNode } from 'react';

interface FilterOptionLinkProps {
  /** The view choosing it leads to; null: it would leave no product (shown, not a link). */
  to: string | null;
  /** Whether the view shown has it chosen. */
  chosen: boolean;
  /** The look of the control it stands for: a round radio or a square checkbox. */
  shape: 'radio' | 'checkbox';
  children: ReactNode;
}

/**
 * One filter option as a link to the view it leads to, for a page without scripts (before
 * hydration): drawn like the radio or checkbox that replaces it once the scripts run. Filter views are
 * endless combinations, so crawlers are asked not to follow them (`rel="nofollow"`).
 */
export function FilterOptionLink({ to, chosen, shape, children }: FilterOptionLinkProps) {
  const mark = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-4 w-4 shrink-0 border',
        shape === 'radio' ? 'rounded-full' : 'rounded-sm',
        chosen ? 'border-ink bg-ink shadow-[inset_0_0_0_3px_white]' : 'border-stone-400 bg-white',
      )}
    />
  );
  if (to === null)
    return (
      <span
        aria-disabled="true"
        className="flex cursor-not-allowed items-center gap-3 text-sm text-stone-500"
      >
        {mark}
        {children}
      </span>
    );
  return (
    <Link
      to={to}
      rel="nofollow"
      aria-current={chosen ? 'true' : undefined}
      className="flex items-center gap-3 text-sm text-stone-700 hover:text-ink"
    >
      {mark}
      {children}
    </Link>
  );
}
