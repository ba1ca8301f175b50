import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@store/contracts/constants';
import { Link } from '@store/router';
import { useId } from 'react';

interface SortSelectProps {
  value: string;
  onChange: (sortBy: string) => void;
  /** Without scripts: the address of the view in each order; the orders are then links in a disclosure. */
  linkTo?: ((sortBy: string) => string) | undefined;
}

const box = 'h-10 rounded-md border border-stone-300 bg-white px-3 text-sm text-ink';

/** Sort order of docs/product.md §9; "default" is the absence of a sortBy parameter. */
export function SortSelect({ value, onChange, linkTo }: SortSelectProps) {
  const id = useId();
  if (linkTo) return <SortLinks value={value} linkTo={linkTo} />;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-stone-700 max-sm:sr-only">
        Sort by
      </label>
      <select
        id={id}
        value={value || 'default'}
        onChange={(event) => onChange(event.target.value === 'default' ? '' : event.target.value)}
        className={`${box} focus:border-stone-600`}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The six orders as links under 'Sort by: {order}', a disclosure that opens without scripts. */
function SortLinks({ value, linkTo }: { value: string; linkTo: (sortBy: string) => string }) {
  const current: SortOption = (SORT_OPTIONS as readonly string[]).includes(value)
    ? (value as SortOption)
    : 'default';
  return (
    <details className="relative">
      <summary className={`${box} flex cursor-pointer list-none items-center gap-1 whitespace-nowrap`}>
        <span className="text-stone-700 max-sm:sr-only">Sort by:</span> {SORT_LABELS[current]}
      </summary>
      <ul className="absolute right-0 z-20 mt-1 w-56 rounded-md border border-stone-200 bg-white py-1 shadow-lg">
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            <Link
              to={linkTo(option === 'default' ? '' : option)}
              rel="nofollow"
              aria-current={option === current ? 'true' : undefined}
              className="block px-3 py-2 text-sm text-ink hover:bg-stone-100 aria-[current=true]:font-semibold"
            >
              {SORT_LABELS[option]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
