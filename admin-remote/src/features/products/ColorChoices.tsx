import { COLORS } from '@store/contracts/constants';
import { capitalise, swatchColor } from '@store/ui';
import { useId } from 'react';
import { field } from '../../components/form/field-styles.ts';

interface ColorChoicesProps {
  /** The product's colours, in the order of the stock grid's columns. */
  chosen: string[];
  onChange: (colors: string[]) => void;
  error?: string | undefined;
}

const known = (color: string) => COLORS.some((name) => name === color.toLowerCase());

/**
 * The product's colours, chosen from the store's list (docs/product.md §2, §5): one checkbox per
 * colour with its swatch, named capitalised ('Navy'). A colour chosen joins the end of the grid's
 * columns; one stored before the list was enforced is shown checked and said to be outside it, so
 * it can be unticked (saving it again is refused).
 */
export function ColorChoices({ chosen, onChange, error }: ColorChoicesProps) {
  const errorId = useId();
  const outside = chosen.filter((color) => !known(color));
  const isChosen = (color: string) => chosen.some((item) => item.toLowerCase() === color.toLowerCase());
  const toggle = (color: string) =>
    onChange(
      isChosen(color)
        ? chosen.filter((item) => item.toLowerCase() !== color.toLowerCase())
        : [...chosen, color],
    );
  const option = (color: string, label: string) => (
    <label key={color} className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        name="colors"
        checked={isChosen(color)}
        onChange={() => toggle(color)}
        className="h-4 w-4 accent-brand-700"
      />
      <span
        aria-hidden="true"
        className="h-4 w-4 shrink-0 rounded-full border border-stone-300"
        style={{ backgroundColor: swatchColor(color) }}
      />
      {label}
    </label>
  );
  return (
    <fieldset
      className="sm:col-span-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={field.label}>Colors</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
        {COLORS.map((color) => option(color, capitalise(color)))}
        {outside.map((color) => option(color, `${capitalise(color)} (not one of the store's colors)`))}
      </div>
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
