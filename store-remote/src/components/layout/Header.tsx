import { Link, useLocation } from '@store/router';
import { itemCount, selectIsAdmin, useAuthStore, useCartStore } from '@store/state';
import { cn } from '@store/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CART_BUTTON_ID, loadCartDrawer, openCartDrawer } from '../../features/cart/index.ts';
import { Deferred, deferredSection } from '../deferred-section.tsx';
import { Icon } from '../icons/index.ts';
import { useHydrated } from '../use-hydrated.ts';
import { NAV_LINKS, navLinkHref } from './nav-links.ts';

// The phone menu and search overlay are fetched on first use (or when a finger or pointer nears
// their button), not with the first page.
const loadMobileMenu = () => import(/* webpackChunkName: "phone-nav" */ './MobileMenu.tsx');
const loadSearchOverlay = () => import(/* webpackChunkName: "phone-nav" */ './SearchOverlay.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const SearchOverlay = lazy(() => loadSearchOverlay().then((m) => ({ default: m.SearchOverlay })));

// Wide screens only (hidden on phones, so never near there): fetched when it shows.
const desktopSearch = deferredSection(() =>
  import(/* webpackChunkName: "desktop-search" */ './DesktopSearch.tsx').then((m) => m.DesktopSearch),
);

const iconButton =
  'relative rounded-md p-2 text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/** Brand, category links, search, Admin (admins only), profile and the cart button (docs/product.md §2). */
export function Header() {
  const location = useLocation();
  // The cart and the session live in the browser: a server-rendered page hydrates as a guest's.
  const hydrated = useHydrated();
  const storedCount = useCartStore((state) => itemCount(state.cart));
  const signedInAdmin = useAuthStore(selectIsAdmin);
  const count = hydrated ? storedCount : 0;
  const isAdmin = hydrated && signedInAdmin;
  // Each overlay remembers the address it was opened at, read from the window: the router may still
  // be rendering a navigation that already changed the address. A later move elsewhere (Back, a link
  // under the overlay) closes it; the router catching up with that same address does not.
  const [menuAt, setMenuAt] = useState<string | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const [searchAt, setSearchAt] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  const windowAddress = () => `${window.location.pathname}${window.location.search}`;
  useEffect(() => {
    setMenuAt((at) => (at === here ? at : null));
    setSearchAt((at) => (at === here ? at : null));
  }, [here]);
  const menuOpen = menuAt !== null;
  const searchOpen = searchAt !== null;
  const setMenuOpen = (open: boolean) => setMenuAt(open ? windowAddress() : null);
  const setSearchOpen = (open: boolean) => setSearchAt(open ? windowAddress() : null);

  const params = new URLSearchParams(location.search);
  const isCurrent = (link: (typeof NAV_LINKS)[number]) =>
    location.pathname === '/collections/all' &&
    params.get(link.param) === link.value &&
    Array.from(params.keys()).length === 1;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <button
          type="button"
          className={cn(iconButton, '-ml-2 md:hidden')}
          // The menu, the search overlay and the bag open with scripts: until then they are disabled.
          disabled={!hydrated}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
        <Link to="/" className="text-xl font-bold tracking-tight text-ink">
          Threadline
        </Link>
        <nav aria-label="Main" className="ml-6 hidden gap-6 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.label}
              to={navLinkHref(link)}
              aria-current={isCurrent(link) ? 'page' : undefined}
              className="text-sm font-medium whitespace-nowrap text-stone-700 uppercase hover:text-ink aria-[current=page]:text-ink aria-[current=page]:underline aria-[current=page]:underline-offset-8"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden md:block">
            <Deferred part={desktopSearch} />
          </div>
          <button
            type="button"
            className={cn(iconButton, 'md:hidden')}
            disabled={!hydrated}
            aria-label="Search products"
            onPointerEnter={() => void loadSearchOverlay()}
            onTouchStart={() => void loadSearchOverlay()}
            onFocus={() => void loadSearchOverlay()}
            onClick={() => setSearchOpen(true)}
          >
            <Icon name="search" className="h-6 w-6" />
          </button>
          {isAdmin && (
            <Link
              to="/admin"
              className="rounded-md bg-ink px-3 py-1.5 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Admin
            </Link>
          )}
          <Link to="/profile" className={iconButton} aria-label="My account">
            <Icon name="user" className="h-6 w-6" />
          </Link>
          <button
            id={CART_BUTTON_ID}
            type="button"
            className={iconButton}
            disabled={!hydrated}
            aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            onPointerEnter={() => void loadCartDrawer()}
            onTouchStart={() => void loadCartDrawer()}
            onFocus={() => void loadCartDrawer()}
            onClick={openCartDrawer}
          >
            <Icon name="cart" className="h-6 w-6" />
            {count > 0 && (
              <span
                data-testid="cart-count"
                className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
              >
                {count}
              </span>
            )}
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {menuUsed && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
        {searchOpen && <SearchOverlay onClose={() => setSearchOpen(false)} />}
      </Suspense>
    </header>
  );
}
