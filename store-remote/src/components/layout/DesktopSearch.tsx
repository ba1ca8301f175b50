import { useSearchParams } from '@store/router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/index.ts';
import { KEEP_FOCUS } from '../navigation-focus.ts';
import { SEARCH_ACTION, useProductSearch } from './use-product-search.ts';

/**
 * The header's search field on wide screens, with a clear button: clearing also takes the search
 * off the listing it ran (the other filters and the sort stay), and focus goes back to the field.
 * A GET form to the listing's search address, so it searches without scripts too; with them the
 * submit is handled here and the page does not reload.
 */
export function DesktopSearch() {
  const [params, setParams] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const search = useProductSearch();

  // Follow the listing's URL (back/forward, a search from the mobile overlay).
  useEffect(() => setText(current), [current]);

  const clear = () => {
    setText('');
    input.current?.focus();
    if (!params.has('search')) return;
    const next = new URLSearchParams(params);
    next.delete('search');
    next.delete('page');
    setParams(next, { state: KEEP_FOCUS });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the field shows: text typed before this part hydrated reaches `text` only with the change
    // React replays after hydration, and an Enter can come first (a phone, a slow network).
    search(input.current?.value ?? text);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers do not know <search>
    <form
      role="search"
      method="get"
      action={SEARCH_ACTION}
      onSubmit={submit}
      className="relative w-56 lg:w-64"
    >
      <input
        ref={input}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search products"
        aria-label="Search products"
        className="h-10 w-full rounded-full border border-stone-300 bg-stone-50 pr-16 pl-4 text-sm text-ink placeholder:text-stone-500 focus:border-stone-500 focus:bg-white [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-9 -translate-y-1/2 rounded-full p-1 text-stone-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      )}
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-stone-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  );
}
