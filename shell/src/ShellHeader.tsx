import { itemCount, useCartStore } from '@store/state';

/**
 * The shell's own minimal header, shown only with a fallback page: the brand and the shopper's cart
 * count from the shared cart store, so a failing remote never hides what is in the cart.
 */
export function ShellHeader() {
  const count = useCartStore((state) => itemCount(state.cart));
  return (
    <header className="border-b border-stone-200">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <a href="/" className="text-xl font-bold tracking-tight text-stone-900">
          Threadline
        </a>
        <a
          href="/cart"
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
              data-testid="shell-cart-count"
              className="absolute -right-1 -top-1 min-w-5 rounded-full bg-amber-600 px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {count}
            </span>
          )}
        </a>
      </div>
    </header>
  );
}
