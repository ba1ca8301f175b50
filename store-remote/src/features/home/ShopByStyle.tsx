import { COLOR_HEX } from '@store/contracts/constants';
import { Link } from '@store/router';
import { GarmentArt, type GarmentShape } from './GarmentArt.tsx';

const TILES: Array<{
  title: string;
  to: string;
  shape: GarmentShape;
  color: string;
  second: GarmentShape;
  secondColor: string;
  background: string;
}> = [
  {
    title: "Women's Collection",
    to: '/collections/all?gender=Women',
    shape: 'dress',
    color: COLOR_HEX.pink,
    second: 'kurta',
    secondColor: COLOR_HEX.beige,
    background: 'bg-rose-50',
  },
  {
    title: "Men's Collection",
    to: '/collections/all?gender=Men',
    shape: 'shirt',
    color: COLOR_HEX.blue,
    second: 'pants',
    secondColor: COLOR_HEX.black,
    background: 'bg-sky-50',
  },
];

/** Shop by Style (docs/product.md §1): the women's and men's collections. */
export function ShopByStyle() {
  return (
    <section aria-labelledby="style-heading" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="style-heading" className="mb-8 text-center text-3xl font-bold text-ink">
        Shop by Style
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {TILES.map((tile) => (
          <Link
            key={tile.title}
            to={tile.to}
            className={`group relative block h-80 overflow-hidden rounded-2xl ${tile.background} focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 sm:h-96`}
          >
            <GarmentArt
              shape={tile.second}
              color={tile.secondColor}
              className="absolute top-8 right-40 h-56 rotate-[-6deg] transition-transform duration-300 group-hover:rotate-[-9deg] sm:h-64"
            />
            <GarmentArt
              shape={tile.shape}
              color={tile.color}
              className="absolute top-6 right-6 h-64 transition-transform duration-300 group-hover:scale-105 sm:h-80"
            />
            <span className="absolute bottom-6 left-6 rounded-lg bg-white/95 px-5 py-4 shadow-sm">
              <span className="block text-xl font-bold text-ink">{tile.title}</span>
              <span className="mt-1 block text-sm font-medium text-stone-700 underline underline-offset-4">
                Shop Now
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
