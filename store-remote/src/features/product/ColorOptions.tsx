import { capitalise, cn, swatchColor } from '@store/ui';

/** Colour choice as swatches; each button is named by its colour. */
export function ColorOptions({
  colors,
  value,
  onChange,
}: {
  colors: string[];
  value: string;
  onChange: (color: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        Color{value && <span className="font-normal text-stone-600">: {capitalise(value)}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {colors.map((color) => (
          <button
            key={color}
            type="button"
            aria-pressed={value === color}
            aria-label={capitalise(color)}
            title={capitalise(color)}
            onClick={() => onChange(color)}
            className={cn(
              'h-9 w-9 rounded-full border border-stone-300 ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
              value === color ? 'ring-2 ring-ink' : 'hover:ring-2 hover:ring-stone-300',
            )}
            style={{ backgroundColor: swatchColor(color) }}
          />
        ))}
      </div>
    </fieldset>
  );
}
