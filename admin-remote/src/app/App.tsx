import { Route, Routes } from '@store/router';
import { AdminGuard } from '../components/AdminGuard.tsx';
import { AdminLayout } from '../components/AdminLayout.tsx';
import { AdminNotFound } from '../components/AdminNotFound.tsx';
import { DashboardPage } from '../features/dashboard/index.ts';
import { GstPage } from '../features/gst/index.ts';
import { OrderPage, OrdersPage } from '../features/orders/index.ts';
import { ProductEditorPage, ProductsPage } from '../features/products/index.ts';
import { ReturnsPage } from '../features/returns/index.ts';
import { ReviewsPage } from '../features/reviews/index.ts';
import { CustomerPage, UsersPage } from '../features/users/index.ts';
import '../styles.css';

/** The admin back office, mounted by the shell under /admin/* and fetched only there. */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<CustomerPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductEditorPage />} />
          <Route path="products/:id/edit" element={<ProductEditorPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="gst" element={<GstPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
