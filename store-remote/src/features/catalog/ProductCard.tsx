import type { Product } from '@store/contracts';
import { productPagePath } from '@store/contracts/constants';
import { Link } from '@store/router';
import { Price } from '@store/ui';
import { Picture } from '../../components/Picture.tsx';
import { cardImage } from './product-images.ts';

/** A grid card's width: half the screen on phones, a third on tablets, a quarter on desktops. */
export const CARD_SIZES = '(min-width:1024px) 25vw,(min-width:768px) 33vw,50vw';

export const SOLD_OUT = 'Sold out';

/**
 * A listing card: picture (in `color` when the listing is filtered by one), brand, name, price (with
 * the discount when on sale), and a 'Sale' or 'Sold out' badge (sold out: no variant has stock).
 */
export function ProductCard({
  product,
  eager = false,
  color = '',
}: {
  product: Product;
  eager?: boolean;
  color?: string;
}) {
  const image = cardImage(product.images, color);
  const soldOut = product.countInStock <= 0;
  return (
    <Link
      to={productPagePath(product._id)}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-stone-100">
        {image && (
          <Picture
            src={image.url}
            sizes={CARD_SIZES}
            alt={image.altText || product.name}
            loading={eager ? 'eager' : 'lazy'}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        {product.onSale && (
          <span className="absolute left-2 top-2 rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">
            Sale
          </span>
        )}
        {soldOut && (
          <span className="absolute right-2 top-2 rounded bg-ink px-2 py-0.5 text-xs font-bold text-white">
            {SOLD_OUT}
          </span>
        )}
      </div>
      <p className="mt-3 truncate text-xs font-medium tracking-wide text-stone-600 uppercase">
        {product.brand}
      </p>
      <h3 className="line-clamp-1 text-sm font-medium text-stone-900">{product.name}</h3>
      <Price price={product.price} discountPrice={product.discountPrice} className="mt-1 text-sm" />
    </Link>
  );
}
