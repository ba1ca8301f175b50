import { Link } from '@store/router';
import { useQuery } from '../../query/use-query.ts';
import { ProductGrid } from '../catalog/index.ts';
import { PREMIUM_QUERY } from './home-page.ts';

/** The premium collection grid (docs/product.md §1); 8 skeleton cards while it loads. */
export function PremiumGrid() {
  const state = useQuery(PREMIUM_QUERY);
  const products = state.status === 'ready' ? state.data.products : [];
  // Nothing premium, or no answer: the section steps aside.
  if (state.status !== 'loading' && products.length === 0) return null;
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
      <ProductGrid products={products} loading={state.status === 'loading'} eagerCount={0} />
    </section>
  );
}
