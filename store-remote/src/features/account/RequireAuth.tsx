import { Navigate } from '@store/router';
import { useAuthStore } from '@store/state';
import type { ReactNode } from 'react';

/**
 * Screens for signed-in shoppers: anyone else goes to /login (docs/product.md §2), with `redirect` when the
 * way back matters (checkout).
 */
export function RequireAuth({ children, redirect }: { children: ReactNode; redirect?: string }) {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (!signedIn) {
    const to = redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login';
    return <Navigate to={to} replace />;
  }
  return children;
}
