import { Link } from '@store/router';
import { cn } from '@store/ui';
import { Icon } from '../icons/index.ts';
import { NAV_LINKS, navLinkHref } from './nav-links.ts';
import { SEARCH_ACTION } from './use-product-search.ts';

/*
 * The phone menu and search of the server's page, before the scripts run (and for good without
 * them): native disclosures that unfold below the header, holding the menu's links and a GET search
 * form, instead of buttons that would open nothing (docs/product.md §2, "without JavaScript"). The
 * page shows a guest's view until it hydrates, so the menu offers 'Login'.
 */

const summary =
  'relative block cursor-pointer list-none rounded-md p-2 text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden';
const panel = 'absolute inset-x-0 top-full z-30 border-b border-stone-200 bg-white p-4 shadow-lg';
const item =
  'block rounded-md px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

export function MenuWithoutScripts({ className }: { className?: string }) {
  return (
    <details className={className}>
      <summary className={summary}>
        <Icon name="menu" className="h-6 w-6" />
        <span className="sr-only">Menu</span>
      </summary>
      <nav aria-label="Mobile" className={panel}>
        <ul className="space-y-1">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link to={navLinkHref(link)} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/collections/all" className={item}>
              All Collections
            </Link>
          </li>
          <li className="border-t border-stone-200 pt-1">
            <Link to="/login" className={item}>
              Login
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}

export function SearchWithoutScripts({ className }: { className?: string }) {
  return (
    <details className={className}>
      <summary className={summary}>
        <Icon name="search" className="h-6 w-6" />
        <span className="sr-only">Search</span>
      </summary>
      <div className={panel}>
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers do not know <search> */}
        <form role="search" method="get" action={SEARCH_ACTION} className="flex gap-2">
          <input
            type="search"
            name="search"
            required
            placeholder="Search for shirts, denim, kurtas…"
            aria-label="Search products"
            enterKeyHint="search"
            className="h-12 min-w-0 flex-1 rounded-md border border-stone-300 px-4 text-base text-ink placeholder:text-stone-500 focus:border-stone-600"
          />
          <button
            type="submit"
            className={cn(
              'inline-flex h-12 items-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            )}
          >
            <Icon name="search" className="h-4 w-4" />
            Search
          </button>
        </form>
      </div>
    </details>
  );
}
