import type { Product } from '@store/contracts';
import { Link } from '@store/router';
import { Price } from '@store/ui';
import { Picture } from '../../components/Picture.tsx';
import { SOLD_OUT } from '../catalog/index.ts';

/**
 * A Fresh Arrivals card (docs/product.md §2): NEW badge ('Sale' and 'Sold out' too, as on the grids'
 * cards), first image, brand, name, price, View Details.
 */
export function NewArrivalCard({ product }: { product: Product }) {
  const image = product.images[0];
  return (
    <article className="group relative w-60 shrink-0 snap-start sm:w-64">
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-stone-100">
        {image && (
          <Picture
            src={image.url}
            sizes="256px"
            alt={image.altText || product.name}
            draggable={false}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        <div className="absolute top-3 left-3 flex gap-1.5">
          <span className="rounded bg-ink px-2 py-0.5 text-xs font-bold tracking-wide text-white">NEW</span>
          {product.onSale && (
            <span className="rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">Sale</span>
          )}
        </div>
        {product.countInStock <= 0 && (
          <span className="absolute top-3 right-3 rounded bg-white px-2 py-0.5 text-xs font-bold text-ink">
            {SOLD_OUT}
          </span>
        )}
      </div>
      <p className="mt-3 truncate text-xs font-medium tracking-wide text-stone-600 uppercase">
        {product.brand}
      </p>
      <h3 className="line-clamp-1 text-sm font-medium text-ink">{product.name}</h3>
      <Price price={product.price} discountPrice={product.discountPrice} className="mt-1 text-sm" />
      <Link
        to={`/product/${product._id}`}
        aria-label={`View Details: ${product.name}`}
        draggable={false}
        className="mt-2 block w-fit text-sm font-semibold text-brand-800 underline underline-offset-4 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        View Details
      </Link>
    </article>
  );
}
