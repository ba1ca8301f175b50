import { cn } from '@store/ui';

interface CheckboxFilterProps {
  legend: string;
  options: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
  /** Long lists (34 brands) scroll inside the sidebar. */
  scroll?: boolean;
}

/** Any number of options (sizes, materials, brands are lists, docs/product.md §3). */
export function CheckboxFilter({ legend, options, values, onChange, scroll = false }: CheckboxFilterProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...values, option] : values.filter((value) => value !== option));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className={cn('mt-3 space-y-2', scroll && 'max-h-60 overflow-y-auto pr-2')}>
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-3 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="h-4 w-4 accent-ink"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
