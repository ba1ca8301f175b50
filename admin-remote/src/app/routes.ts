import { matchPath } from '@store/router';
import type { ComponentType } from 'react';
import { AdminNotFound } from '../components/AdminNotFound.tsx';
import type { IconName } from '../components/NavIcon.tsx';
import { DashboardPage } from '../features/dashboard/index.ts';
import { GstPage } from '../features/gst/index.ts';
import { OrderPage, OrdersPage } from '../features/orders/index.ts';
import { ProductEditorPage, ProductsPage } from '../features/products/index.ts';
import { ReturnsPage } from '../features/returns/index.ts';
import { ReviewsPage } from '../features/reviews/index.ts';
import { CustomerPage, UsersPage } from '../features/users/index.ts';
import { ADMIN_BASE } from './paths.ts';

/**
 * One admin screen. The admin is rendered in the browser only and its screens come with it (the
 * remote is fetched only under /admin), so none is lazy; each screen's heading names it and gives
 * the tab its title (PageHeader), several from their data (a customer, an order).
 */
export interface AdminRoute {
  /** Relative to /admin, where the shell mounts the admin; none for the dashboard. */
  path?: string;
  Screen: ComponentType;
  /** Its entry in the sidebar, in the table's order. */
  nav?: { label: string; icon: IconName };
  /** A signed-in shopper who is no admin goes to the store's home here, not to /login (docs/product.md §2). */
  homeForNonAdmins?: true;
}

/** Every admin screen (docs/product.md §2). */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { Screen: DashboardPage, nav: { label: 'Dashboard', icon: 'dashboard' } },
  {
    path: 'users',
    Screen: UsersPage,
    nav: { label: 'User Management', icon: 'users' },
    homeForNonAdmins: true,
  },
  { path: 'users/:id', Screen: CustomerPage, homeForNonAdmins: true },
  { path: 'products', Screen: ProductsPage, nav: { label: 'Product Catalog', icon: 'products' } },
  { path: 'products/new', Screen: ProductEditorPage },
  { path: 'products/:id/edit', Screen: ProductEditorPage },
  {
    path: 'orders',
    Screen: OrdersPage,
    nav: { label: 'Order Management', icon: 'orders' },
    homeForNonAdmins: true,
  },
  { path: 'orders/:id', Screen: OrderPage, homeForNonAdmins: true },
  { path: 'reviews', Screen: ReviewsPage, nav: { label: 'Reviews', icon: 'reviews' } },
  { path: 'returns', Screen: ReturnsPage, nav: { label: 'Returns', icon: 'returns' } },
  { path: 'gst', Screen: GstPage, nav: { label: 'GST', icon: 'orders' } },
  { path: '*', Screen: AdminNotFound },
];

/** Where a screen of the table lives, absolute (the sidebar's links). */
export const adminHref = ({ path }: AdminRoute) =>
  path === undefined ? ADMIN_BASE : `${ADMIN_BASE}/${path}`;

/** True at the screens (and any address below them) that send a non-admin home rather than to /login. */
export const sendsNonAdminsHome = (pathname: string): boolean =>
  ADMIN_ROUTES.some((route) => route.homeForNonAdmins && matchPath(`${adminHref(route)}/*`, pathname));
