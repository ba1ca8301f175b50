import { COLOR_HEX } from '@store/contracts/constants';
import { Link } from '@store/router';
import { GarmentArt } from './GarmentArt.tsx';

/** The featured-collection banner (docs/product.md §1). */
export function FeaturedBanner() {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="grid items-center overflow-hidden rounded-3xl bg-brand-50 md:grid-cols-2">
        <div className="p-8 sm:p-12">
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">
            Featured collection
          </p>
          <h2 id="featured-heading" className="mt-3 text-3xl font-bold text-ink sm:text-4xl">
            Comfort and style, chosen for this season
          </h2>
          <p className="mt-4 text-stone-700">
            Our team's picks from across the store: pieces that work from weekday mornings to weekend
            evenings.
          </p>
          <Link
            to="/collections/featured"
            className="mt-8 inline-flex h-12 items-center rounded-md bg-ink px-6 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Shop the Featured Collection
          </Link>
        </div>
        <div className="relative hidden h-full min-h-80 md:block">
          <GarmentArt
            shape="tee"
            color={COLOR_HEX.red}
            className="absolute top-10 left-10 h-60 rotate-[-6deg]"
          />
          <GarmentArt shape="pants" color={COLOR_HEX.navy} className="absolute top-16 right-36 h-64" />
          <GarmentArt
            shape="dress"
            color={COLOR_HEX.white}
            className="absolute right-6 bottom-6 h-64 rotate-[5deg]"
          />
        </div>
      </div>
    </section>
  );
}
