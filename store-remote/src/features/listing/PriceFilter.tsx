import { PRICE_RANGE } from '@store/contracts/constants';
import { useRupees } from '@store/ui';
import { useEffect, useId, useRef, useState } from 'react';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onChange: (range: { minPrice: string; maxPrice: string }) => void;
  /**
   * Without scripts the sliders cannot apply anything: a GET form to the listing (`action`) sets the
   * price instead, carrying the other filters as hidden fields in the listing's own order.
   */
  form?: { action: string; before: Array<[string, string]>; after: Array<[string, string]> } | undefined;
}

/** Applied this long after the slider stops moving, so dragging does not send a request per step. */
const SETTLE_MS = 350;

/**
 * Two sliders, 0 to 10,000 in steps of 100 (docs/product.md §9). The ends of the range mean "no limit" and
 * are left out of the URL.
 */
export function PriceFilter({ minPrice, maxPrice, onChange, form }: PriceFilterProps) {
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

  if (form) return <PriceForm minPrice={minPrice} maxPrice={maxPrice} {...form} />;
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

const hidden = ([name, value]: [string, string]) => (
  <input key={name} type="hidden" name={name} value={value} />
);

/**
 * The price as a GET form, for a page without scripts: the two limits in rupees and 'Apply price'.
 * A limit left empty is sent empty (`maxPrice=`), which the listing reads as no limit, as it does
 * the absent parameter the sliders leave.
 */
function PriceForm({
  minPrice,
  maxPrice,
  action,
  before,
  after,
}: {
  minPrice: string;
  maxPrice: string;
  action: string;
  before: Array<[string, string]>;
  after: Array<[string, string]>;
}) {
  const minId = useId();
  const maxId = useId();
  const field = 'h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm text-ink';
  const limits = { min: PRICE_RANGE.min, max: PRICE_RANGE.max, step: PRICE_RANGE.step };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink uppercase">Price Range</legend>
      <form method="get" action={action} className="mt-3 grid grid-cols-2 gap-3">
        {before.map(hidden)}
        <div>
          <label htmlFor={minId} className="text-xs text-stone-600">
            Minimum price
          </label>
          <input
            id={minId}
            type="number"
            name="minPrice"
            defaultValue={minPrice}
            placeholder={String(PRICE_RANGE.min)}
            {...limits}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={maxId} className="text-xs text-stone-600">
            Maximum price
          </label>
          <input
            id={maxId}
            type="number"
            name="maxPrice"
            defaultValue={maxPrice}
            placeholder={`${PRICE_RANGE.max}+`}
            {...limits}
            className={field}
          />
        </div>
        {after.map(hidden)}
        <button
          type="submit"
          className="col-span-2 h-9 rounded-md border border-stone-300 text-sm font-medium text-ink hover:bg-stone-100"
        >
          Apply price
        </button>
      </form>
    </fieldset>
  );
}
