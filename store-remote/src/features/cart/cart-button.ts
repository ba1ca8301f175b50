/**
 * The header's cart button. After Add to Cart focus moves to it (docs/product.md §2, "Keyboard"): it
 * names the new count ('Cart, 2 items') and opens the bag, where the shopper goes next.
 */
export const CART_BUTTON_ID = 'cart-button';

export function focusCartButton(): boolean {
  const button = document.getElementById(CART_BUTTON_ID);
  if (button === null) return false;
  button.focus({ preventScroll: true });
  return document.activeElement === button;
}
