import { cn } from '@store/ui';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5Z';

/** A row of five solid stars in the current text colour (decorative). */
export function Stars({ className }: { className: string }) {
  return (
    <span className={cn('flex gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0"
          fill="currentColor"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
