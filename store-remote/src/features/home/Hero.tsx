import { COLOR_HEX } from '@store/contracts/constants';
import { Link } from '@store/router';
import { GarmentArt } from './GarmentArt.tsx';

const button =
  'inline-flex h-12 items-center justify-center rounded-md px-6 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The home page's opening (docs/product.md §1): Shop Now and View Collections. Fixed height: nothing
 * shifts.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-gradient-to-br from-brand-50 via-stone-50 to-brand-100"
    >
      <div className="mx-auto grid h-[440px] max-w-7xl items-center gap-8 px-4 sm:h-[480px] md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">
            New season, everyday wear
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl leading-tight font-bold text-ink sm:text-5xl lg:text-6xl"
          >
            Clothes that keep up with you
          </h1>
          <p className="mt-4 max-w-md text-base text-stone-700 sm:text-lg">
            Breathable cottons, easy linens and denim that lasts, for men and women.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/collections/all" className={`${button} bg-ink text-white hover:bg-stone-700`}>
              Shop Now
            </Link>
            <Link
              to="/collections/featured"
              className={`${button} border border-ink bg-white/60 text-ink hover:bg-white`}
            >
              View Collections
            </Link>
          </div>
        </div>
        <div className="relative hidden h-full md:block">
          <GarmentArt
            shape="kurta"
            color={COLOR_HEX.yellow}
            className="absolute top-12 left-4 h-72 rotate-[-8deg] lg:h-80"
          />
          <GarmentArt
            shape="dress"
            color={COLOR_HEX.green}
            className="absolute top-6 right-28 h-80 lg:h-96"
          />
          <GarmentArt
            shape="shirt"
            color={COLOR_HEX.navy}
            className="absolute right-0 bottom-8 h-60 rotate-[7deg] lg:h-72"
          />
        </div>
      </div>
    </section>
  );
}
