import { Link } from '@store/router';
import { selectIsAdmin, useAuthStore } from '@store/state';
import { Drawer } from '../overlay/index.ts';
import { NAV_LINKS, navLinkHref } from './nav-links.ts';

const item =
  'block rounded-md px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/** The phone navigation (docs/product.md §2). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useAuthStore((state) => state.user !== null);
  const isAdmin = useAuthStore(selectIsAdmin);
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="left">
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={navLinkHref(link)} onClick={onClose} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/collections/all" onClick={onClose} className={item}>
              All Collections
            </Link>
          </li>
        </ul>
        <ul className="mt-4 space-y-1 border-t border-stone-200 pt-4">
          <li>
            <Link to={signedIn ? '/profile' : '/login'} onClick={onClose} className={item}>
              {signedIn ? 'My Account' : 'Login'}
            </Link>
          </li>
          {signedIn && (
            <li>
              <Link to="/my-orders" onClick={onClose} className={item}>
                My Orders
              </Link>
            </li>
          )}
          {isAdmin && (
            <li>
              <Link to="/admin" onClick={onClose} className={item}>
                Admin
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
