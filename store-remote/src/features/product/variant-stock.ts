import type { Product, Variant } from '@store/contracts';
import { LOW_STOCK_THRESHOLD, MAX_CART_QUANTITY } from '@store/contracts/constants';
import { capitalise } from '@store/ui';

/**
 * Stock per size × colour on the product page (docs/product.md §2, "Product"). A size and colour
 * the product does not offer has no stock.
 */
export class VariantStock {
  private readonly units = new Map<string, number>();

  constructor(private readonly product: Product) {
    // An answer without variants (a server older than this storefront) keeps the old rule: every
    // combination has the product's stock, and the server still refuses what it cannot sell.
    const variants: Variant[] =
      Array.isArray(product.variants) && product.variants.length > 0
        ? product.variants
        : product.sizes.flatMap((size) =>
            product.colors.map((color) => ({ sku: '', size, color, countInStock: product.countInStock })),
          );
    for (const variant of variants) this.units.set(key(variant.size, variant.color), variant.countInStock);
  }

  /** Units of one size in one colour. */
  of(size: string, color: string): number {
    return Math.max(0, this.units.get(key(size, color)) ?? 0);
  }

  /** The most units of any variant that fits the choices made so far ('' = not chosen yet). */
  mostFor(size: string, color: string): number {
    // Asked for every size and colour button of a render: no arrays made per call.
    let most = 0;
    for (const s of this.product.sizes) {
      if (size && s !== size) continue;
      for (const c of this.product.colors) if (!color || c === color) most = Math.max(most, this.of(s, c));
    }
    return most;
  }

  get soldOut(): boolean {
    return this.mostFor('', '') === 0;
  }
}

const key = (size: string, color: string) => `${size}\u0000${color}`;

export const PRODUCT_TEXT = {
  soldOut: 'Sold out',
  allSoldOut: 'Every size and colour of this piece has sold out.',
} as const;

/** The accessible name of a size button: the size, and whether it has sold out. */
export function sizeLabel(stock: VariantStock, size: string, color: string): string {
  if (stock.mostFor(size, '') === 0) return `${size}, sold out in every colour`;
  if (color && stock.of(size, color) === 0) return `${size}, sold out in ${capitalise(color)}`;
  return size;
}

/** The accessible name of a colour swatch: the colour, and whether it has sold out. */
export function colorLabel(stock: VariantStock, color: string, size: string): string {
  const name = capitalise(color);
  if (stock.mostFor('', color) === 0) return `${name}, sold out in every size`;
  if (size && stock.of(size, color) === 0) return `${name}, sold out in ${size}`;
  return name;
}

/** Why the current choice cannot be bought (announced), or null when it can (or is incomplete). */
export function unavailableMessage(stock: VariantStock, size: string, color: string): string | null {
  if (color && stock.mostFor('', color) === 0) return `${capitalise(color)} is sold out in every size.`;
  if (size && stock.mostFor(size, '') === 0) return `${size} is sold out in every colour.`;
  if (size && color && stock.of(size, color) === 0) {
    return `${size} is sold out in ${capitalise(color)}. Choose another size.`;
  }
  return null;
}

/** 'Only N left' once a variant is chosen and has LOW_STOCK_THRESHOLD units or fewer. */
export function lowStockMessage(stock: VariantStock, size: string, color: string): string | null {
  if (!size || !color) return null;
  const units = stock.of(size, color);
  return units > 0 && units <= LOW_STOCK_THRESHOLD ? `Only ${units} left` : null;
}

/** The quantity stepper's upper end: the most units a fitting variant has, at most MAX_CART_QUANTITY. */
export function quantityLimit(stock: VariantStock, size: string, color: string): number {
  return Math.max(1, Math.min(stock.mostFor(size, color), MAX_CART_QUANTITY));
}
