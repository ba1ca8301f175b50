import type { Product } from '@store/contracts';
import { Skeleton } from '@store/ui';
import { ProductCard } from './ProductCard.tsx';

interface Props {
  products: Product[];
  loading: boolean;
  /** How many skeleton cards stand in while loading (the home grid shows 8, docs/product.md §1). */
  skeletons?: number;
  /** Cards whose picture loads at once: the first row at the top of a listing; none far down a page. */
  eagerCount?: number;
  /** The colour the listing is filtered by: each card shows its picture in that colour. */
  color?: string;
}

export function ProductGrid({ products, loading, skeletons = 8, eagerCount = 4, color = '' }: Props) {
  if (loading) {
    return (
      <ul
        className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4"
        aria-busy="true"
        aria-label="Loading products"
      >
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} data-testid="product-skeleton">
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="mt-3 h-4 w-1/4" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="mt-1 h-5 w-1/3" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} color={color} />
        </li>
      ))}
    </ul>
  );
}
