import { Link } from '@store/router';
import { capitalise, useRupees } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icons/index.ts';
import type { ProductFilters } from '../catalog/index.ts';
import type { ListingLinks } from './listing-links.ts';

interface Chip {
  key: string;
  /** What the chip shows: 'Size: M'. Its button is named 'Remove Size: M'. */
  label: string;
  /** The change that removes it. */
  remove: Partial<ProductFilters>;
}

/** Every chip of a view: the search first, then the filters in the sidebar's order. */
function chipsOf(filters: ProductFilters, rupees: (value: number) => string): Chip[] {
  const chips: Chip[] = [];
  if (filters.search)
    chips.push({ key: 'search', label: `Search: “${filters.search}”`, remove: { search: '' } });
  if (filters.category)
    chips.push({ key: 'category', label: `Category: ${filters.category}`, remove: { category: '' } });
  if (filters.gender)
    chips.push({ key: 'gender', label: `Gender: ${filters.gender}`, remove: { gender: '' } });
  if (filters.color)
    chips.push({ key: 'color', label: `Color: ${capitalise(filters.color)}`, remove: { color: '' } });
  for (const name of ['size', 'material', 'brand'] as const) {
    const legend = capitalise(name);
    for (const value of filters[name]) {
      chips.push({
        key: `${name}:${value}`,
        label: `${legend}: ${value}`,
        remove: { [name]: filters[name].filter((other) => other !== value) },
      });
    }
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice || maxPrice) {
    const range =
      minPrice && maxPrice
        ? `${rupees(Number(minPrice))} – ${rupees(Number(maxPrice))}`
        : minPrice
          ? `from ${rupees(Number(minPrice))}`
          : `up to ${rupees(Number(maxPrice))}`;
    chips.push({ key: 'price', label: `Price: ${range}`, remove: { minPrice: '', maxPrice: '' } });
  }
  return chips;
}

const chipClass =
  'inline-flex h-8 items-center gap-1.5 rounded-full border border-stone-300 bg-stone-50 pr-2 pl-3 text-sm text-ink hover:border-stone-500 hover:bg-white';
const clearClass = 'h-8 px-2 text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-ink';

interface AppliedFiltersProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>) => void;
  /** 'Clear all': the filters go, the search and the sort stay (docs/product.md §2). */
  onClear: () => void;
  activeCount: number;
  /** Where focus goes when the last chip is removed. */
  onEmptied: () => void;
  /** Without scripts: each chip a link to the view without it, 'Clear all' a link. */
  links?: ListingLinks | undefined;
}

/**
 * The search and the filters in force as chips above the results, each a button that removes it
 * ('Remove Size: M'), and 'Clear all'. Focus stays in the row: on the chip that took the removed one's
 * place, else the one before it.
 */
export function AppliedFilters({
  filters,
  onChange,
  onClear,
  activeCount,
  onEmptied,
  links,
}: AppliedFiltersProps) {
  const rupees = useRupees();
  const chips = chipsOf(filters, rupees);
  const list = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(focusAt, buttons.length - 1)];
    if (target) target.focus();
    else onEmptied();
  }, [focusAt, onEmptied]);

  if (chips.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
    <div role="group" aria-label="Applied filters" className="mb-6 flex flex-wrap items-center gap-2">
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            {links ? (
              <Link
                to={links.to(chip.remove)}
                rel="nofollow"
                aria-label={`Remove ${chip.label}`}
                className={chipClass}
              >
                {chip.label}
                <Icon name="close" className="h-3.5 w-3.5 text-stone-600" />
              </Link>
            ) : (
              <button
                type="button"
                aria-label={`Remove ${chip.label}`}
                onClick={() => {
                  onChange(chip.remove);
                  setFocusAt(index);
                }}
                className={chipClass}
              >
                {chip.label}
                <Icon name="close" className="h-3.5 w-3.5 text-stone-600" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {activeCount > 0 &&
        (links ? (
          <Link to={links.clear} rel="nofollow" className={`inline-flex items-center ${clearClass}`}>
            Clear all
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => {
              onClear();
              setFocusAt(0);
            }}
            className={clearClass}
          >
            Clear all
          </button>
        ))}
    </div>
  );
}
