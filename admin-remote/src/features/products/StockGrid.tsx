import { Button, capitalise } from '@store/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { field } from '../../components/form/field-styles.ts';
import type { StockCell } from './product-form.ts';

interface StockGridProps {
  sizes: string[];
  colors: string[];
  /** In the order the variants are sent (sizes then colours): a cell's index names its errors. */
  cells: StockCell[];
  /** A cell's figure as typed. */
  textOf: (key: string) => string;
  /** The SKU shown under a cell: the stored one, or the one the server will derive; null when unknown yet. */
  skuOf: (cell: StockCell) => string | null;
  /** A cell's error by its index in `cells`. */
  errorOf: (index: number) => string | undefined;
  /** An error of the list as a whole (e.g. too many variants). */
  listError: string | undefined;
  total: number;
  onCellChange: (index: number, key: string, text: string) => void;
  onSetAll: (text: string) => void;
}

const cellName = (index: number) => `variants.${index}.countInStock`;

/** Stock per size × colour: one figure per cell, a way to set every cell at once, and the total. */
export function StockGrid({
  sizes,
  colors,
  cells,
  textOf,
  skuOf,
  errorOf,
  listError,
  total,
  onCellChange,
  onSetAll,
}: StockGridProps) {
  const id = useId();
  const [every, setEvery] = useState('');

  if (cells.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        Enter the sizes and colours above to set the stock of each size in each colour.
      </p>
    );
  }

  const setAll = () => {
    if (every.trim() !== '') onSetAll(every.trim());
  };
  const onEveryKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here fills the grid rather than sending the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      setAll();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-every`} className={field.label}>
            Units for every size and colour
          </label>
          <input
            id={`${id}-every`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={every}
            onChange={(event) => setEvery(event.target.value)}
            onKeyDown={onEveryKey}
            className={`${field.input} w-32`}
          />
        </div>
        <Button variant="secondary" disabled={every.trim() === ''} onClick={setAll}>
          Set every size and colour
        </Button>
      </div>

      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-2 text-sm">
          <caption className="sr-only">Stock of each size in each colour</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-stone-600">
                Size
              </th>
              {colors.map((color) => (
                <th key={color} scope="col" className="text-left font-medium text-stone-800">
                  {capitalise(color)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size, row) => (
              <tr key={size}>
                <th scope="row" className="pr-2 text-left align-top font-medium text-stone-800">
                  <span className="mt-3 block">{size}</span>
                </th>
                {colors.map((color, column) => {
                  const index = row * colors.length + column;
                  const cell = cells[index];
                  if (!cell) return null;
                  const error = errorOf(index);
                  const sku = skuOf(cell);
                  const cellId = `${id}-cell-${index}`;
                  const describedBy = [sku ? `${cellId}-sku` : null, error ? `${cellId}-error` : null]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={cell.key} className="min-w-28 align-top">
                      <input
                        id={cellId}
                        name={cellName(index)}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        aria-label={`Stock of ${size} in ${color}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy || undefined}
                        value={textOf(cell.key)}
                        onChange={(event) => onCellChange(index, cell.key, event.target.value)}
                        className={`${field.input} w-24 tabular-nums`}
                      />
                      {sku && (
                        <p
                          id={`${cellId}-sku`}
                          className="mt-1 break-all font-mono text-[11px] text-stone-500"
                        >
                          {sku}
                        </p>
                      )}
                      {error && (
                        <p id={`${cellId}-error`} className={field.error}>
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {listError && <p className={field.error}>{listError}</p>}
      <output className="text-sm font-semibold text-ink">Total stock: {total}</output>
    </div>
  );
}
