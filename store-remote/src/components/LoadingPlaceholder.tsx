import type { ReactNode } from 'react';

/**
 * Skeletons standing in for content while it loads: the region is busy, and a screen reader hears
 * the label once.
 */
export function LoadingPlaceholder({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
