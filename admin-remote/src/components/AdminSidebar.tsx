import { Link, useMatch } from '@store/router';
import { useAuthStore } from '@store/state';
import { cn } from '@store/ui';
import type { ReactNode } from 'react';
import { adminPaths } from '../app/paths.ts';
import { ADMIN_ROUTES, adminHref } from '../app/routes.ts';
import { NavIcon } from './NavIcon.tsx';
import { useSignOut } from './sign-out.ts';

/** The screens of the route table that have a sidebar entry, in its order. */
const links = ADMIN_ROUTES.flatMap((route) =>
  route.nav ? [{ to: adminHref(route), ...route.nav, end: route.path === undefined }] : [],
);

const item =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * A screen's link, marked as the current page while that screen (or, without `end`, a screen below
 * it) is shown. Written here rather than react-router's NavLink, which the shared `@store/router`
 * would carry into the storefront's first load.
 */
function SidebarLink(props: { to: string; end: boolean; onClick: () => void; children: ReactNode }) {
  const active = useMatch({ path: props.to, end: props.end }) !== null;
  return (
    <Link
      to={props.to}
      onClick={props.onClick}
      aria-current={active ? 'page' : undefined}
      className={cn(
        item,
        active ? 'bg-white/15 text-white' : 'text-stone-300 hover:bg-white/10 hover:text-white',
      )}
    >
      {props.children}
    </Link>
  );
}

/** The sidebar's content: title, the six screens, a way back to the store, Sign Out (docs/product.md §2). */
export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();

  return (
    <div className="flex h-full flex-col p-5">
      <Link to={adminPaths.dashboard} onClick={onNavigate} className="text-xl font-bold tracking-tight">
        Admin Portal
      </Link>
      {user && (
        <p className="mt-1 truncate text-xs text-stone-400" title={user.email}>
          Signed in as {user.name}
        </p>
      )}
      <nav aria-label="Admin" className="mt-8 flex flex-col gap-1">
        {links.map((link) => (
          <SidebarLink key={link.to} to={link.to} end={link.end} onClick={onNavigate}>
            <NavIcon name={link.icon} />
            {link.label}
          </SidebarLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-2 pt-8">
        <Link to="/" className={cn(item, 'text-stone-300 hover:bg-white/10 hover:text-white')}>
          <NavIcon name="store" />
          View Store
        </Link>
        <button
          type="button"
          className={cn(item, 'justify-center bg-rose-700 text-white hover:bg-rose-800')}
          onClick={signOut}
        >
          <NavIcon name="signOut" />
          Sign Out
        </button>
      </div>
    </div>
  );
}
