import { Link } from '@store/router';
import { cn, Skeleton } from '@store/ui';
import { useEffect } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { useQuery } from '../../query/use-query.ts';
import { newArrivalsQuery } from '../catalog/index.ts';
import { NewArrivalCard } from './NewArrivalCard.tsx';
import { useCarousel } from './use-carousel.ts';

const arrow =
  'rounded-full border border-stone-300 bg-white p-2 text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700';

/** The Fresh Arrivals carousel (docs/product.md §1, §2): drag to scroll, buttons step 300 px. */
export function FreshArrivals() {
  const state = useQuery(newArrivalsQuery);
  // None when the request fails: the section steps aside.
  const products = state.status === 'loading' ? null : state.status === 'ready' ? state.data : [];
  const carousel = useCarousel();
  const { update } = carousel;

  // The ends move when the cards arrive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the cards change
  useEffect(() => update(), [products, update]);

  if (products !== null && products.length === 0) return null;
  return (
    <section aria-labelledby="arrivals-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="arrivals-heading" className="text-3xl font-bold text-ink">
            Fresh Arrivals
          </h2>
          <p className="mt-2 text-stone-700">The newest pieces in the store, straight off the rack.</p>
        </div>
        <div className="flex items-center gap-3">
          <Link
            to="/collections/all?sortBy=newest"
            className="text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand-800"
          >
            View All New Arrivals
          </Link>
          <button
            type="button"
            className={arrow}
            aria-label="Scroll left"
            disabled={!carousel.canLeft}
            onClick={() => carousel.scroll(-1)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label="Scroll right"
            disabled={!carousel.canRight}
            onClick={() => carousel.scroll(1)}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      <div
        ref={carousel.ref}
        {...carousel.dragHandlers}
        className={cn(
          'flex snap-x gap-5 overflow-x-auto pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
          products !== null && 'cursor-grab active:cursor-grabbing',
        )}
      >
        {products === null
          ? [0, 1, 2, 3, 4].map((index) => (
              <div key={index} className="w-60 shrink-0 sm:w-64" aria-hidden="true">
                <Skeleton className="aspect-[4/5] w-full rounded-xl" />
                <Skeleton className="mt-3 h-4 w-1/4" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/3" />
                <Skeleton className="mt-3 h-4 w-24" />
              </div>
            ))
          : products.map((product) => <NewArrivalCard key={product._id} product={product} />)}
      </div>
    </section>
  );
}
