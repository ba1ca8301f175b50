import type { CartLine } from '@store/contracts';
import { MAX_CART_QUANTITY } from '@store/contracts/constants';
import { Link } from '@store/router';
import { useCartStore } from '@store/state';
import { capitalise, swatchColor, toast, useRupees } from '@store/ui';
import { useState } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { Picture } from '../../components/Picture.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';

/**
 * One cart line (docs/product.md §2): image, name, size and colour chips, unit price, stepper (minus disabled
 * at 1), line total and Remove from cart. Failures show the messages of docs/product.md §8.
 */
export function CartItemRow({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const rupees = useRupees();
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  const [busy, setBusy] = useState(false);
  const key = { productId: line.productId, size: line.size, color: line.color };

  const run = async (call: () => Promise<boolean>) => {
    setBusy(true);
    const ok = await call();
    setBusy(false);
    if (!ok) toast.error(useCartStore.getState().error ?? 'Failed to update cart item');
  };

  const max = Math.max(line.quantity, Math.min(line.countInStock, MAX_CART_QUANTITY));
  return (
    <li className="flex gap-4 py-4">
      <div className="w-20 shrink-0 self-start overflow-hidden rounded-md bg-stone-100 sm:w-24">
        <Picture src={line.image} sizes="96px" alt={line.name} className="aspect-[4/5] w-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/product/${line.productId}`}
            onClick={onNavigate}
            className="line-clamp-2 text-sm font-medium text-ink hover:underline"
          >
            {line.name}
          </Link>
          <button
            type="button"
            onClick={() => run(() => removeFromCart(key))}
            disabled={busy}
            aria-label={`Remove ${line.name} (${line.size}, ${capitalise(line.color)}) from cart`}
            title="Remove from cart"
            className="-mt-1 -mr-1 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-sale disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Icon name="trash" className="h-5 w-5" />
          </button>
        </div>
        <div className="flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">Size: {line.size}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">
            <span
              aria-hidden="true"
              className="h-3 w-3 rounded-full border border-stone-300"
              style={{ backgroundColor: swatchColor(line.color) }}
            />
            Color: {capitalise(line.color)}
          </span>
        </div>
        <p className="text-xs text-stone-600">{rupees(line.price)} each</p>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            max={max}
            disabled={busy}
            label={`Quantity of ${line.name}`}
            onChange={(quantity) => run(() => updateQuantity({ ...key, quantity }))}
          />
          <p className="text-sm font-semibold text-ink">
            <span className="sr-only">Line total </span>
            {rupees(line.price * line.quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}
