import type { Cart, CartLine, LineItem } from '@store/contracts';
import { includedGstPaise } from '@store/contracts/gst';
import { toRupees } from '../../lib/money.ts';
import type { CartOwner } from './cart-owner.ts';

/** A line of a cart with what the store says of its product now (read with `lineColumns`). */
export interface CartLineRow {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  name: string;
  /** The product's first picture. */
  image: string | null;
  /** Today's selling price of one unit. */
  pricePaise: number;
  /** Today's price of one unit before any sale discount (the product's price). */
  listPricePaise: number;
  /** Units of the line's variant (0 when the variant is gone). */
  countInStock: number;
  /** The variant's SKU; null when the store no longer sells that size and colour. */
  sku: string | null;
  /** When the line was added, in seconds since 1970 (null for a line the same statement added). */
  addedAt: number | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Lines in the order they were added (a line just added is the newest), the same for any reader. */
export function inCartOrder(a: CartLineRow, b: CartLineRow): number {
  const added = (a.addedAt ?? Number.POSITIVE_INFINITY) - (b.addedAt ?? Number.POSITIVE_INFINITY);
  return added || byText(a.productId, b.productId) || byText(a.size, b.size) || byText(a.color, b.color);
}

/** A cart line as an order or checkout keeps it: name, picture and price as they are now. */
export function lineItem(row: CartLineRow): LineItem {
  return {
    productId: row.productId,
    name: row.name,
    image: row.image ?? '',
    price: toRupees(row.pricePaise),
    quantity: row.quantity,
    size: row.size,
    color: row.color,
    ...(row.sku !== null && { sku: row.sku }),
  };
}

const cartLine = (row: CartLineRow): CartLine => ({
  ...lineItem(row),
  listPrice: toRupees(row.listPricePaise),
  sku: row.sku ?? '',
  countInStock: row.countInStock,
});

/** What the lines cost at today's selling prices. */
export const linesTotalPaise = (lines: readonly CartLineRow[]) =>
  lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

/** The whole cart as the API answers it (`lines` in `inCartOrder`), priced at today's selling prices. */
export function serializeCart(
  cartId: string | null,
  lines: readonly CartLineRow[],
  owner: CartOwner,
  notices: readonly string[] = [],
): Cart {
  return {
    _id: cartId,
    products: lines.map(cartLine),
    totalPrice: toRupees(linesTotalPaise(lines)),
    // The GST inside the total before any order discount (docs/product.md §10); none on an empty cart.
    ...(lines.length > 0 && {
      gst: toRupees(
        includedGstPaise(
          lines.map((line) => ({ unitPricePaise: line.pricePaise, quantity: line.quantity })),
          0,
          new Date(),
        ),
      ),
    }),
    user: owner.userId,
    guestId: owner.guestId,
    notices: [...notices],
  };
}
