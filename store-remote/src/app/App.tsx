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
 * needs; the chunk names group the screens a shopper uses together.
 */
const listing = () => import(/* webpackChunkName: "listing" */ '../features/listing/ListingPage.tsx');
const product = () => import(/* webpackChunkName: "product" */ '../features/product/ProductPage.tsx');
const cart = () => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage.tsx');
const checkout = () => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage.tsx');
const paymentReturn = () =>
  import(/* webpackChunkName: "checkout" */ '../features/checkout/PaymentReturnPage.tsx');
const login = () => import(/* webpackChunkName: "account" */ '../features/account/LoginPage.tsx');
const register = () => import(/* webpackChunkName: "account" */ '../features/account/RegisterPage.tsx');
const forgotPassword = () =>
  import(/* webpackChunkName: "account" */ '../features/account/ForgotPasswordPage.tsx');
const resetPassword = () =>
  import(/* webpackChunkName: "account" */ '../features/account/ResetPasswordPage.tsx');
const profile = () => import(/* webpackChunkName: "orders" */ '../features/account/ProfilePage.tsx');
const myOrders = () => import(/* webpackChunkName: "orders" */ '../features/orders/MyOrdersPage.tsx');
const order = () => import(/* webpackChunkName: "orders" */ '../features/orders/OrderDetailsPage.tsx');
const confirmation = () =>
  import(/* webpackChunkName: "orders" */ '../features/orders/OrderConfirmationPage.tsx');
const support = () => import(/* webpackChunkName: "support" */ '../features/support/index.ts');
const notFound = () => import(/* webpackChunkName: "support" */ '../components/NotFoundPage.tsx');

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
const LoginPage = lazyScreen(login, 'LoginPage');
const RegisterPage = lazyScreen(register, 'RegisterPage');
const ForgotPasswordPage = lazyScreen(forgotPassword, 'ForgotPasswordPage');
const ResetPasswordPage = lazyScreen(resetPassword, 'ResetPasswordPage');
const NotFoundPage = lazyScreen(notFound, 'NotFoundPage');

/** Screens for signed-in shoppers; anyone else logs in first (`redirect`: where to come back to). */
const SIGNED_IN_SCREENS: Array<{ path: string; Screen: ComponentType; redirect?: string }> = [
  { path: 'checkout', Screen: lazyScreen(checkout, 'CheckoutPage'), redirect: 'checkout' },
  // Where the payment gateway sends the shopper back (the redirect flow's callback_url).
  { path: 'checkout/:id/return', Screen: lazyScreen(paymentReturn, 'PaymentReturnPage') },
  { path: 'profile', Screen: lazyScreen(profile, 'ProfilePage') },
  { path: 'my-orders', Screen: lazyScreen(myOrders, 'MyOrdersPage') },
  { path: 'order/:id', Screen: lazyScreen(order, 'OrderDetailsPage') },
  { path: 'order-confirmation', Screen: lazyScreen(confirmation, 'OrderConfirmationPage') },
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
