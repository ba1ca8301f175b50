import { matchPath, Navigate, useLocation, useNavigate } from '@store/router';
import { useAuthStore } from '@store/state';
import { type ReactNode, useCallback, useState } from 'react';
import { ADMIN_BASE } from '../app/paths.ts';
import { sendsNonAdminsHome } from '../app/routes.ts';
import { SignOutContext } from './sign-out.ts';

/**
 * Only role admin gets in; anyone else goes to /login. On the users and orders screens a signed-in
 * non-admin goes to the store's home instead (docs/product.md §2).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  /** Sign Out logs out (which also empties the shared cart) and goes to / (docs/product.md §2). */
  const signOut = useCallback(() => {
    setLeaving(true);
    navigate('/');
    logout();
  }, [logout, navigate]);

  // Outside /admin this app is on its way out. It must never redirect (or fetch) for an address that
  // is not its own, however the host mounts it (the shell once kept it on screen at / while the
  // storefront loaded).
  if (leaving || !matchPath(`${ADMIN_BASE}/*`, pathname)) return null;
  if (user?.role === 'admin') return <SignOutContext value={signOut}>{children}</SignOutContext>;
  const toHome = user !== null && sendsNonAdminsHome(pathname);
  return <Navigate to={toHome ? '/' : '/login'} replace />;
}
