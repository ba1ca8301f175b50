import type { SupportPageSlug } from '@store/contracts/constants';
import { Route, Routes } from '@store/router';
import { type ComponentType, lazy } from 'react';
import { Layout } from '../components/layout/Layout.tsx';
import { RequireAuth } from '../features/account/RequireAuth.tsx';
import { HomePage } from '../features/home/index.ts';
import '../styles.css';

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

/** A screen fetched on its first visit: `load` imports its module, `name` is the component's export. */
function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((loaded) => ({ default: loaded[name] })));
}

const ListingPage = lazyScreen(listing, 'ListingPage');
const ProductPage = lazyScreen(product, 'ProductPage');
const CartPage = lazyScreen(cart, 'CartPage');
const LoginPage = lazyScreen(account, 'LoginPage');
const RegisterPage = lazyScreen(account, 'RegisterPage');
const ForgotPasswordPage = lazyScreen(account, 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(account, 'ResetPasswordPage');
const NotFoundPage = lazyScreen(support, 'NotFoundPage');

/** Screens for signed-in shoppers; anyone else logs in first (`redirect`: where to come back to). */
const SIGNED_IN_SCREENS: Array<{ path: string; Screen: ComponentType; redirect?: string }> = [
  { path: 'checkout', Screen: lazyScreen(checkout, 'CheckoutPage'), redirect: 'checkout' },
  // Where the payment gateway sends the shopper back (the redirect flow's callback_url).
  { path: 'checkout/:id/return', Screen: lazyScreen(checkout, 'PaymentReturnPage') },
  { path: 'profile', Screen: lazyScreen(orders, 'ProfilePage') },
  { path: 'my-orders', Screen: lazyScreen(orders, 'MyOrdersPage') },
  { path: 'order/:id', Screen: lazyScreen(orders, 'OrderDetailsPage') },
  { path: 'order-confirmation', Screen: lazyScreen(orders, 'OrderConfirmationPage') },
];

/** One screen per support page of the list the sitemap shares (@store/contracts, site-pages.ts). */
const SUPPORT_PAGES: Record<SupportPageSlug, ComponentType> = {
  contact: lazyScreen(support, 'ContactPage'),
  about: lazyScreen(support, 'AboutPage'),
  faq: lazyScreen(support, 'FaqPage'),
  shipping: lazyScreen(support, 'ShippingPage'),
  returns: lazyScreen(support, 'ReturnsPage'),
  privacy: lazyScreen(support, 'PrivacyPage'),
  terms: lazyScreen(support, 'TermsPage'),
  cookies: lazyScreen(support, 'CookiesPage'),
};

/** The storefront, mounted by the shell for every path outside /admin (docs/product.md §2). */
export default function StoreApp() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="collections/:collection" element={<ListingPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="products/:id" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {SIGNED_IN_SCREENS.map(({ path, Screen, redirect }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth redirect={redirect}>
                <Screen />
              </RequireAuth>
            }
          />
        ))}
        {Object.entries(SUPPORT_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
