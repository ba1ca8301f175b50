import { useId } from 'react';

interface RadioFilterProps {
  legend: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice among options, with "All" to clear it. */
export function RadioFilter({ legend, options, value, onChange }: RadioFilterProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">{legend}</legend>
      <div className="mt-3 space-y-2">
        {['', ...options].map((option) => (
          <label
            key={option || 'all'}
            className="flex cursor-pointer items-center gap-3 text-sm text-stone-700"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-ink"
            />
            {option || 'All'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
