import type { ReactNode } from 'react';
import { Icon } from '../icons/index.ts';
import { NAV_LINKS, navLinkHref } from './nav-links.ts';
import { SEARCH_ACTION } from './use-product-search.ts';

/*
 * The phone menu and search of the server's page, before the scripts run (and for good without
 * them): native disclosures that unfold below the header, holding the menu's links and a GET search
 * form, instead of buttons that would open nothing (docs/product.md §2, "without JavaScript"). The
 * page shows a guest's view until it hydrates, so the menu offers 'Login'. Plain markup: it is in
 * the first load of every page, and replaced by the buttons once the page hydrates.
 */

const MENU = [
  ...NAV_LINKS.map((link) => [link.label, navLinkHref(link)]),
  ['All Collections', '/collections/all'],
  ['Login', '/login'],
];

function Disclosure({
  icon,
  label,
  children,
}: {
  icon: 'menu' | 'search';
  label: string;
  children: ReactNode;
}) {
  return (
    <details className="first:-ml-2 md:hidden">
      <summary className="block cursor-pointer list-none rounded-md p-2 text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <Icon name={icon} className="h-6 w-6" />
        <span className="sr-only">{label}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-stone-200 bg-white p-4 shadow-lg">
        {children}
      </div>
    </details>
  );
}

export const MenuWithoutScripts = () => (
  <Disclosure icon="menu" label="Menu">
    <nav aria-label="Mobile">
      {MENU.map(([label, href]) => (
        <a key={label} href={href} className="block px-3 py-3 font-medium text-stone-800">
          {label}
        </a>
      ))}
    </nav>
  </Disclosure>
);

export const SearchWithoutScripts = () => (
  <Disclosure icon="search" label="Search">
    {/* biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers do not know <search> */}
    <form role="search" action={SEARCH_ACTION} className="flex gap-2">
      <input
        type="search"
        name="search"
        required
        placeholder="Search for shirts, denim, kurtas…"
        aria-label="Search products"
        className="h-12 min-w-0 flex-1 rounded-md border border-stone-300 px-4"
      />
      <button type="submit" className="rounded-md bg-ink px-4 text-sm font-semibold text-white">
        Search
      </button>
    </form>
  </Disclosure>
);
