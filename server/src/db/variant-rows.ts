import { variantSku } from '@store/contracts';
import { newId } from '../lib/ids.ts';
import type { productVariants } from './schema.ts';

export type VariantInsert = typeof productVariants.$inferInsert;

/** Every size × colour of a product, in grid order (its sizes, then its colours), without repeats. */
export function variantCells(sizes: readonly string[], colors: readonly string[]) {
  const seen = new Set<string>();
  const cells: Array<{ size: string; color: string }> = [];
  for (const size of sizes)
    for (const color of colors) {
      const key = `${size}\u0000${color}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cells.push({ size, color });
    }
  return cells;
}

/**
 * A product's stock spread over its variants as migration 0005 did it: floor(total / n) each, the
 * remainder one by one to the first variants.
 */
export function spreadStock(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, index) => Math.floor(total / n) + (index < total % n ? 1 : 0));
}

/** The variant rows of a new product whose stock is one figure (the seed, tests, old-style writes). */
export function variantRowsFor(product: {
  id: string;
  sku: string;
  sizes: readonly string[];
  colors: readonly string[];
  countInStock?: number;
}): VariantInsert[] {
  const cells = variantCells(product.sizes, product.colors);
  const stock = spreadStock(product.countInStock ?? 0, cells.length);
  return cells.map((cell, position) => ({
    id: newId(),
    productId: product.id,
    sku: variantSku(product.sku, cell.size, cell.color),
    size: cell.size,
    color: cell.color,
    countInStock: stock[position] ?? 0,
    position,
  }));
}
