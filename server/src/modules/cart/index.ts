/** What other modules may use of the cart: reading an owner's cart lines, and a line as an order keeps it. */
export type { CartOwner } from './cart-owner.ts';
export { readCart } from './cart-service.ts';
export { type CartLineRow, lineItem, linesTotalPaise } from './serialize.ts';
