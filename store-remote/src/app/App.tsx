import { Route, Routes } from '@store/router';
import { Layout } from '../components/layout/Layout.tsx';
import { HomePage } from '../features/home/index.ts';
import { ProductPage } from '../features/product/index.ts';
import '../styles.css';

/** The storefront, mounted by the shell for every path outside /admin. */
export default function StoreApp() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="products/:id" element={<ProductPage />} />
      </Route>
    </Routes>
  );
}
