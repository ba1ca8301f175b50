import { Route, Routes } from '@store/router';
import { AdminGuard } from '../components/AdminGuard.tsx';
import { AdminLayout } from '../components/AdminLayout.tsx';
import { DashboardPage } from '../features/dashboard/index.ts';
import '../styles.css';

/** The admin back office, mounted by the shell under /admin/* and fetched only there. */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
