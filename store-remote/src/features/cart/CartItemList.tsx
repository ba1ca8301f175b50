import type { CartLine } from '@store/contracts';
import type { ReactNode } from 'react';
import { CartItemRow } from './CartItemRow.tsx';
import { CART_TEXT } from './cart-messages.ts';

interface CartItemListProps {
  lines: CartLine[];
  onNavigate?: () => void;
  /** Shown under the empty state (the cart page links to the Men and Women listings). */
  emptyActions?: ReactNode;
}

/** The cart's lines, or the empty state of docs/product.md §2. */
export function CartItemList({ lines, onNavigate, emptyActions }: CartItemListProps) {
  if (lines.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="text-lg font-semibold text-ink">{CART_TEXT.empty}</p>
        <p className="mt-2 text-stone-600">{CART_TEXT.listEmptyHint}</p>
        {emptyActions}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-stone-200" aria-label="Cart items">
      {lines.map((line) => (
        <CartItemRow
          key={`${line.productId}|${line.size}|${line.color}`}
          line={line}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}
