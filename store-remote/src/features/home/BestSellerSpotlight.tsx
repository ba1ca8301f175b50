import { productApi } from '@store/api';
import type { Product } from '@store/contracts';
import { Skeleton } from '@store/ui';
import { useEffect, useState } from 'react';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { usePreloaded } from '../../ssr/preloaded.ts';
import { ProductDetails } from '../product/index.ts';

type State = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'failed' };

/** The best-selling product (docs/product.md §1) with its choices and Add to Cart. */
export function BestSellerSpotlight() {
  const preloaded = usePreloaded<Product>(PRELOAD.bestSeller);
  const [state, setState] = useState<State>(
    preloaded ? { status: 'ready', product: preloaded } : { status: 'loading' },
  );
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    let live = true;
    productApi.getBestSeller().then(
      (product) => live && setState({ status: 'ready', product }),
      // No best seller yet (empty catalogue) or the API is down: the section steps aside.
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loading]);

  if (state.status === 'failed') return null;
  return (
    <section aria-labelledby="best-seller-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="best-seller-heading" className="mb-8 text-center text-3xl font-bold text-ink">
        Best Seller
      </h2>
      {state.status === 'ready' ? (
        // Eager: on phones this picture is the largest thing in the first screen (Lighthouse's LCP).
        <ProductDetails product={state.product} headingLevel="h3" />
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
