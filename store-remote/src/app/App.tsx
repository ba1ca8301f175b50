import { Routes, useLocation } from '@store/router';
import { storeRoutesFor } from './routes.tsx';
import '../styles.css';

/** The storefront, mounted by the shell for every path outside /admin (docs/product.md §2). */
export default function StoreApp() {
  // The shell mounts the storefront at its root ('*'), so the path is the storefront's own.
  return <Routes>{storeRoutesFor(useLocation().pathname)}</Routes>;
}
