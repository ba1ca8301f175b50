import { PRICE_RANGE } from '@store/contracts/constants';
import { formatRupees } from '@store/ui';
import { useEffect, useId, useRef, useState } from 'react';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onChange: (range: { minPrice: string; maxPrice: string }) => void;
}

/** Applied this long after the slider stops moving, so dragging does not send a request per step. */
const SETTLE_MS = 350;

/**
 * Two sliders, 0 to 10,000 in steps of 100 (spec §9). The ends of the range mean "no limit" and
 * are left out of the URL.
 */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const [min, setMin] = useState(Number(minPrice || PRICE_RANGE.min));
  const [max, setMax] = useState(Number(maxPrice || PRICE_RANGE.max));
  const minId = useId();
  const maxId = useId();
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
        {formatRupees(min)} – {formatRupees(max)}
        {max === PRICE_RANGE.max ? '+' : ''}
      </p>
      <div className="mt-3 space-y-3">
        <div>
          <label htmlFor={minId} className="text-xs text-stone-600">
            Minimum price
          </label>
          <input
            id={minId}
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={min}
            aria-valuetext={formatRupees(min)}
            onChange={(event) => {
              const next = Math.min(Number(event.target.value), max);
              setMin(next);
              commit(next, max);
            }}
            className="w-full accent-ink"
          />
        </div>
        <div>
          <label htmlFor={maxId} className="text-xs text-stone-600">
            Maximum price
          </label>
          <input
            id={maxId}
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={max}
            aria-valuetext={formatRupees(max)}
            onChange={(event) => {
              const next = Math.max(Number(event.target.value), min);
              setMax(next);
              commit(min, next);
            }}
            className="w-full accent-ink"
          />
        </div>
      </div>
    </fieldset>
  );
}
