import type { Cart, CartLine, LineItem, ProductImage } from '@store/contracts';
import { toRupees } from '../../lib/money.ts';
import type { CartOwner } from './cart-owner.ts';

/** A line of a cart with what the store says of its product now (see `linesJson`). */
export interface CartLineRow {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  name: string;
  images: ProductImage[];
  /** Today's selling price of one unit. */
  pricePaise: number;
  countInStock: number;
}

/** A cart line as an order or checkout keeps it: name, picture and price as they are now. */
export function lineItem(row: CartLineRow): LineItem {
  return {
    productId: row.productId,
    name: row.name,
    image: row.images[0]?.url ?? '',
    price: toRupees(row.pricePaise),
    quantity: row.quantity,
    size: row.size,
    color: row.color,
  };
}

const cartLine = (row: CartLineRow): CartLine => ({ ...lineItem(row), countInStock: row.countInStock });

/** What the lines cost at today's selling prices. */
export const linesTotalPaise = (lines: readonly CartLineRow[]) =>
  lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

/** The whole cart as the API answers it, priced at today's selling prices. */
export function serializeCart(cartId: string | null, lines: readonly CartLineRow[], owner: CartOwner): Cart {
  return {
    _id: cartId,
    products: lines.map(cartLine),
    totalPrice: toRupees(linesTotalPaise(lines)),
    user: owner.userId,
    guestId: owner.guestId,
  };
}
