import { Navigate } from '@store/router';
import { useAuthStore } from '@store/state';
import type { ReactNode } from 'react';

/** Only role admin gets in; anyone else goes to /login (spec §2). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  if (user?.role !== 'admin') return <Navigate to="/login?redirect=admin" replace />;
  return children;
}
