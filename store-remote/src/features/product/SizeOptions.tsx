import { Link } from '@store/router';
import { cn } from '@store/ui';

/**
 * Size choice; each button is named by its size, and says so when that size has sold out in the
 * chosen colour ("M, sold out in Navy"). A sold-out size stays focusable and choosable, so the
 * shopper hears why it cannot be bought; it is struck through. With `hrefOf` (before the scripts run)
 * each size is a link to the page with it chosen, the chosen one marked current.
 */
export function SizeOptions({
  sizes,
  value,
  onChange,
  hrefOf,
  labelOf,
  isSoldOut,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  hrefOf?: (size: string) => string;
  labelOf: (size: string) => string;
  isSoldOut: (size: string) => boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = isSoldOut(size);
          const label = labelOf(size);
          const named = label === size ? undefined : label;
          const className = cn(
            'inline-flex h-10 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            value === size
              ? 'border-ink bg-ink text-white'
              : 'border-stone-300 text-stone-800 hover:border-stone-500',
            soldOut && 'line-through decoration-2',
            soldOut && value !== size && 'border-dashed bg-stone-50 text-stone-500',
          );
          return hrefOf ? (
            <Link
              key={size}
              to={hrefOf(size)}
              aria-current={value === size ? 'true' : undefined}
              aria-label={named}
              title={named}
              className={className}
            >
              {size}
            </Link>
          ) : (
            <button
              key={size}
              type="button"
              aria-pressed={value === size}
              aria-label={named}
              title={named}
              onClick={() => onChange(size)}
              className={className}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
