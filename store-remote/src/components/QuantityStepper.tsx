import { cn } from '@store/ui';
import { Icon } from './icons/index.ts';

interface QuantityStepperProps {
  value: number;
  /** Called with value − 1 or value + 1, never below 1 or above max. */
  onChange: (next: number) => void;
  max: number;
  /** Names what is counted, for screen readers ("Quantity of Linen Shirt"). */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

const MIN = 1;

/** − value +; minus is disabled at 1 (docs/product.md §2, §5), plus at the stock limit. */
export function QuantityStepper({
  value,
  onChange,
  max,
  label = 'Quantity',
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const step = (delta: number) => {
    const next = value + delta;
    if (next >= MIN && next <= max) onChange(next);
  };
  const button = cn(
    'flex items-center justify-center text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300',
    'focus-visible:outline-2 focus-visible:outline-brand-700',
    size === 'sm' ? 'h-8 w-8' : 'h-10 w-10',
  );
  return (
    <div className="inline-flex items-center rounded-md border border-stone-300">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={disabled || value <= MIN}
        onClick={() => step(-1)}
      >
        <Icon name="minus" className="h-4 w-4" />
      </button>
      <output
        aria-label={label}
        aria-live="polite"
        className={cn('text-center font-medium tabular-nums', size === 'sm' ? 'w-8 text-sm' : 'w-10')}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => step(1)}
      >
        <Icon name="plus" className="h-4 w-4" />
      </button>
    </div>
  );
}
