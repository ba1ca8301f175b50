/** Cart texts of docs/product.md §2 and §9. */
export const CART_TEXT = {
  drawerTitle: 'Your Cart',
  empty: 'Your cart is empty',
  drawerEmptyHint: 'Add some items to get started!',
  listEmptyHint: 'Start adding items to see them here!',
  secureNote: 'Secure checkout with taxes included',
  /** The title of the toast that lists the cart's notices. */
  changed: 'Your cart has changed',
} as const;

/** "View Cart (1 item)", "View Cart (3 items)". */
export function viewCartLabel(count: number): string {
  return `View Cart (${count} ${count === 1 ? 'item' : 'items'})`;
}
