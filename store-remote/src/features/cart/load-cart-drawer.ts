/**
 * The drawer's code, in its own chunk: the layout loads it on the first open, the header ahead of a
 * click (pointer near the cart button) so that the first open is instant. Kept apart from
 * cart-drawer-store.ts, which the drawer imports, so that the two do not import each other.
 */
export const loadCartDrawer = () => import(/* webpackChunkName: "cart-drawer" */ './CartDrawer.tsx');
