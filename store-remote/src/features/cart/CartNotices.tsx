import { useCartStore } from '@store/state';
import { toast } from '@store/ui';
import { useEffect } from 'react';
import { CART_TEXT } from './cart-messages.ts';

/** One toast however many lines changed; a later change replaces it rather than stacking. */
const TOAST_ID = 'cart-notices';

/**
 * Tells the shopper once what changed in their cart and why (a line reduced or dropped when signing
 * in merged the guest cart, a variant no longer sold): one toast 'Your cart has changed' with the
 * server's sentences, then the notices are forgotten (docs/product.md, storefront toasts).
 */
export function CartNotices() {
  const notices = useCartStore((state) => state.notices);
  const clearNotices = useCartStore((state) => state.clearNotices);
  useEffect(() => {
    if (notices.length === 0) return;
    toast.info(CART_TEXT.changed, {
      id: TOAST_ID,
      // Several sentences take longer to read than the usual 4 seconds.
      duration: 4000 + 3000 * notices.length,
      description: (
        <ul className="mt-1 space-y-1">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ),
    });
    clearNotices();
  }, [notices, clearNotices]);
  return null;
}
