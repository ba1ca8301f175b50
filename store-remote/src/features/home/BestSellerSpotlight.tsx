import { Skeleton } from '@store/ui';
import { useQuery } from '../../query/use-query.ts';
import { bestSellerQuery } from '../catalog/index.ts';
import { ProductDetails } from '../product/index.ts';

/** The best-selling product (docs/product.md §1) with its choices and Add to Cart. */
export function BestSellerSpotlight() {
  const state = useQuery(bestSellerQuery);
  // No best seller yet (empty catalogue) or the API is down: the section steps aside.
  if (state.status === 'failed') return null;
  return (
    <section aria-labelledby="best-seller-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="best-seller-heading" className="mb-8 text-center text-3xl font-bold text-ink">
        Best Seller
      </h2>
      {state.status === 'ready' ? (
        // Eager: on phones this picture is the largest thing in the first screen (Lighthouse's LCP).
        <ProductDetails product={state.data} headingLevel="h3" />
      ) : (
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12" aria-busy="true">
          <Skeleton className="aspect-[4/5] w-full rounded-xl" />
          <div className="space-y-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      )}
    </section>
  );
}
