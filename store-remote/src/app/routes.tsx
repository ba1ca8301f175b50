import { SUPPORT_PAGE_SLUGS, type SupportPageSlug } from '@store/contracts/constants';
import { matchPath, Route } from '@store/router';
import { type ComponentType, cloneElement, lazy, type ReactElement } from 'react';
import { Layout } from '../components/layout/Layout.tsx';
import { RequireAuth } from '../features/account/RequireAuth.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { homePage } from '../features/home/home-page.ts';
import type { PageFacts, ScreenPage } from '../ssr/screen-page.ts';

/*
 * Only the layout and the home page are in the first download; every other screen is fetched when
 * it is first visited, while the layout's Suspense fallback holds the page's height. Screens are
 * imported from their own modules (not a feature's index) so that each chunk holds only what it
 * needs; the chunk names group the screens a shopper uses together, and a chunk of several screens
 * has one module of them (screens/) so that one loader serves them all.
 */
const listing = () => import(/* webpackChunkName: "listing" */ '../features/listing/ListingPage.tsx');
const product = () => import(/* webpackChunkName: "product" */ '../features/product/ProductPage.tsx');
const cart = () => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage.tsx');
const checkout = () => import(/* webpackChunkName: "checkout" */ './screens/checkout.ts');
const account = () => import(/* webpackChunkName: "account" */ './screens/account.ts');
const orders = () => import(/* webpackChunkName: "orders" */ './screens/orders.ts');
const support = () => import(/* webpackChunkName: "support" */ './screens/support.ts');

/** What the table gives every screen: the title of a screen whose title is fixed (else ''). */
interface ScreenProps {
  title: string;
}

/** A screen fetched on its first visit: `load` imports its module, `name` is the component's export. */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType<ScreenProps>>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((loaded) => ({ default: loaded[name] })));
}

/** One storefront screen: where it lives, what it shows, and how the server treats it. */
export interface StoreRoute {
  /** Relative to where the shell mounts the storefront (`/`); none for the home page. */
  path?: string;
  Screen: ComponentType<ScreenProps>;
  /**
   * A screen whose title is fixed: its heading and the tab show it, and so does the head the server
   * writes. A screen whose title comes from its data (a product, a listing) gives it itself.
   */
  title?: string;
  /**
   * Rendered on the server. The others show what lives in the browser's storage (the cart, the
   * session) and are rendered in the browser only.
   */
  serverRendered: boolean;
  /** What the server loads for the screen and says in the head, with the screen's code. */
  page?: () => Promise<ScreenPage>;
  /** For signed-in shoppers only: anyone else logs in first (`redirect`: where to come back to). */
  signedIn?: { redirect?: string };
  /** The page for an address that is no screen (status 404). */
  notFound?: true;
}

/** One screen per support page of the list the sitemap shares (@store/contracts, site-pages.ts). */
const SUPPORT_PAGES: Record<SupportPageSlug, { Screen: ComponentType<ScreenProps>; title: string }> = {
  contact: { Screen: lazyScreen(support, 'ContactPage'), title: 'Contact Us' },
  about: { Screen: lazyScreen(support, 'AboutPage'), title: 'About Us' },
  faq: { Screen: lazyScreen(support, 'FaqPage'), title: 'Frequently Asked Questions' },
  shipping: { Screen: lazyScreen(support, 'ShippingPage'), title: 'Shipping' },
  returns: { Screen: lazyScreen(support, 'ReturnsPage'), title: 'Returns & Exchanges' },
  privacy: { Screen: lazyScreen(support, 'PrivacyPage'), title: 'Privacy Policy' },
  terms: { Screen: lazyScreen(support, 'TermsPage'), title: 'Terms of Service' },
  cookies: { Screen: lazyScreen(support, 'CookiesPage'), title: 'Cookie Policy' },
};

const ProductPage = lazyScreen(product, 'ProductPage');
const productData = () => product().then((loaded) => loaded.productPage);

