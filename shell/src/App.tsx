import { BrowserRouter, Route, Routes } from '@store/router';
import { Toaster } from '@store/ui';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';

/**
 * Toast defaults of docs/product.md §9: 4 s, 3 visible, width 356 (sonner's default), gap 14. On
 * every width toasts start below the promo bar and the header (40 + 64 px), so they never cover the
 * header's links, the cart badge or a drawer's close button (sonner's phone layout, below 600 px,
 * takes its own offset).
 */
const BELOW_THE_HEADER = { top: 112 };
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: BELOW_THE_HEADER,
  mobileOffset: BELOW_THE_HEADER,
} as const;

/** Top-level routing: /admin/* is the admin remote (fetched only then), everything else the storefront. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteSlot remote="admin" />} />
      <Route path="*" element={<RemoteSlot remote="store" />} />
    </Routes>
  );
}

export const ShellToaster = () => (
  <Toaster position="top-center" closeButton richColors {...TOAST_DEFAULTS} />
);

export function ShellApp() {
  return (
    <BrowserRouter>
      <ShellRoutes />
      <ShellToaster />
    </BrowserRouter>
  );
}
