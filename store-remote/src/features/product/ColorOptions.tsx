import { capitalise, cn, swatchColor } from '@store/ui';

/**
 * Colour choice as swatches; each button is named by its colour, and says so when that colour has
 * sold out in the chosen size ("White, sold out in M"). A sold-out colour stays choosable (its
 * pictures still show) and is crossed out.
 */
export function ColorOptions({
  colors,
  value,
  onChange,
  labelOf,
  isSoldOut,
}: {
  colors: string[];
  value: string;
  onChange: (color: string) => void;
  labelOf: (color: string) => string;
  isSoldOut: (color: string) => boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        Color{value && <span className="font-normal text-stone-600">: {capitalise(value)}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {colors.map((color) => {
          const soldOut = isSoldOut(color);
          return (
            <button
              key={color}
              type="button"
              aria-pressed={value === color}
              aria-label={labelOf(color)}
              title={labelOf(color)}
              onClick={() => onChange(color)}
              className={cn(
                'relative h-9 w-9 overflow-hidden rounded-full border border-stone-300 ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
                value === color ? 'ring-2 ring-ink' : 'hover:ring-2 hover:ring-stone-300',
                soldOut && 'opacity-60',
              )}
              style={{ backgroundColor: swatchColor(color) }}
            >
              {soldOut && (
                <span
                  aria-hidden="true"
                  className="absolute top-1/2 left-[-10%] h-0.5 w-[120%] -rotate-45 bg-white ring-1 ring-stone-700"
                />
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
