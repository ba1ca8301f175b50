import type { Product } from '@store/contracts';
import { productPagePath } from '@store/contracts/constants';

/** A colour and size chosen on the product page. */
export interface Choice {
  color?: string;
  size?: string;
}

/**
 * The product page's address with a choice (`?color=navy&size=M`): the links a shopper without
 * JavaScript chooses with, which the server renders chosen (docs/product.md §2, Product).
 */
export function choicePath(productId: string, { color, size }: Choice): string {
  const query = new URLSearchParams();
  if (color) query.set('color', color);
  if (size) query.set('size', size);
  const search = query.toString();
  return search ? `${productPagePath(productId)}?${search}` : productPagePath(productId);
}

/** The choice an address carries, keeping only a colour and a size the product is sold in. */
export function choiceFromParams(
  product: Pick<Product, 'colors' | 'sizes'>,
  params: URLSearchParams,
): Choice {
  const color = params.get('color') ?? '';
  const size = params.get('size') ?? '';
  return {
    color: product.colors.includes(color) ? color : undefined,
    size: product.sizes.includes(size) ? size : undefined,
  };
}
