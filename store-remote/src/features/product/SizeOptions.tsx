import { cn } from '@store/ui';

/** Size choice; each button is named by its size. */
export function SizeOptions({
  sizes,
  value,
  onChange,
}: {
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={value === size}
            onClick={() => onChange(size)}
            className={cn(
              'h-10 min-w-12 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              value === size
                ? 'border-ink bg-ink text-white'
                : 'border-stone-300 text-stone-800 hover:border-stone-500',
            )}
          >
            {size}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
