import { create } from 'zustand';

/**
 * Whether the cart drawer is open, and whether it was ever opened: its code is fetched on the
 * first open (or when the pointer comes near the cart button), not with the first page.
 */
export const useCartDrawer = create<{ open: boolean; used: boolean }>()(() => ({ open: false, used: false }));

export const openCartDrawer = () => useCartDrawer.setState({ open: true, used: true });
export const closeCartDrawer = () => useCartDrawer.setState({ open: false });

/** The drawer's code; Header calls it ahead of a click to make the first open instant. */
export const loadCartDrawer = () => import(/* webpackChunkName: "cart-drawer" */ './CartDrawer.tsx');
