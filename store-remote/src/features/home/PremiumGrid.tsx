import type { productApi } from '@store/api';
import { Link } from '@store/router';
import { useEffect } from 'react';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { usePreloaded } from '../../ssr/preloaded.ts';
import { listKey, ProductGrid, useProductsStore } from '../catalog/index.ts';

export const PREMIUM_QUERY = { collection: 'premium', limit: 8 } as const;
const KEY = listKey(PREMIUM_QUERY);

/** The premium collection grid (docs/product.md §1); 8 skeleton cards while it loads. */
export function PremiumGrid() {
  const preloaded = usePreloaded<productApi.ProductPage>(PRELOAD.list(KEY));
  const stored = useProductsStore((state) => state.products);
  const loading = useProductsStore((state) => state.loading);
  const error = useProductsStore((state) => state.error);
  const current = useProductsStore((state) => state.listKey === KEY);
  const fetchProducts = useProductsStore((state) => state.fetchProducts);
  const seedList = useProductsStore((state) => state.seedList);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once; the page's data serves the first render only
  useEffect(() => {
    if (preloaded) seedList({ ...PREMIUM_QUERY }, preloaded);
    else void fetchProducts({ ...PREMIUM_QUERY });
  }, [fetchProducts, seedList]);

  const fromPage = !current && preloaded !== undefined;
  const products = fromPage ? preloaded.products : stored;
  const ready = fromPage || (current && !loading);
  if (ready && ((!fromPage && error) || products.length === 0)) return null;
  return (
    <section aria-labelledby="premium-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="premium-heading" className="text-3xl font-bold text-ink">
            Premium Collection
          </h2>
          <p className="mt-2 text-stone-700">
            Finer fabrics and careful tailoring, for the days that matter.
          </p>
        </div>
        <Link
          to="/collections/premium"
          className="text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand-800"
        >
          Shop the Premium Collection
        </Link>
      </div>
      <ProductGrid products={products} loading={!ready} eagerCount={0} />
    </section>
  );
}
