import { PRICE_RANGE } from '@store/contracts/constants';
import { useRupees } from '@store/ui';
import { useEffect, useId, useRef, useState } from 'react';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onChange: (range: { minPrice: string; maxPrice: string }) => void;
}

/** Applied this long after the slider stops moving, so dragging does not send a request per step. */
const SETTLE_MS = 350;

/**
 * Two sliders, 0 to 10,000 in steps of 100 (docs/product.md §9). The ends of the range mean "no limit" and
 * are left out of the URL.
 */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const rupees = useRupees();
  const [min, setMin] = useState(Number(minPrice || PRICE_RANGE.min));
  const [max, setMax] = useState(Number(maxPrice || PRICE_RANGE.max));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer applies the range to the filters as they are then, not as they were when it started.
  const apply = useRef(onChange);
  apply.current = onChange;

  useEffect(() => setMin(Number(minPrice || PRICE_RANGE.min)), [minPrice]);
  useEffect(() => setMax(Number(maxPrice || PRICE_RANGE.max)), [maxPrice]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (nextMin: number, nextMax: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      apply.current({
        minPrice: nextMin > PRICE_RANGE.min ? String(nextMin) : '',
        maxPrice: nextMax < PRICE_RANGE.max ? String(nextMax) : '',
      });
    }, SETTLE_MS);
  };

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">Price Range</legend>
      <p className="mt-3 text-sm text-stone-700" aria-live="polite">
        {rupees(min)} – {rupees(max)}
        {max === PRICE_RANGE.max ? '+' : ''}
      </p>
      <div className="mt-3 space-y-3">
        <PriceSlider
          label="Minimum price"
          value={min}
          onChange={(value) => {
            const next = Math.min(value, max);
            setMin(next);
            commit(next, max);
          }}
        />
        <PriceSlider
          label="Maximum price"
          value={max}
          onChange={(value) => {
            const next = Math.max(value, min);
            setMax(next);
            commit(min, next);
          }}
        />
      </div>
    </fieldset>
  );
}

function PriceSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const rupees = useRupees();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-xs text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        value={value}
        aria-valuetext={rupees(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-ink"
      />
    </div>
  );
}
