import { Route, Routes } from '@store/router';
import { lazy } from 'react';
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
const ListingPage = lazy(() =>
  import(/* webpackChunkName: "listing" */ '../features/listing/ListingPage.tsx').then((m) => ({
    default: m.ListingPage,
  })),
);
const ProductPage = lazy(() =>
  import(/* webpackChunkName: "product" */ '../features/product/ProductPage.tsx').then((m) => ({
    default: m.ProductPage,
  })),
);
const CartPage = lazy(() =>
  import(/* webpackChunkName: "cart" */ '../features/cart/CartPage.tsx').then((m) => ({
    default: m.CartPage,
  })),
);
const CheckoutPage = lazy(() =>
  import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage.tsx').then((m) => ({
    default: m.CheckoutPage,
  })),
);
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "account" */ '../features/account/LoginPage.tsx').then((m) => ({
    default: m.LoginPage,
  })),
);
const RegisterPage = lazy(() =>
  import(/* webpackChunkName: "account" */ '../features/account/RegisterPage.tsx').then((m) => ({
    default: m.RegisterPage,
  })),
);
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/account/ProfilePage.tsx').then((m) => ({
    default: m.ProfilePage,
  })),
);
const MyOrdersPage = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders/MyOrdersPage.tsx').then((m) => ({
    default: m.MyOrdersPage,
  })),
);
const OrderDetailsPage = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders/OrderDetailsPage.tsx').then((m) => ({
    default: m.OrderDetailsPage,
  })),
);
const OrderConfirmationPage = lazy(() =>
  import(/* webpackChunkName: "orders" */ '../features/orders/OrderConfirmationPage.tsx').then((m) => ({
    default: m.OrderConfirmationPage,
  })),
);
type SupportModule = typeof import('../features/support/index.ts');
const supportPage = (name: keyof SupportModule) =>
  lazy(() =>
    import(/* webpackChunkName: "support" */ '../features/support/index.ts').then((m) => ({
      default: m[name],
    })),
  );
const SUPPORT_PAGES = {
  contact: supportPage('ContactPage'),
  about: supportPage('AboutPage'),
  faq: supportPage('FaqPage'),
  shipping: supportPage('ShippingPage'),
  returns: supportPage('ReturnsPage'),
  privacy: supportPage('PrivacyPage'),
  terms: supportPage('TermsPage'),
  cookies: supportPage('CookiesPage'),
};
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "support" */ '../components/NotFoundPage.tsx').then((m) => ({
    default: m.NotFoundPage,
  })),
);

/** The storefront, mounted by the shell for every path outside /admin (spec §2, public routes). */
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
        <Route
          path="checkout"
          element={
            <RequireAuth redirect="checkout">
              <CheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="profile"
          element={
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="my-orders"
          element={
            <RequireAuth>
              <MyOrdersPage />
            </RequireAuth>
          }
        />
        <Route
          path="order/:id"
          element={
            <RequireAuth>
              <OrderDetailsPage />
            </RequireAuth>
          }
        />
        <Route
          path="order-confirmation"
          element={
            <RequireAuth>
              <OrderConfirmationPage />
            </RequireAuth>
          }
        />
        {Object.entries(SUPPORT_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
