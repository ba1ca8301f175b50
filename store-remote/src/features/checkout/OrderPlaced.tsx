import { Link } from '@store/router';
import { shortId } from '@store/ui/format';
import { useEffect, useRef } from 'react';
import { CHECKOUT_TEXT } from './checkout-text.ts';

/**
 * The thank-you after Pay (docs/product.md §2, Checkout). A live region that is on the page from the
 * start, so screen readers announce what appears in it; once the order is placed it is scrolled into
 * view below the header and takes the focus (the Pay button the shopper pressed is gone).
 */
export function OrderPlaced({ orderId }: { orderId: string | null }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (orderId === null) return;
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [orderId]);
  return (
    <div role="status" aria-live="polite">
      {orderId !== null && (
        <div
          ref={panel}
          tabIndex={-1}
          className="mt-6 scroll-mt-28 rounded-xl border border-green-200 bg-green-50 p-6 focus:outline-none"
        >
          <p className="text-lg font-semibold text-green-900">{CHECKOUT_TEXT.thankYou(shortId(orderId))}</p>
          <p className="mt-1 text-green-900">{CHECKOUT_TEXT.takingYou}</p>
          <Link to="/profile" className="mt-3 inline-block text-sm font-semibold text-green-900 underline">
            {CHECKOUT_TEXT.goNow}
          </Link>
        </div>
      )}
    </div>
  );
}
