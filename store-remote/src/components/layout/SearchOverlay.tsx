import { type FormEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons/index.ts';
import { useModal } from '../overlay/index.ts';
import { useProductSearch } from './use-product-search.ts';

/** The phone search (docs/product.md §2): a full-screen overlay titled "Search Products". */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const search = useProductSearch();
  useModal(true, panel, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search(text)) onClose();
  };

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Search Products
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon name="close" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers do not know <search> */}
      <form role="search" onSubmit={submit} className="flex gap-2 p-4">
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search for shirts, denim, kurtas…"
          aria-label="Search products"
          enterKeyHint="search"
          className="h-12 min-w-0 flex-1 rounded-md border border-stone-300 px-4 text-base text-ink placeholder:text-stone-500 focus:border-stone-600"
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Icon name="search" className="h-4 w-4" />
          Search
        </button>
      </form>
    </div>,
    document.body,
  );
}
