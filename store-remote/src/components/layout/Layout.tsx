import { Outlet, useLocation } from '@store/router';
import { useFocusHeading } from '@store/ui';
import { lazy, Suspense, useRef } from 'react';
import { CartNotices, loadCartDrawer, useCartDrawer } from '../../features/cart/index.ts';
import { useFirstPageEnds } from '../../query/use-query.ts';
import { Deferred, deferredSection } from '../deferred-section.tsx';
import { focusIntent } from '../navigation-focus.ts';
import { PageFallback } from '../PageFallback.tsx';
import { Header } from './Header.tsx';
import { PromoBar } from './PromoBar.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

// Below every screen: hydrated when the shopper nears it.
const footer = deferredSection(() =>
  import(/* webpackChunkName: "footer" */ './Footer.tsx').then((m) => m.Footer),
);

const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** Every storefront screen: promo bar, header, the screen, footer; the cart drawer on demand. */
export function Layout() {
  const cartDrawerUsed = useCartDrawer((state) => state.used);
  const main = useRef<HTMLElement>(null);
  const location = useLocation();
  // Each new screen (not a screen's change to itself) takes focus to its heading.
  useFocusHeading(focusIntent(location.state) === 'heading' ? location.key : null, main);
  // A server-rendered page's data was for the address it was rendered at; later screens load theirs.
  useFirstPageEnds();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <PromoBar />
      <Header />
      <main ref={main} id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Deferred part={footer} offscreen />
      <CartNotices />
      {cartDrawerUsed && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </div>
  );
}
