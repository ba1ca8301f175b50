import { create } from 'zustand';

/** Whether the cart drawer is open; the header's cart button opens it. */
export const useCartDrawer = create<{ open: boolean }>()(() => ({ open: false }));

export const openCartDrawer = () => useCartDrawer.setState({ open: true });
export const closeCartDrawer = () => useCartDrawer.setState({ open: false });
