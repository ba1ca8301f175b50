import { Link, NavLink } from '@store/router';
import { itemCount, useCartStore } from '@store/state';

const links = [
  { to: '/collections/all?gender=Men', label: 'Men' },
  { to: '/collections/all?gender=Women', label: 'Women' },
  { to: '/collections/all?category=Top Wear', label: 'Top Wear' },
  { to: '/collections/all?category=Bottom Wear', label: 'Bottom Wear' },
];

export function Header() {
  const count = useCartStore((state) => itemCount(state.cart));
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-ink">
          Threadline
        </Link>
        <nav aria-label="Main" className="hidden gap-6 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.label}
              to={link.to}
              className="text-sm font-medium uppercase text-stone-700 hover:text-ink"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <Link
          to="/cart"
          className="relative rounded-md p-2 text-stone-800 hover:bg-stone-100"
          aria-label={`Cart, ${count} items`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d="M6 7h12l-1 13H7L6 7Z" />
            <path d="M9 7a3 3 0 0 1 6 0" />
          </svg>
          {count > 0 && (
            <span
              data-testid="cart-count"
              className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {count}
            </span>
          )}
        </Link>
      </div>
    </header>
  );
}
