import { Route, Routes } from '@store/router';
import { AdminGuard } from '../components/AdminGuard.tsx';
import { AdminLayout } from '../components/AdminLayout.tsx';
import { ADMIN_ROUTES } from './routes.ts';
import '../styles.css';

/** The admin back office, mounted by the shell under /admin/* and fetched only there. */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          {ADMIN_ROUTES.map(({ path, Screen }) =>
            path === undefined ? (
              <Route key="" index element={<Screen />} />
            ) : (
              <Route key={path} path={path} element={<Screen />} />
            ),
          )}
        </Route>
      </Routes>
    </AdminGuard>
  );
}
