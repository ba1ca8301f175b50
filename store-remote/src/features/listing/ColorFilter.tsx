import { COLORS } from '@store/contracts/constants';
import { capitalise, cn, swatchColor } from '@store/ui';

/** The ten colours of docs/product.md §9 as swatches; choosing the selected one again clears it. */
export function ColorFilter({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">Color</legend>
      <div className="mt-3 flex flex-wrap gap-2.5">
        {COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-pressed={value === color}
            aria-label={capitalise(color)}
            title={capitalise(color)}
            onClick={() => onChange(value === color ? '' : color)}
            className={cn(
              'h-8 w-8 rounded-full border border-stone-300 ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
              value === color ? 'ring-2 ring-ink' : 'hover:ring-2 hover:ring-stone-300',
            )}
            style={{ backgroundColor: swatchColor(color) }}
          />
        ))}
      </div>
    </fieldset>
  );
}
