import { resolveAssetUrl } from '@store/api';
import type { LineItem } from '@store/contracts';
import { Link } from '@store/router';
import { capitalise, useRupees } from '@store/ui';

/** The lines of an order or checkout: picture, name, colour and size, unit price × quantity. */
export function OrderLines({
  items,
  linkToProducts = true,
  reviewable = false,
}: {
  items: LineItem[];
  linkToProducts?: boolean;
  /** The order was delivered: each line links to writing its review (docs/product.md §3, Reviews). */
  reviewable?: boolean;
}) {
  const rupees = useRupees();
  return (
    <ul className="divide-y divide-stone-200">
      {items.map((item) => (
        <li key={`${item.productId}|${item.size}|${item.color}`} className="flex gap-4 py-4">
          <img
            src={resolveAssetUrl(item.image)}
            alt={item.name}
            width={64}
            height={80}
            loading="lazy"
            className="aspect-[4/5] w-16 shrink-0 rounded-md bg-stone-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            {linkToProducts ? (
              <Link
                to={`/product/${item.productId}`}
                className="text-sm font-medium text-ink hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              <p className="text-sm font-medium text-ink">{item.name}</p>
            )}
            <p className="mt-1 text-xs text-stone-600">
              {capitalise(item.color)} · Size {item.size}
            </p>
            <p className="mt-1 text-xs text-stone-600">
              {rupees(item.price)} × {item.quantity}
            </p>
            {reviewable && (
              <Link
                to={`/product/${item.productId}#reviews`}
                aria-label={`Write a review of ${item.name}`}
                className="mt-1 inline-block text-xs font-semibold text-ink underline underline-offset-4"
              >
                Write a review
              </Link>
            )}
          </div>
          <p className="text-sm font-semibold whitespace-nowrap text-ink">
            {rupees(item.price * item.quantity)}
          </p>
        </li>
      ))}
    </ul>
  );
}
