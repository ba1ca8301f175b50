import { resolveAssetUrl } from '@store/api';
import type { Product } from '@store/contracts';
import { Link } from '@store/router';
import { Price } from '@store/ui';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.images[0];
  return (
    <Link
      to={`/product/${product._id}`}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-stone-100">
        {image && (
          <img
            src={resolveAssetUrl(image.url)}
            alt={image.altText || product.name}
            width={400}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        {product.onSale && (
          <span className="absolute left-2 top-2 rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">
            Sale
          </span>
        )}
      </div>
      <h3 className="mt-3 line-clamp-1 text-sm font-medium text-stone-900">{product.name}</h3>
      <Price price={product.price} discountPrice={product.discountPrice} className="mt-1 text-sm" />
    </Link>
  );
}
