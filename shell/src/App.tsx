import { BrowserRouter, Route, Routes } from '@store/router';
import { Toaster } from 'sonner';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';

/** Toast defaults of docs/product.md §9: 4 s, 3 visible, width 356 (sonner's default), gap 14. */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3, gap: 14 } as const;

/** Top-level routing: /admin/* is the admin remote (fetched only then), everything else the storefront. */
export function ShellApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<RemoteSlot remote="admin" />} />
        <Route path="*" element={<RemoteSlot remote="store" />} />
      </Routes>
      <Toaster position="top-center" closeButton richColors {...TOAST_DEFAULTS} />
    </BrowserRouter>
  );
}
