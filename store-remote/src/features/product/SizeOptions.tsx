import { cn } from '@store/ui';

/**
 * Size choice; each button is named by its size, and says so when that size has sold out in the
 * chosen colour ("M, sold out in Navy"). A sold-out size stays focusable and choosable, so the
 * shopper hears why it cannot be bought; it is struck through.
 */
export function SizeOptions({
  sizes,
  value,
  onChange,
  labelOf,
  isSoldOut,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
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
          return (
            <button
              key={size}
              type="button"
              aria-pressed={value === size}
              aria-label={label === size ? undefined : label}
              title={label === size ? undefined : label}
              onClick={() => onChange(size)}
              className={cn(
                'h-10 min-w-12 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                value === size
                  ? 'border-ink bg-ink text-white'
                  : 'border-stone-300 text-stone-800 hover:border-stone-500',
                soldOut && 'line-through decoration-2',
                soldOut && value !== size && 'border-dashed bg-stone-50 text-stone-500',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
