import { Link, Outlet, useLocation } from '@store/router';
import { cn, useFocusHeading } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { adminPaths } from '../app/paths.ts';
import { loadShopTime } from '../lib/shop-time.ts';
import { AdminSidebar } from './AdminSidebar.tsx';
import { NavIcon } from './NavIcon.tsx';

/**
 * Sidebar beside the screen from the md breakpoint; on a phone a top bar with a toggle that opens the
 * sidebar as a drawer (closed by the toggle, Escape, the backdrop or choosing a screen).
 */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  // A new screen takes focus to its heading (its list's search and pages keep it where it is).
  useFocusHeading(pathname, main);

  // The shop's time zone, asked once (again on the next screen when the first ask failed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks on every route change until it has it
  useEffect(() => void loadShopTime(), [pathname]);

  // A new screen closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-screen bg-stone-50 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-ink focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 bg-ink px-4 text-white md:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label={open ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => setOpen((value) => !value)}
          className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <NavIcon name={open ? 'close' : 'menu'} className="h-6 w-6" />
        </button>
        <Link to={adminPaths.dashboard} className="font-semibold">
          Threadline <span className="text-stone-400">Admin</span>
        </Link>
      </header>

      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-black/50 md:hidden"
          onClick={() => setOpen(false)}
        />
      )}

      <aside
        id="admin-sidebar"
        aria-label="Admin Portal"
        className={cn(
          'fixed top-14 bottom-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto bg-ink text-white transition-transform duration-200',
          'md:sticky md:top-0 md:bottom-auto md:h-screen md:w-64 md:shrink-0 md:translate-x-0',
          open ? 'translate-x-0' : 'max-md:invisible -translate-x-full',
        )}
      >
        <AdminSidebar onNavigate={() => setOpen(false)} />
      </aside>

      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8"
      >
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