/** Every storefront screen (docs/product.md §2). */
export const STORE_ROUTES: readonly StoreRoute[] = [
  { Screen: HomePage, serverRendered: true, page: async () => homePage },
  {
    path: 'collections/:collection',
    Screen: lazyScreen(listing, 'ListingPage'),
    serverRendered: true,
    page: () => listing().then((loaded) => loaded.listingPage),
  },
  { path: 'product/:id', Screen: ProductPage, serverRendered: true, page: productData },
  { path: 'products/:id', Screen: ProductPage, serverRendered: true, page: productData },
  ...SUPPORT_PAGE_SLUGS.map((path) => ({ path, ...SUPPORT_PAGES[path], serverRendered: true })),
  { path: 'cart', Screen: lazyScreen(cart, 'CartPage'), serverRendered: false },
  { path: 'login', Screen: lazyScreen(account, 'LoginPage'), serverRendered: false },
  { path: 'register', Screen: lazyScreen(account, 'RegisterPage'), serverRendered: false },
  { path: 'forgot-password', Screen: lazyScreen(account, 'ForgotPasswordPage'), serverRendered: false },
  { path: 'reset-password', Screen: lazyScreen(account, 'ResetPasswordPage'), serverRendered: false },
  {
    path: 'checkout',
    Screen: lazyScreen(checkout, 'CheckoutPage'),
    serverRendered: false,
    signedIn: { redirect: 'checkout' },
  },
  // Where the payment gateway sends the shopper back (the redirect flow's callback_url).
  {
    path: 'checkout/:id/return',
    Screen: lazyScreen(checkout, 'PaymentReturnPage'),
    serverRendered: false,
    signedIn: {},
  },
  { path: 'profile', Screen: lazyScreen(orders, 'ProfilePage'), serverRendered: false, signedIn: {} },
  { path: 'my-orders', Screen: lazyScreen(orders, 'MyOrdersPage'), serverRendered: false, signedIn: {} },
  { path: 'order/:id', Screen: lazyScreen(orders, 'OrderDetailsPage'), serverRendered: false, signedIn: {} },
  {
    path: 'order-confirmation',
    Screen: lazyScreen(orders, 'OrderConfirmationPage'),
    serverRendered: false,
    signedIn: {},
  },
  { path: '*', Screen: lazyScreen(support, 'NotFoundPage'), serverRendered: true, notFound: true },
];

function element({ Screen, title = '', signedIn }: StoreRoute) {
  const screen = <Screen title={title} />;
  return signedIn ? <RequireAuth redirect={signedIn.redirect}>{screen}</RequireAuth> : screen;
}

/** A route of a table the router is given, for `routeParts`: its path (none for the home page). */
interface TableRoute {
  path?: string;
}

/** The first segment of a table route's path ('' for the home page; '*' for the not-found route). */
const tableSegment = (path: string | undefined) => (path ?? '').split('/')[0]?.toLowerCase() ?? '';

/**
 * The first segment of an address's path as the router compares it: decoded, in lower case (its
 * paths match whatever the case). An address it cannot decode is compared as it is, as the router does.
 */
function addressSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The part of `table` an address can match, as the router's routes under `layout`: the routes whose
 * path starts with the address's first segment, and the not-found route. The router flattens,
 * ranks and matches the whole table it is given on every render (a regular expression made per route
 * it tries): about a quarter of a product page's React time on the server (bench:api's profile),
 * and the same work in every hydration and navigation in the browser. No two paths of the
 * table share a first segment unless they are in the same part, so it picks the same route
 * (routes.test.tsx holds it to the whole table). One element per part, made once; any segment
 * that starts no path gets the same part (the not-found route alone).
 */
export function routeParts<Entry extends TableRoute>(
  table: readonly Entry[],
  toRoute: (route: Entry) => ReactElement,
  layout: ReactElement,
): (pathname: string) => ReactElement {
  const notFound = table.filter((route) => route.path === '*');
  const part = (routes: readonly Entry[]) => cloneElement(layout, {}, ...routes.map(toRoute));
  const parts = new Map<string, ReactElement>();
  for (const route of table) {
    const segment = tableSegment(route.path);
    if (segment.startsWith(':') || (segment.endsWith('*') && route.path !== '*')) {
      throw new Error(
        `route ${route.path}: a path that starts with a parameter or a splat matches any first segment`,
      );
    }
    if (segment === '*' || parts.has(segment)) continue;
    parts.set(segment, part([...table.filter((other) => tableSegment(other.path) === segment), ...notFound]));
  }
  const onlyNotFound = part(notFound);
  return (pathname) => parts.get(addressSegment(pathname)) ?? onlyNotFound;
}

/** The table as the router's routes for an address, under the layout every screen shares (App.tsx). */
export const storeRoutesFor = routeParts(
  STORE_ROUTES,
  (route) =>
    route.path === undefined ? (
      <Route key="" index element={element(route)} />
    ) : (
      <Route key={route.path} path={route.path} element={element(route)} />
    ),
  <Route element={<Layout />} />,
);

/**
 * The screen an address shows, with its parameters (the server's render). No two paths of the table
 * overlap but the last, `*`, so the first that matches is the one the router picks.
 */
export function matchStoreRoute(pathname: string): {
  route: StoreRoute;
  params: Record<string, string | undefined>;
} {
  for (const route of STORE_ROUTES) {
    const match = matchPath(route.path === undefined ? '/' : `/${route.path}`, pathname);
    if (match) return { route, params: match.params };
  }
  throw new Error(`no route for ${pathname}: the table ends with '*'`);
}

/** What a server-rendered screen without data (a help page, the not-found page) tells the head. */
export const staticFacts = (route: StoreRoute): PageFacts =>
  route.notFound || route.title === undefined
    ? { kind: 'not-found' }
    : { kind: 'static', title: route.title };
