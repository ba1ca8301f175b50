import { create } from 'zustand';

/**
 * Whether the cart drawer is open, and whether it was ever opened (the layout mounts the drawer, and
 * so fetches its code, only once it was: see load-cart-drawer.ts).
 */
export const useCartDrawer = create<{ open: boolean; used: boolean }>()(() => ({ open: false, used: false }));

export const openCartDrawer = () => useCartDrawer.setState({ open: true, used: true });
export const closeCartDrawer = () => useCartDrawer.setState({ open: false });

/** The header's cart button: Add to Cart hands focus to it (docs/product.md §2, "Keyboard"). */
export const CART_BUTTON_ID = 'cart-button';
