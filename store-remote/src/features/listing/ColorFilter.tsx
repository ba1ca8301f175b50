import { COLORS } from '@store/contracts/constants';
import { Link } from '@store/router';
import { capitalise, cn, swatchColor } from '@store/ui';
import { type CountOf, withCount } from './facet-counts.ts';

/**
 * The ten colours of docs/product.md §9 as swatches, each named with its count ('Navy (12)') and
 * showing its name and count under it; choosing the selected one again clears it.
 */
export function ColorFilter({
  value,
  countOf,
  onChange,
  linkTo,
}: {
  value: string;
  countOf: CountOf;
  onChange: (color: string) => void;
  /** Without scripts: the address of the view with this colour (or none); each swatch is then a link. */
  linkTo?: ((color: string) => string) | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">Color</legend>
      <div className="mt-3 grid grid-cols-5 gap-x-1 gap-y-3">
        {COLORS.map((color) => {
          const count = countOf(color);
          const label = withCount(capitalise(color), count);
          const disabled = count === 0 && value !== color;
          const swatch = cn(
            'h-8 w-8 rounded-full border border-stone-300 ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700',
            value === color ? 'ring-2 ring-ink' : 'enabled:hover:ring-2 enabled:hover:ring-stone-300',
            disabled && 'cursor-not-allowed opacity-30',
          );
          const style = { backgroundColor: swatchColor(color) };
          return (
            <div key={color} className="flex min-w-0 flex-col items-center gap-1">
              {linkTo ? (
                disabled ? (
                  <span role="img" aria-label={label} title={label} className={swatch} style={style} />
                ) : (
                  <Link
                    to={linkTo(value === color ? '' : color)}
                    rel="nofollow"
                    aria-label={label}
                    aria-current={value === color ? 'true' : undefined}
                    title={label}
                    className={cn(swatch, 'block hover:ring-2 hover:ring-stone-300')}
                    style={style}
                  />
                )
              ) : (
                <button
                  type="button"
                  aria-pressed={value === color}
                  aria-label={label}
                  title={label}
                  disabled={disabled}
                  onClick={() => onChange(value === color ? '' : color)}
                  className={swatch}
                  style={style}
                />
              )}
              {/* The swatch's own name carries colour and count for screen readers. */}
              <span aria-hidden="true" className="text-center text-xs leading-tight text-stone-700">
                {capitalise(color)}
                {count !== undefined && <span className="block text-stone-600 tabular-nums">{count}</span>}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
