import { Routes } from '@store/router';
import { storeRoutes } from './routes.tsx';
import '../styles.css';

/** The storefront, mounted by the shell for every path outside /admin (docs/product.md §2). */
export default function StoreApp() {
  return <Routes>{storeRoutes}</Routes>;
}
